import { useEffect, useState } from 'react';
import styles from './Viewer.module.css';
import { needsOriginal, type Point, type Size, type Zoom } from './zoom.ts';

interface ZoomablePhotoProps {
  previewUrl: string;
  originalUrl: string;
  /** The original's width in pixels, when known. */
  originalWidth: number | null;
  alt: string;
  fitted: Size;
  zoom: Zoom;
  /** How far the finger moved the photo while a swipe is under way (sideways or down). */
  swipeOffset: Point;
  /** The preview's own size, once loaded: the photo's shape when the item does not say it. */
  onPreviewSize: (size: Size) => void;
}

/**
 * The photo, fitted to the stage and drawn zoomed by a CSS transform. It shows the preview first;
 * once zoomed past the preview's pixels it loads the original once and swaps it in when it is
 * ready, so the photo never blinks. Mount one per item (key it by id): that resets it.
 */
export function ZoomablePhoto({
  previewUrl,
  originalUrl,
  originalWidth,
  alt,
  fitted,
  zoom,
  swipeOffset,
  onPreviewSize,
}: ZoomablePhotoProps) {
  const [previewWidth, setPreviewWidth] = useState(0);
  const [isOriginalWanted, setIsOriginalWanted] = useState(false);
  const [isOriginalReady, setIsOriginalReady] = useState(false);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;

  if (!isOriginalWanted && needsOriginal(zoom, fitted, previewWidth, originalWidth, pixelRatio)) {
    setIsOriginalWanted(true);
  }

  useEffect(() => {
    if (!isOriginalWanted) return;
    const loader = new Image();
    loader.onload = () => setIsOriginalReady(true);
    loader.src = originalUrl;
    return () => {
      loader.onload = null;
    };
  }, [isOriginalWanted, originalUrl]);

  const hasSize = fitted.width > 0 && fitted.height > 0;
  return (
    <img
      className={styles.photo}
      src={isOriginalReady ? originalUrl : previewUrl}
      alt={alt}
      draggable={false}
      onLoad={(event) => {
        const image = event.currentTarget;
        if (image.currentSrc === originalUrl || image.src === originalUrl) return;
        setPreviewWidth(image.naturalWidth);
        onPreviewSize({ width: image.naturalWidth, height: image.naturalHeight });
      }}
      style={{
        ...(hasSize ? { width: fitted.width, height: fitted.height } : {}),
        transform: `translate(${zoom.x + swipeOffset.x}px, ${zoom.y + swipeOffset.y}px) scale(${zoom.scale})`,
      }}
    />
  );
}
