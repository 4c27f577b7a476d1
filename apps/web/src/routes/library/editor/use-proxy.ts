import { useEffect, useState } from 'react';
import type { PreviewProxy } from './preview-renderer.ts';

export type ProxyState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; proxy: PreviewProxy };

/** The proxy's longer side at most: a screen's worth of pixels, however large the photo. */
export const MAX_PROXY_SIDE = 2560;

/**
 * Loads the picture the preview edits and draws it screen-sized into a canvas (upright, as the
 * browser shows it): a 12 MP original becomes a few megapixels once, not on every draw. Its steps
 * are performance marks (`kinframe:editor:*`), which bench/editor-open.ts prints.
 */
export function useProxy(url: string | null): ProxyState {
  const [state, setState] = useState<ProxyState>({ status: 'loading' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'failed' });
      return;
    }
    let isCurrent = true;
    const image = new Image();
    // Read back by WebGL: a picture from another origin (a bucket) must come with CORS, not taint the canvas.
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      if (!isCurrent) return;
      performance.mark('kinframe:editor:picture-loaded');
      // Decoded off the main thread first: drawn at once, a 12 MP original would hold up the page
      // (the editor's first picture, its sliders) for as long as it takes to decode.
      image.decode().then(
        () => {
          if (!isCurrent) return;
          performance.mark('kinframe:editor:picture-decoded');
          const proxy = shrinkToProxy(image);
          performance.mark('kinframe:editor:proxy-ready');
          setState(proxy ? { status: 'ready', proxy } : { status: 'failed' });
        },
        () => {
          if (isCurrent) setState({ status: 'failed' });
        },
      );
    };
    image.onerror = () => {
      if (isCurrent) setState({ status: 'failed' });
    };
    setState({ status: 'loading' });
    performance.mark('kinframe:editor:picture-asked');
    image.src = url;
    return () => {
      isCurrent = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return state;
}

function shrinkToProxy(image: HTMLImageElement): PreviewProxy | null {
  const scale = Math.min(1, MAX_PROXY_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { source: canvas, width: canvas.width, height: canvas.height };
}
