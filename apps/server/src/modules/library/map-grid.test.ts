import { describe, expect, it } from 'vitest';
import { cellBounds, cellDegreesFor } from './map-grid.ts';

const WORLD = { west: -180, south: -90, east: 180, north: 90 };

describe("the map's grid", () => {
  it('halves its cells with each zoom, a quarter of a tile wide', () => {
    const france = { west: -5, south: 42, east: 8, north: 51 };
    expect(cellDegreesFor(3, france)).toBe(360 / 2 ** 5);
    expect(cellDegreesFor(4, france)).toBe(360 / 2 ** 6);
  });

  it('never lets an area span more than 24 cells a side, whatever zoom is asked', () => {
    for (const zoom of [0, 5, 19]) {
      const cell = cellDegreesFor(zoom, WORLD);
      expect(360 / cell).toBeLessThanOrEqual(24);
    }
    const city = { west: 2.2, south: 48.8, east: 2.45, north: 48.92 };
    expect(0.25 / cellDegreesFor(19, city)).toBeLessThanOrEqual(24);
  });

  it('keeps the same cells while the map is dragged at one zoom', () => {
    expect(cellDegreesFor(6, { west: 0, south: 40, east: 10, north: 48 })).toBe(
      cellDegreesFor(6, { west: 3, south: 41, east: 13, north: 49 }),
    );
  });

  it('gives a cell its bounds within the area looked at', () => {
    expect(cellBounds(8, 6, 22.5, WORLD)).toEqual({ west: 0, south: 45, east: 22.5, north: 67.5 });
    expect(cellBounds(8, 6, 22.5, { west: 5, south: 40, east: 30, north: 50 })).toEqual({
      west: 5,
      south: 45,
      east: 22.5,
      north: 50,
    });
  });
});
