import { type RefObject, useEffect, useState } from 'react';
import { clampDensity, pinchStep } from './grid-layout.ts';

/** The density pinched last, remembered on this browser: the library comes back as it was left. */
const STORAGE_KEY = 'kinframe.library.density';

function readDensity(): number {
  try {
    return clampDensity(Number(window.localStorage.getItem(STORAGE_KEY) ?? 0) || 0);
  } catch {
    // Storage refused (private mode, blocked cookies): the default density.
    return 0;
  }
}

function saveDensity(density: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(density));
  } catch {
    // Not remembered, still shown as pinched.
  }
}

function distanceOf(touches: TouchList): number {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

/**
 * The grid's density, changed by pinching it with two fingers: apart for larger tiles, together for
 * more of them, a step each time the fingers travel far enough. The page itself does not zoom
 * while two fingers are on the grid; one finger scrolls as ever.
 */
export function usePinchDensity(ref: RefObject<HTMLElement | null>): number {
  const [density, setDensity] = useState(readDensity);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start = 0;
    const handleStart = (event: TouchEvent) => {
      if (event.touches.length === 2) start = distanceOf(event.touches);
    };
    const handleMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || start === 0) return;
      event.preventDefault();
      const distance = distanceOf(event.touches);
      const step = pinchStep(start, distance);
      if (step === 0) return;
      start = distance;
      setDensity((current) => {
        const next = clampDensity(current + step);
        saveDensity(next);
        return next;
      });
    };
    const handleEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) start = 0;
    };
    element.addEventListener('touchstart', handleStart, { passive: true });
    // Not passive: a pinch on the grid changes its density instead of zooming the page.
    element.addEventListener('touchmove', handleMove, { passive: false });
    element.addEventListener('touchend', handleEnd);
    element.addEventListener('touchcancel', handleEnd);
    return () => {
      element.removeEventListener('touchstart', handleStart);
      element.removeEventListener('touchmove', handleMove);
      element.removeEventListener('touchend', handleEnd);
      element.removeEventListener('touchcancel', handleEnd);
    };
  }, [ref]);
  return density;
}
