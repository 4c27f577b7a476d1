import { LOOKS, NO_ADJUSTMENTS, PHOTO_EDIT_ORIGINAL, type PhotoEdit } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { applyAffine, sourceMapOf } from './geometry.ts';
import { applyAuto, applyLook, flipPhoto, turnPhoto } from './photo-changes.ts';

const W = 4000;
const H = 3000;
const cropped: PhotoEdit = {
  ...PHOTO_EDIT_ORIGINAL,
  straighten: 8,
  crop: { x: 0.1, y: 0.2, width: 0.3, height: 0.5 },
};

/** The recipe, its crop compared to within floating point. */
const nearly = (edit: PhotoEdit) => ({
  ...edit,
  crop:
    edit.crop && Object.fromEntries(Object.entries(edit.crop).map(([key, value]) => [key, expect.closeTo(value, 9)])),
});

/** The original's point shown at the crop's top left corner and at its centre. */
function anchorsOf(edit: PhotoEdit) {
  const map = sourceMapOf(W, H, edit);
  const points = [
    [0, 0],
    [0.5, 0.5],
  ].map(([u, v]) => applyAffine(map, u as number, v as number));
  return points.map((point) => ({ x: Math.round(point.x * W), y: Math.round(point.y * H) }));
}

describe('the changes the controls make', () => {
  it('turn the crop box with the picture: the same part of the photo stays chosen', () => {
    const [, centre] = anchorsOf(cropped);
    for (const turned of [
      turnPhoto(cropped, 'right'),
      turnPhoto(cropped, 'left'),
      turnPhoto(turnPhoto(cropped, 'right'), 'right'),
    ]) {
      expect(anchorsOf(turned)[1]).toEqual(centre);
    }
    expect(turnPhoto(turnPhoto(cropped, 'right'), 'left')).toEqual(nearly(cropped));
  });

  it('mirror the crop box and the straightening with the picture', () => {
    for (const axis of ['horizontal', 'vertical'] as const) {
      const flipped = flipPhoto(cropped, axis);
      expect(flipped.straighten).toBe(-8);
      expect(anchorsOf(flipped)[1]).toEqual(anchorsOf(cropped)[1]);
      expect(flipPhoto(flipped, axis)).toEqual(nearly(cropped));
    }
  });

  it('start a look from nothing but keep the sharpening', () => {
    const sharpened = { ...PHOTO_EDIT_ORIGINAL, adjust: { ...NO_ADJUSTMENTS, sharpness: 30, exposure: 50 } };
    const vivid = applyLook(sharpened, 'vivid');
    expect(vivid.look).toBe('vivid');
    expect(vivid.adjust).toEqual({ ...NO_ADJUSTMENTS, ...LOOKS.vivid, sharpness: 30 });
    expect(applyLook(vivid, null).adjust).toEqual({ ...NO_ADJUSTMENTS, sharpness: 30 });
  });

  it('let Auto set the tone but not the sharpening or the vignette', () => {
    const edit = { ...PHOTO_EDIT_ORIGINAL, look: 'warm', adjust: { ...NO_ADJUSTMENTS, sharpness: 20, vignette: 10 } };
    const auto = applyAuto(edit, { ...NO_ADJUSTMENTS, exposure: 30, contrast: 12, vibrance: 10 });
    expect(auto.adjust).toEqual({
      ...NO_ADJUSTMENTS,
      exposure: 30,
      contrast: 12,
      vibrance: 10,
      sharpness: 20,
      vignette: 10,
    });
    expect(auto.look).toBeNull();
  });
});
