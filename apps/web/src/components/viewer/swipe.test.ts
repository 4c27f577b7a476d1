import { describe, expect, it } from 'vitest';
import { dismissOpacityOf, swipeAxisOf, swipeOffsetOf, swipeOutcomeOf } from './swipe.ts';

describe('swipeAxisOf', () => {
  it('is nothing yet within a tap of where the finger went down', () => {
    expect(swipeAxisOf(6, 6)).toBeNull();
  });

  it('reads sideways or down by whichever the finger moved more', () => {
    expect(swipeAxisOf(-40, 12)).toBe('sideways');
    expect(swipeAxisOf(30, 10)).toBe('sideways');
    expect(swipeAxisOf(8, 40)).toBe('down');
  });

  it('takes an upward move for no swipe: nothing closes upwards', () => {
    expect(swipeAxisOf(4, -50)).toBeNull();
  });
});

describe('swipeOffsetOf', () => {
  it('follows the finger along the swipe only', () => {
    expect(swipeOffsetOf('sideways', -80, 25)).toEqual({ x: -80, y: 0 });
    expect(swipeOffsetOf('down', 15, 90)).toEqual({ x: 0, y: 90 });
  });

  it('does not lift the photo above its place when the finger comes back up', () => {
    expect(swipeOffsetOf('down', 0, -30)).toEqual({ x: 0, y: 0 });
  });
});

describe('swipeOutcomeOf', () => {
  it('moves to the next photo on a swipe left and the previous one on a swipe right, far enough', () => {
    expect(swipeOutcomeOf('sideways', -61, 0, 800)).toBe('next');
    expect(swipeOutcomeOf('sideways', 90, 0, 800)).toBe('previous');
    expect(swipeOutcomeOf('sideways', -40, 0, 800)).toBeNull();
  });

  it('closes on a swipe down past the distance, or a share of a short stage', () => {
    expect(swipeOutcomeOf('down', 0, 130, 800)).toBe('close');
    expect(swipeOutcomeOf('down', 0, 100, 800)).toBeNull();
    // A phone turned sideways: 18% of 400 px is enough.
    expect(swipeOutcomeOf('down', 0, 75, 400)).toBe('close');
  });

  it('keeps a sideways swipe sideways however far it drifted down', () => {
    expect(swipeOutcomeOf('sideways', -20, 300, 800)).toBeNull();
  });
});

describe('dismissOpacityOf', () => {
  it('fades the black stage as the photo is pulled down, never to nothing', () => {
    expect(dismissOpacityOf(0, 800)).toBe(1);
    expect(dismissOpacityOf(200, 800)).toBe(0.75);
    expect(dismissOpacityOf(5000, 800)).toBe(0.35);
  });
});
