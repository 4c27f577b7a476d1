import type { FrameTransition, PlaylistItem } from '@kinframe/contract';
import { useEffect, useState } from 'react';

/** How far a photo zooms over its time on screen. */
export const KEN_BURNS_SCALE = 1.12;

/** A point of a photo, each coordinate from 0 (left, top) to 1 (right, bottom). */
export interface PanTarget {
  x: number;
  y: number;
}

const CENTRE: PanTarget = { x: 0.5, y: 0.5 };
const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * Where the slow zoom heads: the photo's focus point (`focus`, in fractions of the picture the frame
 * shows, not of the original, since the frame's picture is already cut around it), else its centre
 * (no point set, a server older than `focus`, or a malformed one).
 */
export function panTargetOf(item: Pick<PlaylistItem, 'focus'>): PanTarget {
  const focus = item.focus;
  return focus && isFraction(focus.x) && isFraction(focus.y) ? { x: focus.x, y: focus.y } : CENTRE;
}

/**
 * The shift (in % of the photo's own box, applied before the zoom) that brings the target towards
 * the middle, no further than the zoom's margin, so no edge of the photo ever comes into view.
 */
export function panShift(target: PanTarget, scale = KEN_BURNS_SCALE): { x: number; y: number } {
  const margin = ((1 - 1 / scale) / 2) * 100;
  const shift = (at: number) => {
    const wanted = (0.5 - at) * 100;
    return Math.round(Math.max(-margin, Math.min(margin, wanted)) * 100) / 100 + 0;
  };
  return { x: shift(target.x), y: shift(target.y) };
}

/** A frame that asks for less motion sees the slow zoom as a plain crossfade. */
export function effectiveTransition(transition: FrameTransition, prefersReducedMotion: boolean): FrameTransition {
  return transition === 'ken-burns' && prefersReducedMotion ? 'fade' : transition;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Null where the browser cannot say (no matchMedia): full motion then. */
const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

/** Whether the screen's owner asked for less motion, kept current when they change it. */
export function usePrefersReducedMotion(): boolean {
  const [prefersReduced, setPrefersReduced] = useState(() => reducedMotionQuery()?.matches ?? false);
  useEffect(() => {
    const list = reducedMotionQuery();
    if (!list) return;
    const update = () => setPrefersReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return prefersReduced;
}
