import { describe, expect, it } from 'vitest';
import { PHOTO_EDIT_ORIGINAL, type PhotoEdit } from './edits.ts';
import { focusFromEdited, focusInEdited } from './library.ts';

const edit = (changes: Partial<PhotoEdit>): PhotoEdit => ({ ...PHOTO_EDIT_ORIGINAL, ...changes });

describe('the focus point through an edit', () => {
  it('follows a quarter turn, the mirrors and the crop', () => {
    // Turned clockwise, the top left corner goes to the top right.
    expect(focusInEdited({ x: 0, y: 0 }, edit({ rotate: 90 }), 400, 300)).toEqual({ x: 1, y: 0 });
    expect(focusInEdited({ x: 0.2, y: 0.3 }, edit({ flipHorizontal: true }), 400, 300)).toEqual({ x: 0.8, y: 0.3 });
    const cropped = focusInEdited({ x: 0.75, y: 0.5 }, edit({ crop: { x: 0.5, y: 0, width: 0.5, height: 1 } }), 4, 3);
    expect(cropped).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves a point the crop cuts away to the nearest edge', () => {
    const point = focusInEdited({ x: 0.1, y: 0.5 }, edit({ crop: { x: 0.5, y: 0, width: 0.5, height: 1 } }), 4, 3);
    expect(point).toEqual({ x: 0, y: 0.5 });
  });

  it.each([
    ['a turn', edit({ rotate: 90 })],
    ['a half turn and a mirror', edit({ rotate: 180, flipVertical: true })],
    ['three quarters, both mirrors', edit({ rotate: 270, flipHorizontal: true, flipVertical: true })],
    ['a straightening and a crop', edit({ straighten: 12, crop: { x: 0.1, y: 0.2, width: 0.7, height: 0.6 } })],
    [
      'everything',
      edit({ rotate: 90, flipHorizontal: true, straighten: -7, crop: { x: 0.2, y: 0.1, width: 0.6, height: 0.8 } }),
    ],
  ])('comes back to where it was through %s', (_label, recipe) => {
    const original = { x: 0.45, y: 0.55 };
    const shown = focusInEdited(original, recipe, 4032, 3024);
    const back = focusFromEdited(shown, recipe, 4032, 3024);
    expect(back.x).toBeCloseTo(original.x, 9);
    expect(back.y).toBeCloseTo(original.y, 9);
  });
});
