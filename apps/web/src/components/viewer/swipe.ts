/**
 * A finger's swipe over a fitted photo, as photo apps read it: sideways moves to the neighbour,
 * down closes the viewer. The direction is settled once the finger has gone past a tap's reach, and
 * holds for the rest of the gesture, so a sideways swipe that drifts down does not close.
 */

/** A tap moves less than this (px) between down and up: no swipe yet. */
export const TAP_SLOP = 10;
/** A sideways swipe moves to the neighbour once the finger went this far (px). */
const SIDEWAYS_DISTANCE = 60;
/** A swipe down closes once the finger went this far (px), or this share of the stage's height. */
const CLOSE_DISTANCE = 120;
const CLOSE_SHARE = 0.18;

export type SwipeAxis = 'sideways' | 'down';

/** What the finger's move says, from where it went down: null while it could still be a tap (or goes up). */
export function swipeAxisOf(dx: number, dy: number): SwipeAxis | null {
  if (Math.hypot(dx, dy) <= TAP_SLOP) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return 'sideways';
  return dy > 0 ? 'down' : null;
}

/** How far the photo follows the finger on a swipe of that axis (never up: nothing closes upwards). */
export function swipeOffsetOf(axis: SwipeAxis, dx: number, dy: number): { x: number; y: number } {
  return axis === 'sideways' ? { x: dx, y: 0 } : { x: 0, y: Math.max(0, dy) };
}

type SwipeOutcome = 'next' | 'previous' | 'close' | null;

/** What the swipe does when the finger lifts: move on, go back, close the viewer, or nothing. */
export function swipeOutcomeOf(axis: SwipeAxis, dx: number, dy: number, stageHeight: number): SwipeOutcome {
  if (axis === 'sideways') {
    if (Math.abs(dx) < SIDEWAYS_DISTANCE) return null;
    return dx < 0 ? 'next' : 'previous';
  }
  return dy >= Math.min(CLOSE_DISTANCE, stageHeight * CLOSE_SHARE) ? 'close' : null;
}

/** How much the stage's black shows through while a swipe down is under way: less as the photo goes. */
export function dismissOpacityOf(dy: number, stageHeight: number): number {
  if (dy <= 0 || stageHeight <= 0) return 1;
  return Math.max(0.35, 1 - dy / stageHeight);
}
