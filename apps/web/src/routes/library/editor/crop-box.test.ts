import { describe, expect, it } from 'vitest';
import {
  boxForRatio,
  FULL_CROP,
  fitBoxToRatio,
  frameRatioChoice,
  isWholePicture,
  MIN_CROP_FRACTION,
  moveBox,
  ratioOfBox,
  resizeBox,
} from './crop-box.ts';

const picture = { width: 4000, height: 3000 };

describe('the crop box', () => {
  it('is the largest centred box of a fixed ratio', () => {
    const square = boxForRatio(1, picture);
    expect(square.height).toBe(1);
    expect(square.width).toBeCloseTo(0.75);
    expect(square.x).toBeCloseTo(0.125);
    expect(ratioOfBox(square, picture)).toBeCloseTo(1);
    const wide = boxForRatio(16 / 9, picture);
    expect(wide.width).toBe(1);
    expect(ratioOfBox(wide, picture)).toBeCloseTo(16 / 9);
    expect(wide.y + wide.height / 2).toBeCloseTo(0.5);
  });

  it("takes a frame's screen ratio, portrait or landscape, named after the frame", () => {
    const portrait = frameRatioChoice({ id: 3, name: 'Kitchen', screen: { width: 800, height: 1280 } });
    expect(portrait).toEqual({ id: 'frame-3', label: 'Kitchen', ratio: 0.625 });
    const box = boxForRatio(portrait?.ratio as number, picture);
    expect(box.height).toBe(1);
    expect(ratioOfBox(box, picture)).toBeCloseTo(800 / 1280);
    expect(frameRatioChoice({ id: 4, name: 'Broken', screen: { width: 0, height: 0 } })).toBeNull();
  });

  it('fits a box to a new ratio about its centre', () => {
    const box = fitBoxToRatio({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 }, 1, picture);
    expect(ratioOfBox(box, picture)).toBeCloseTo(1);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
    expect(box.x + box.width / 2).toBeCloseTo(0.75);
  });

  it('moves inside the picture only', () => {
    expect(moveBox({ x: 0.5, y: 0.5, width: 0.4, height: 0.4 }, 0.5, -1)).toEqual({
      x: 0.6,
      y: 0,
      width: 0.4,
      height: 0.4,
    });
  });

  it('resizes freely by a corner, the opposite corner staying', () => {
    const box = resizeBox(FULL_CROP, 'nw', 0.2, 0.1, null, picture);
    expect(box.x).toBeCloseTo(0.2);
    expect(box.y).toBeCloseTo(0.1);
    expect(box.x + box.width).toBeCloseTo(1);
    expect(box.y + box.height).toBeCloseTo(1);
    const smallest = resizeBox(FULL_CROP, 'e', -5, 0, null, picture);
    expect(smallest.width).toBeCloseTo(MIN_CROP_FRACTION);
  });

  it.each([1, 4 / 3, 16 / 9, 800 / 1280])('keeps ratio %f while a corner or an edge is pulled', (ratio) => {
    let box = boxForRatio(ratio, picture);
    for (const [handle, dx, dy] of [
      ['se', -0.2, -0.05],
      ['nw', 0.1, 0.3],
      ['e', 0.3, 0],
      ['n', 0, -0.4],
      ['sw', -1, 1],
    ] as const) {
      box = resizeBox(box, handle, dx, dy, ratio, picture);
      expect(ratioOfBox(box, picture)).toBeCloseTo(ratio, 6);
      expect(box.x).toBeGreaterThanOrEqual(-1e-9);
      expect(box.y).toBeGreaterThanOrEqual(-1e-9);
      expect(box.x + box.width).toBeLessThanOrEqual(1 + 1e-9);
      expect(box.y + box.height).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('knows the whole picture is no crop', () => {
    expect(isWholePicture(FULL_CROP)).toBe(true);
    expect(isWholePicture(boxForRatio(1, picture))).toBe(false);
  });
});
