import { describe, expect, it } from 'vitest';
import { shapeChar, shapeRatio, UNKNOWN_SHAPE } from './item-shapes.ts';

describe('item shapes', () => {
  it('keep a ratio within 5% through one character', () => {
    for (const [width, height] of [
      [4000, 3000],
      [3000, 4000],
      [1920, 1080],
      [1000, 1000],
      [1080, 2400],
      [6000, 2000],
    ] as const) {
      const char = shapeChar(width, height);
      expect(char).toHaveLength(1);
      expect(Math.abs(shapeRatio(char) / (width / height) - 1)).toBeLessThan(0.05);
    }
  });

  it('bound panoramas and slivers to 4:1 and 1:4, and read an unmeasured item as 4:3', () => {
    expect(shapeRatio(shapeChar(20_000, 1000))).toBeCloseTo(4, 5);
    expect(shapeRatio(shapeChar(100, 20_000))).toBeCloseTo(0.25, 5);
    expect(Math.abs(shapeRatio(shapeChar(null, null)) / UNKNOWN_SHAPE - 1)).toBeLessThan(0.05);
    expect(shapeRatio('*')).toBe(UNKNOWN_SHAPE);
  });
});
