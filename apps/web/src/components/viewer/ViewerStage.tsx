import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type SwipeAxis, swipeAxisOf, swipeOffsetOf, swipeOutcomeOf, TAP_SLOP } from './swipe.ts';
import type { PhotoZoom } from './use-photo-zoom.ts';
import styles from './Viewer.module.css';
import { fromStageCentre, isZoomed, type Point, panBy, toggleZoom, wheelFactor, zoomAround } from './zoom.ts';

/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP = 30;
/** No swipe under way: the photo sits where it is. */
const AT_REST: Point = { x: 0, y: 0 };

interface ViewerStageProps {
  zoom: PhotoZoom;
  /** A photo: wheel, pinch, double click and drag zoom and pan it. A video keeps its own controls. */
  isZoomable: boolean;
  /** A touch swipe sideways while fitted: +1 for the next item, -1 for the previous one. */
  onSwipe: (direction: 1 | -1) => void;
  /** A touch swipe down while fitted: the viewer closes, as in a phone's photo app. */
  onSwipeDown: () => void;
  /** The offset of a swipe under way, for the photo to follow the finger. */
  onSwipeOffset: (offset: Point) => void;
  isIdle: boolean;
  children: ReactNode;
}

interface Gesture {
  pointers: Map<number, { x: number; y: number; type: string }>;
  start: { x: number; y: number; time: number } | null;
  /** The two-finger distance and middle at the last move of a pinch. */
  pinch: { distance: number; middle: { x: number; y: number } } | null;
  /** The way a one-finger swipe goes, once it left a tap's reach; null before (or for a mouse). */
  swipe: SwipeAxis | null;
  lastTap: { x: number; y: number; time: number } | null;
  /** mouse, pen or touch: a double click counts only from a mouse, touch has its double tap. */
  lastPointerType: string;
}

