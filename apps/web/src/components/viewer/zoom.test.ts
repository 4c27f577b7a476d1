import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  FIT,
  fitSize,
  fromStageCentre,
  isZoomed,
  MAX_SCALE,
  needsOriginal,
  panBy,
  toggleZoom,
  wheelFactor,
  zoomAround,
} from './zoom.ts';

const stage = { width: 1000, height: 800 };
/** A landscape photo fitted to the stage's width: 1000 x 500, bands above and below. */
const fitted = { width: 1000, height: 500 };

describe('fitSize', () => {
  it('fits the photo whole, by its tighter side', () => {
    expect(fitSize({ width: 4000, height: 2000 }, stage)).toEqual({ width: 1000, height: 500 });
    expect(fitSize({ width: 1000, height: 2000 }, stage)).toEqual({ width: 400, height: 800 });
    expect(fitSize({ width: 0, height: 0 }, stage)).toEqual({ width: 0, height: 0 });
  });
});

describe('zoomAround', () => {
  it('keeps the point under the pointer where it was', () => {
    const point = { x: 200, y: 100 };
    const zoomed = zoomAround(FIT, 2, point, fitted, stage);
    // The photo point under the pointer before: (200, 100) from the centre at scale 1.
    const photoPoint = { x: (point.x - zoomed.x) / zoomed.scale, y: (point.y - zoomed.y) / zoomed.scale };
    expect(photoPoint.x).toBeCloseTo(200);
    expect(photoPoint.y).toBeCloseTo(100);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -100 });
  });

  it('keeps the scale between fit and the maximum', () => {
    expect(zoomAround(FIT, 100, { x: 0, y: 0 }, fitted, stage).scale).toBe(MAX_SCALE);
    expect(zoomAround({ scale: 2, x: 50, y: 0 }, 0.2, { x: 0, y: 0 }, fitted, stage)).toEqual(FIT);
  });

  it('pulls the photo back when zooming near an edge would leave an empty band', () => {
    // At 2x the photo is 2000 x 1000: it may move 500 sideways and 100 up or down.
    const zoomed = zoomAround(FIT, 2, { x: 490, y: 390 }, fitted, stage);
    expect(zoomed).toEqual({ scale: 2, x: -490, y: -100 });
  });
});

describe('clampZoom and panBy', () => {
  it('lets a zoomed photo move only as far as its edges reach the stage', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 800, -800, fitted, stage)).toEqual({ scale: 2, x: 500, y: -100 });
    expect(panBy(zoomed, -30, 40, fitted, stage)).toEqual({ scale: 2, x: -30, y: 40 });
  });

  it('keeps a side smaller than the stage centred', () => {
    // At 1.5x the photo is 1500 x 750: taller side still inside the stage's 800.
    expect(clampZoom({ scale: 1.5, x: 10, y: 60 }, fitted, stage)).toEqual({ scale: 1.5, x: 10, y: 0 });
  });

  it('goes back to fit at scale 1 or below', () => {
    expect(clampZoom({ scale: 0.5, x: 40, y: 40 }, fitted, stage)).toEqual(FIT);
    expect(isZoomed(FIT)).toBe(false);
  });
});

describe('toggleZoom', () => {
  it('zooms to 2x at the point from fit, and back to fit from any zoom', () => {
    const zoomed = toggleZoom(FIT, { x: -100, y: 50 }, fitted, stage);
    expect(zoomed).toEqual({ scale: 2, x: 100, y: -50 });
    expect(toggleZoom({ scale: 5, x: 30, y: 30 }, { x: 0, y: 0 }, fitted, stage)).toEqual(FIT);
  });
});

describe('wheelFactor', () => {
  it('zooms in on a wheel turned up and out when turned down, by the same amount', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1);
    // A huge delta (a fast flick) is one notch, not a jump to the maximum.
    expect(wheelFactor(-5000)).toBe(wheelFactor(-100));
  });
});

describe('needsOriginal', () => {
  it('asks for the original once the zoomed photo has more screen pixels than the preview', () => {
    expect(needsOriginal(FIT, fitted, 2048, 4000, 2)).toBe(false);
    expect(needsOriginal({ scale: 2, x: 0, y: 0 }, fitted, 2048, 4000, 1)).toBe(false);
    expect(needsOriginal({ scale: 2.1, x: 0, y: 0 }, fitted, 2048, 4000, 1)).toBe(true);
    expect(needsOriginal({ scale: 1.5, x: 0, y: 0 }, fitted, 2048, 4000, 2)).toBe(true);
  });

  it('never when the original is no larger than the preview', () => {
    expect(needsOriginal({ scale: 8, x: 0, y: 0 }, fitted, 1200, 1200, 2)).toBe(false);
  });
});

describe('fromStageCentre', () => {
  it('measures a page point from the middle of the stage', () => {
    const rect = { left: 100, top: 50, width: 1000, height: 800 } as DOMRect;
    expect(fromStageCentre(600, 450, rect)).toEqual({ x: 0, y: 0 });
    expect(fromStageCentre(100, 50, rect)).toEqual({ x: -500, y: -400 });
  });
});
