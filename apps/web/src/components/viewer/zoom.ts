/**
 * The viewer's zoom and pan, as plain numbers. The photo is laid out fitted and centred on the
 * stage; on top of that it is drawn `translate(x, y) scale(scale)` around its own centre, so a point
 * `q` of the fitted photo (from its centre) shows at `stage centre + (x, y) + scale * q`. Points
 * below are measured from the stage's centre.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Fitted: the whole photo on the stage. */
export const FIT: Zoom = { scale: 1, x: 0, y: 0 };
/** What a double click or a double tap zooms to. */
export const DOUBLE_TAP_SCALE = 2;
/** The closest look: past it, pixels only get bigger. */
export const MAX_SCALE = 8;
/** One press of + or −. */
export const STEP_FACTOR = 1.5;

/** The largest size of the photo's shape that fits the stage (object-fit: contain). */
export function fitSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0 || stage.width <= 0 || stage.height <= 0) {
    return { width: 0, height: 0 };
  }
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

export function isZoomed(zoom: Zoom): boolean {
  return zoom.scale > 1.001;
}

/** How far the photo may move along one axis: none while it is smaller than the stage. */
function clampAxis(offset: number, shown: number, stage: number): number {
  const room = Math.max(0, (shown - stage) / 2);
  return Math.min(room, Math.max(-room, offset));
}

/** Keeps the scale within fit..MAX_SCALE and the photo over the stage: no empty band at an edge. */
export function clampZoom(zoom: Zoom, fitted: Size, stage: Size): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(1, zoom.scale));
  if (scale <= 1.001) return FIT;
  return {
    scale,
    x: clampAxis(zoom.x, fitted.width * scale, stage.width),
    y: clampAxis(zoom.y, fitted.height * scale, stage.height),
  };
}

/** Zooms to `scale` keeping what is under `point` where it is (the pointer, the pinch's middle). */
export function zoomAround(zoom: Zoom, scale: number, point: Point, fitted: Size, stage: Size): Zoom {
  const next = Math.min(MAX_SCALE, Math.max(1, scale));
  const factor = next / zoom.scale;
  return clampZoom(
    { scale: next, x: point.x - factor * (point.x - zoom.x), y: point.y - factor * (point.y - zoom.y) },
    fitted,
    stage,
  );
}

/** Moves the photo by a drag of (dx, dy), as far as the stage allows. */
export function panBy(zoom: Zoom, dx: number, dy: number, fitted: Size, stage: Size): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, fitted, stage);
}

/** A double click or tap: from fit to 2x at that point, and from any zoom back to fit. */
export function toggleZoom(zoom: Zoom, point: Point, fitted: Size, stage: Size): Zoom {
  return isZoomed(zoom) ? FIT : zoomAround(zoom, DOUBLE_TAP_SCALE, point, fitted, stage);
}

/** The wheel's scale change: smooth for trackpads (small deltas), a step per mouse notch. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-Math.max(-100, Math.min(100, deltaY)) * 0.01);
}

/**
 * Whether the photo is drawn larger than the preview holds pixels for, so the original is worth
 * loading: screen pixels of the zoomed photo beyond the preview's, when the original has more.
 */
export function needsOriginal(
  zoom: Zoom,
  fitted: Size,
  previewWidth: number,
  originalWidth: number | null,
  pixelRatio: number,
): boolean {
  if (!isZoomed(zoom) || previewWidth <= 0) return false;
  if (originalWidth !== null && originalWidth <= previewWidth) return false;
  return fitted.width * zoom.scale * pixelRatio > previewWidth;
}

/** A point of the page as a point from the stage's centre. */
export function fromStageCentre(clientX: number, clientY: number, stage: DOMRect): Point {
  return { x: clientX - (stage.left + stage.width / 2), y: clientY - (stage.top + stage.height / 2) };
}
