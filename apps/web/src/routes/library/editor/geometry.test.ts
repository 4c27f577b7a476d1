import { editedSize, PHOTO_EDIT_ORIGINAL, type PhotoEdit, straightenedSize } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { applyAffine, invertAffine, sourceMapOf } from './geometry.ts';

const W = 4000;
const H = 3000;
const edit = (changes: Partial<PhotoEdit>): PhotoEdit => ({ ...PHOTO_EDIT_ORIGINAL, ...changes });

interface Point {
  x: number;
  y: number;
}

/** The edited picture's corners in the original's pixels: top left, top right, bottom right, bottom left. */
function cornersOf(recipe: PhotoEdit): [Point, Point, Point, Point] {
  const map = sourceMapOf(W, H, recipe);
  const corner = (u: number, v: number) => {
    const point = applyAffine(map, u, v);
    return { x: point.x * W, y: point.y * H };
  };
  return [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)];
}
const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** The lengths of the edited picture's top and left edges, measured in the original: its size. */
function measuredSize(recipe: PhotoEdit) {
  const [topLeft, topRight, , bottomLeft] = cornersOf(recipe);
  return { width: distance(topLeft, topRight), height: distance(topLeft, bottomLeft) };
}

describe('the geometry of an edit as texture coordinates', () => {
  it('leaves the original as it is', () => {
    expect(cornersOf(PHOTO_EDIT_ORIGINAL)).toEqual([
      { x: 0, y: 0 },
      { x: W, y: 0 },
      { x: W, y: H },
      { x: 0, y: H },
    ]);
  });

  it('turns clockwise: the top left of a quarter-turned picture is the original bottom left', () => {
    const [topLeft, topRight] = cornersOf(edit({ rotate: 90 }));
    expect(topLeft.x).toBeCloseTo(0);
    expect(topLeft.y).toBeCloseTo(H);
    expect(topRight.x).toBeCloseTo(0);
    expect(topRight.y).toBeCloseTo(0);
    const [left270] = cornersOf(edit({ rotate: 270 }));
    expect(left270.x).toBeCloseTo(W);
    expect(left270.y).toBeCloseTo(0);
  });

  it('flips after turning', () => {
    const [topLeft] = cornersOf(edit({ rotate: 90, flipHorizontal: true }));
    expect(topLeft.x).toBeCloseTo(0);
    expect(topLeft.y).toBeCloseTo(0);
    const [flippedV] = cornersOf(edit({ flipVertical: true }));
    expect(flippedV).toEqual({ x: 0, y: H });
  });

  it.each<Partial<PhotoEdit>>([
    { rotate: 90 },
    { straighten: 12.5 },
    { straighten: -45, rotate: 270, flipVertical: true },
    { crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 }, straighten: 7 },
    { crop: { x: 0.25, y: 0, width: 0.5, height: 1 }, rotate: 180, flipHorizontal: true },
  ])('measures the size editedSize gives (%o)', (changes) => {
    const recipe = edit(changes);
    const size = measuredSize(recipe);
    const expected = editedSize(W, H, recipe);
    expect(Math.abs(size.width - expected.width)).toBeLessThan(1);
    expect(Math.abs(size.height - expected.height)).toBeLessThan(1);
  });

  it('keeps a straightened picture inside the original, touching its edges', () => {
    for (const straighten of [-30, 3, 45]) {
      const corners = cornersOf(edit({ straighten }));
      for (const corner of corners) {
        expect(corner.x).toBeGreaterThan(-1e-6);
        expect(corner.x).toBeLessThan(W + 1e-6);
        expect(corner.y).toBeGreaterThan(-1e-6);
        expect(corner.y).toBeLessThan(H + 1e-6);
      }
      const touches = corners.some((c) => Math.min(c.x, c.y, W - c.x, H - c.y) < 1e-6);
      expect(touches).toBe(true);
      const straight = straightenedSize(W, H, straighten);
      expect(measuredSize(edit({ straighten })).width).toBeCloseTo(straight.width, 6);
    }
  });

  it('turns the picture clockwise for a positive angle', () => {
    // The top left corner of the kept rectangle lies on the original's top edge after a clockwise turn.
    const [topLeft] = cornersOf(edit({ straighten: 20 }));
    expect(topLeft.y).toBeGreaterThan(0);
    const [, topRight] = cornersOf(edit({ straighten: 20 }));
    expect(topRight.y).toBeLessThan(topLeft.y);
  });

  it('inverts to the map from the original to the edited picture', () => {
    const map = sourceMapOf(
      W,
      H,
      edit({ rotate: 90, straighten: 10, crop: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 } }),
    );
    const back = applyAffine(invertAffine(map), applyAffine(map, 0.3, 0.7).x, applyAffine(map, 0.3, 0.7).y);
    expect(back.x).toBeCloseTo(0.3);
    expect(back.y).toBeCloseTo(0.7);
  });
});
