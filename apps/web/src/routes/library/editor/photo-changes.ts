import {
  type Adjustments,
  LOOKS,
  NO_ADJUSTMENTS,
  type PhotoEdit,
  straightenedSize,
  turnedSize,
} from '@kinframe/contract';
import { type CropBox, fitBoxToRatio, isWholePicture } from './crop-box.ts';

/**
 * What each control does to a photo recipe. Turning and flipping carry the crop and the
 * straightening along, so the part of the picture a person chose stays chosen.
 */
export function turnPhoto(edit: PhotoEdit, direction: 'left' | 'right'): PhotoEdit {
  const step = direction === 'right' ? 90 : 270;
  const rotate = ((edit.rotate + step) % 360) as PhotoEdit['rotate'];
  const crop = edit.crop;
  // A turn about the centre commutes with the straightening; the crop box turns with the picture.
  const turned =
    crop === null
      ? null
      : direction === 'right'
        ? { x: 1 - crop.y - crop.height, y: crop.x, width: crop.height, height: crop.width }
        : { x: crop.y, y: 1 - crop.x - crop.width, width: crop.height, height: crop.width };
  return { ...edit, rotate, crop: turned };
}

export function flipPhoto(edit: PhotoEdit, axis: 'horizontal' | 'vertical'): PhotoEdit {
  const crop = edit.crop;
  // A mirror image leans the other way: the straightening changes sign to keep the horizon level.
  const straighten = edit.straighten === 0 ? 0 : -edit.straighten;
  if (axis === 'horizontal') {
    return {
      ...edit,
      flipHorizontal: !edit.flipHorizontal,
      straighten,
      crop: crop && { ...crop, x: 1 - crop.x - crop.width },
    };
  }
  return {
    ...edit,
    flipVertical: !edit.flipVertical,
    straighten,
    crop: crop && { ...crop, y: 1 - crop.y - crop.height },
  };
}

/** The size of the picture the crop box lies on: turned and straightened. */
export function cropPictureSize(width: number, height: number, edit: PhotoEdit) {
  const turned = turnedSize(width, height, edit.rotate);
  return straightenedSize(turned.width, turned.height, edit.straighten);
}

export function cropPhoto(edit: PhotoEdit, box: CropBox): PhotoEdit {
  return { ...edit, crop: isWholePicture(box) ? null : box };
}

export function cropToRatio(
  edit: PhotoEdit,
  ratio: number | null,
  picture: { width: number; height: number },
): PhotoEdit {
  if (ratio === null) return edit;
  return cropPhoto(edit, fitBoxToRatio(edit.crop ?? { x: 0, y: 0, width: 1, height: 1 }, ratio, picture));
}

export function adjustPhoto(edit: PhotoEdit, name: keyof Adjustments, value: number): PhotoEdit {
  return { ...edit, adjust: { ...edit.adjust, [name]: value } };
}

/** A look sets every tone slider from nothing; sharpening is the photo's, not the look's, so it stays. */
export function applyLook(edit: PhotoEdit, look: string | null): PhotoEdit {
  const values = look === null ? {} : (LOOKS[look] ?? {});
  return { ...edit, look, adjust: { ...NO_ADJUSTMENTS, sharpness: edit.adjust.sharpness, ...values } };
}

/** "Auto" sets the tone; sharpening and the vignette are left as the person set them. */
export function applyAuto(edit: PhotoEdit, auto: Adjustments): PhotoEdit {
  return { ...edit, look: null, adjust: { ...auto, sharpness: edit.adjust.sharpness, vignette: edit.adjust.vignette } };
}
