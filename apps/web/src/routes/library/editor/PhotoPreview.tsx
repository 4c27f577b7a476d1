import { PHOTO_EDIT_ORIGINAL, type PhotoEdit } from '@kinframe/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './Editor.module.css';
import { canvasSizeFor, createPreviewRenderer, type PreviewProxy, type PreviewRenderer } from './preview-renderer.ts';

/** The canvas is never drawn larger than this many pixels a side, whatever the proxy. */
const MAX_CANVAS_SIDE = 2560;
const MAX_FALLBACK_SIDE = 960;
/** While a slider is dragged: a quarter of the pixels, drawn in a quarter of the time, sharp again on release. */
const DRAFT_SCALE = 0.5;

export type CompareMode = 'off' | 'hold' | 'split';

interface PhotoPreviewProps {
  proxy: PreviewProxy;
  edit: PhotoEdit;
  compare: CompareMode;
  /** While cropping the whole straightened picture shows, with the crop box over it. */
  isCropping: boolean;
  /** A slider is being dragged: the preview is drawn at a draft resolution meanwhile. */
  isDragging?: boolean;
  /** Over the picture, in its own box (the crop box, the straightening grid). */
  overlay?: ReactNode;
  /** The first draw is on the canvas: the picture shown until then can go. */
  onDrawn?: () => void;
}

/**
 * The live preview: the recipe drawn by the GPU on the proxy, once per animation frame at most,
 * so a dragged slider costs one draw per frame and no work per pixel on the main thread.
 */
export function PhotoPreview({
  proxy,
  edit,
  compare,
  isCropping,
  isDragging = false,
  overlay,
  onDrawn,
}: PhotoPreviewProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PreviewRenderer | null>(null);
  const frameRef = useRef(0);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  const [kind, setKind] = useState<PreviewRenderer['kind'] | null>(null);

  const shown = compare === 'hold' ? PHOTO_EDIT_ORIGINAL : isCropping ? { ...edit, crop: null } : edit;
  // Without WebGL every pixel is toned on the main thread: a smaller canvas keeps a dragged slider smooth.
  const pixelRatio =
    (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1) * (isDragging ? DRAFT_SCALE : 1);
  const size = canvasSizeFor(proxy, shown, kind === '2d' ? MAX_FALLBACK_SIDE : MAX_CANVAS_SIDE, {
    width: Math.ceil(stage.width * pixelRatio),
    height: Math.ceil(stage.height * pixelRatio),
  });
  const originalFrom = compare === 'split' ? 0.5 : 1;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    performance.mark('kinframe:editor:renderer-asked');
    const renderer = createPreviewRenderer(canvas, proxy);
    performance.mark('kinframe:editor:renderer-ready');
    rendererRef.current = renderer;
    setKind(renderer.kind);
    return () => {
      cancelAnimationFrame(frameRef.current);
      renderer.dispose();
      rendererRef.current = null;
    };
  }, [proxy]);

  // Every render asks for one draw at the next frame; renders in between fold into it.
  // Until the stage is measured the canvas would be the proxy's full size: a draw of millions of
  // pixels (seconds on a software GPU) that no one sees. The first draw waits for the measure.
  const isPlaced = stage.width > 0;
  const latest = useRef({ shown, size, originalFrom, onDrawn, isPlaced });
  latest.current = { shown, size, originalFrom, onDrawn, isPlaced };
  useEffect(() => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      const renderer = rendererRef.current;
      if (!canvas || !renderer) return;
      const { shown: recipe, size: pixels, originalFrom: from, onDrawn: drawn, isPlaced: placed } = latest.current;
      if (!placed) return;
      if (canvas.width !== pixels.width) canvas.width = pixels.width;
      if (canvas.height !== pixels.height) canvas.height = pixels.height;
      renderer.render(recipe, { originalFrom: from });
      if (drawn) {
        performance.mark('kinframe:editor:preview-drawn');
        drawn();
      }
    });
  });

  useEffect(() => {
    const element = stageRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStage({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The picture as large as the stage allows, at its edited ratio.
  const scale = stage.width > 0 ? Math.min(stage.width / size.width, stage.height / size.height) : 0;
  const box = scale > 0 ? { width: size.width * scale, height: size.height * scale } : undefined;

  return (
    <div ref={stageRef} className={styles.previewStage}>
      <div className={styles.previewBox} style={box}>
        <canvas ref={canvasRef} className={styles.canvas} data-edit-preview={kind ?? 'none'} data-compare={compare} />
        {compare === 'split' ? <div className={styles.splitLine} aria-hidden="true" /> : null}
        {compare !== 'hold' ? overlay : null}
      </div>
    </div>
  );
}
