import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FIT, fitSize, type Point, type Size, STEP_FACTOR, type Zoom, zoomAround } from './zoom.ts';

const NO_SIZE: Size = { width: 0, height: 0 };

/** The element's size, kept current as the window or the info panel changes it. */
function useElementSize(element: HTMLElement | null): Size {
  const [size, setSize] = useState<Size>(NO_SIZE);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((shown) => (shown.width === width && shown.height === height ? shown : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export interface PhotoZoom {
  /** The stage's ref: a callback, since a dialog's portal mounts the stage after the viewer. */
  stageRef: (element: HTMLDivElement | null) => void;
  stageElement: HTMLDivElement | null;
  stage: Size;
  /** The photo's size fitted to the stage, before zooming (zero until both are known). */
  fitted: Size;
  zoom: Zoom;
  /** Changes the zoom of the item shown; each change is clamped by the caller's math. */
  update: (change: (zoom: Zoom, fitted: Size, stage: Size) => Zoom) => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

/**
 * The zoom of the photo on the stage. It belongs to one item: moving to another starts it fitted
 * again, without an effect, because the stored zoom names the item it was made for.
 */
export function usePhotoZoom(itemId: number, natural: Size | null): PhotoZoom {
  const [stageElement, setStageElement] = useState<HTMLDivElement | null>(null);
  const stage = useElementSize(stageElement);
  const fitted = natural ? fitSize(natural, stage) : NO_SIZE;
  const [held, setHeld] = useState<{ itemId: number; zoom: Zoom }>({ itemId, zoom: FIT });
  const zoom = held.itemId === itemId ? held.zoom : FIT;
  // Gestures read the sizes of the moment they happen, whatever render made their handler.
  const sizes = useRef({ fitted, stage });
  sizes.current = { fitted, stage };

  const update = useCallback<PhotoZoom['update']>(
    (change) =>
      setHeld((current) => ({
        itemId,
        zoom: change(current.itemId === itemId ? current.zoom : FIT, sizes.current.fitted, sizes.current.stage),
      })),
    [itemId],
  );
  const centre: Point = { x: 0, y: 0 };
  return {
    stageRef: setStageElement,
    stageElement,
    stage,
    fitted,
    zoom,
    update,
    zoomIn: () => update((current, f, s) => zoomAround(current, current.scale * STEP_FACTOR, centre, f, s)),
    zoomOut: () => update((current, f, s) => zoomAround(current, current.scale / STEP_FACTOR, centre, f, s)),
  };
}
