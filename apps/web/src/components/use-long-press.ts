import { type PointerEvent, useEffect, useRef } from 'react';

/** How long a finger rests on a tile to select it, as on phones' photo apps. */
export const LONG_PRESS_MS = 500;
/** A finger that travels further is scrolling, not pressing. */
const SLOP_PX = 10;

/**
 * A long press by a finger (touch only: a mouse has its hover and its clicks): `onLongPress` after
 * LONG_PRESS_MS without moving, and the click that ends the press is swallowed, so the tile it
 * selected does not open or toggle back. Spread the handlers on the element pressed.
 */
export function useLongPress<E extends Element>(onLongPress: (event: PointerEvent<E>) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const hasFired = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    origin.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onPointerDown(event: PointerEvent<E>) {
      hasFired.current = false;
      if (event.pointerType !== 'touch') return;
      origin.current = { x: event.clientX, y: event.clientY };
      event.persist?.();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        origin.current = null;
        hasFired.current = true;
        onLongPress(event);
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent<E>) {
      const start = origin.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!hasFired.current) return;
      hasFired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // The browser's own long-press menu (save image, share) would cover the selection.
    onContextMenu(event: { preventDefault(): void }) {
      if (hasFired.current || origin.current) event.preventDefault();
    },
  };
}