function pinchOf(pointers: Gesture['pointers']) {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return {
    distance: Math.hypot(a.x - b.x, a.y - b.y),
    middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/**
 * The black stage the item sits on, with the gestures of a photo viewer: the wheel zooms around the
 * pointer, two fingers pinch, a double click or tap toggles fit and 2x at that point, a drag pans a
 * zoomed photo (never past its edges), and a fitted photo swipes to the next item on touch.
 */
export function ViewerStage({
  zoom,
  isZoomable,
  onSwipe,
  onSwipeDown,
  onSwipeOffset,
  isIdle,
  children,
}: ViewerStageProps) {
  const { stageRef, stageElement, update } = zoom;
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    start: null,
    pinch: null,
    swipe: null,
    lastTap: null,
    lastPointerType: 'mouse',
  });
  const [isGesturing, setIsGesturing] = useState(false);
  const latest = useRef({ isZoomable, update });
  latest.current = { isZoomable, update };

  // React listens to wheels passively; this one must be able to keep the page from zooming.
  useEffect(() => {
    const stage = stageElement;
    if (!stage) return;
    const handleWheel = (event: WheelEvent) => {
      if (!latest.current.isZoomable) return;
      event.preventDefault();
      const point = fromStageCentre(event.clientX, event.clientY, stage.getBoundingClientRect());
      // Trackpad pinches come as wheel events with ctrlKey, in finer steps.
      const factor = wheelFactor(event.ctrlKey ? event.deltaY * 2 : event.deltaY);
      latest.current.update((current, fitted, size) =>
        zoomAround(current, current.scale * factor, point, fitted, size),
      );
    };
    stage.addEventListener('wheel', handleWheel, { passive: false });
    return () => stage.removeEventListener('wheel', handleWheel);
  }, [stageElement]);

  const pointOf = (clientX: number, clientY: number) => {
    const stage = stageElement;
    return stage ? fromStageCentre(clientX, clientY, stage.getBoundingClientRect()) : { x: 0, y: 0 };
  };

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!isZoomable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const g = gesture.current;
    g.lastPointerType = event.pointerType;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY, type: event.pointerType });
    if (g.pointers.size === 1) {
      g.start = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      g.swipe = null;
    }
    if (g.pointers.size === 2) {
      g.pinch = pinchOf(g.pointers);
      if (g.swipe) onSwipeOffset(AT_REST);
      g.swipe = null;
    }
    setIsGesturing(true);
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const previous = g.pointers.get(event.pointerId);
    if (!previous) return;
    g.pointers.set(event.pointerId, { ...previous, x: event.clientX, y: event.clientY });
    if (g.pointers.size >= 2 && g.pinch) {
      const now = pinchOf(g.pointers);
      const before = g.pinch;
      if (!now || before.distance === 0) return;
      g.pinch = now;
      const point = pointOf(now.middle.x, now.middle.y);
      update((current, fitted, stage) =>
        panBy(
          zoomAround(current, (current.scale * now.distance) / before.distance, point, fitted, stage),
          now.middle.x - before.middle.x,
          now.middle.y - before.middle.y,
          fitted,
          stage,
        ),
      );
      return;
    }
    const dx = event.clientX - previous.x;
    const dy = event.clientY - previous.y;
    if (isZoomed(zoom.zoom)) {
      update((current, fitted, stage) => panBy(current, dx, dy, fitted, stage));
      return;
    }
    // Fitted: a finger's drag sideways is a swipe to the neighbour, down a swipe that closes.
    if (event.pointerType !== 'mouse' && g.start) {
      const swipeX = event.clientX - g.start.x;
      const swipeY = event.clientY - g.start.y;
      g.swipe ??= swipeAxisOf(swipeX, swipeY);
      if (g.swipe) onSwipeOffset(swipeOffsetOf(g.swipe, swipeX, swipeY));
    }
  };

  const handlePointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId)) return;
    g.pointers.delete(event.pointerId);
    if (g.pointers.size === 1) {
      // One finger left of a pinch: it pans from here on, it does not swipe or tap.
      g.pinch = null;
      g.start = null;
      return;
    }
    if (g.pointers.size > 0) return;
    setIsGesturing(false);
    const start = g.start;
    g.start = null;
    g.pinch = null;
    if (g.swipe && start) {
      const axis = g.swipe;
      g.swipe = null;
      onSwipeOffset(AT_REST);
      if (event.type !== 'pointerup') return;
      const height = stageElement?.getBoundingClientRect().height ?? 0;
      const outcome = swipeOutcomeOf(axis, event.clientX - start.x, event.clientY - start.y, height);
      if (outcome === 'next') onSwipe(1);
      else if (outcome === 'previous') onSwipe(-1);
      else if (outcome === 'close') onSwipeDown();
      return;
    }
    // A double tap on touch (a mouse has its double click).
    if (event.type !== 'pointerup' || event.pointerType === 'mouse' || !start) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP) return;
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    const last = g.lastTap;
    if (last && tap.time - last.time < DOUBLE_TAP_MS && Math.hypot(tap.x - last.x, tap.y - last.y) < DOUBLE_TAP_SLOP) {
      g.lastTap = null;
      const point = pointOf(tap.x, tap.y);
      update((current, fitted, stage) => toggleZoom(current, point, fitted, stage));
    } else {
      g.lastTap = tap;
    }
  };

  const handleDoubleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (!isZoomable) return;
    const point = pointOf(event.clientX, event.clientY);
    update((current, fitted, stage) => toggleZoom(current, point, fitted, stage));
  };

  const zoomed = isZoomed(zoom.zoom);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the photo's gestures; keys and buttons do the same
    <div
      ref={stageRef}
      className={styles.stage}
      data-zoomable={isZoomable}
      data-zoomed={zoomed}
      data-gesturing={isGesturing}
      data-idle={isIdle}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onDoubleClick={(event) => {
        if (gesture.current.lastPointerType === 'mouse') handleDoubleClick(event);
      }}
    >
      {children}
    </div>
  );
}
