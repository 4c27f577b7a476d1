import type { PlaylistItem } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { effectiveTransition, KEN_BURNS_SCALE, panShift, panTargetOf } from './ken-burns.ts';

const item: PlaylistItem = {
  id: 1,
  kind: 'photo',
  url: 'https://media.example/1.jpg',
  width: 1920,
  height: 1080,
  orientation: 'landscape',
  posterUrl: null,
  durationMs: null,
  caption: '',
  takenAt: '2024-08-02T10:00:00.000Z',
  isInterim: false,
};

describe('the Ken Burns zoom', () => {
  it('heads for the photo’s focus point when it has a well-formed one, else for its centre', () => {
    expect(panTargetOf(item)).toEqual({ x: 0.5, y: 0.5 });
    expect(panTargetOf({ ...item, focus: null })).toEqual({ x: 0.5, y: 0.5 });
    expect(panTargetOf({ ...item, focus: { x: 0.2, y: 0.9 } })).toEqual({ x: 0.2, y: 0.9 });
    expect(panTargetOf({ ...item, focus: { x: 1.4, y: 0.5 } })).toEqual({ x: 0.5, y: 0.5 });
    // A device may meet a malformed point from a server it does not know: the centre then.
    expect(panTargetOf({ ...item, focus: { x: 0.3 } as PlaylistItem['focus'] })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('zooms straight in on the centre, and pans towards a point off centre no further than the zoom hides', () => {
    expect(panShift({ x: 0.5, y: 0.5 })).toEqual({ x: 0, y: 0 });
    const margin = ((1 - 1 / KEN_BURNS_SCALE) / 2) * 100;
    expect(panShift({ x: 0.48, y: 0.53 })).toEqual({ x: 2, y: -3 });
    const corner = panShift({ x: 0, y: 1 });
    expect(corner.x).toBeCloseTo(margin, 1);
    expect(corner.y).toBeCloseTo(-margin, 1);
  });

  it('is a plain crossfade for a screen that asks for less motion, and leaves the other transitions alone', () => {
    expect(effectiveTransition('ken-burns', false)).toBe('ken-burns');
    expect(effectiveTransition('ken-burns', true)).toBe('fade');
    expect(effectiveTransition('slide', true)).toBe('slide');
    expect(effectiveTransition('none', true)).toBe('none');
  });
});
