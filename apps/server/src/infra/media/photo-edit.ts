import { applyTone, editedSize, type PhotoEdit, sharpenKernel, straightenedSize } from '@kinframe/contract';
import sharp, { type Sharp } from 'sharp';
import type { MediaConfig } from './media.settings.ts';
import { openPhoto, toPhotoError, withinDecodeBudget } from './open-photo.ts';
import type { RenditionFile } from './photo-renditions.ts';

/** The full-size edited picture: what "download edited" gives and every rendition is cut from. */
const EDITED_JPEG_QUALITY = 92;

/**
 * The most pixels an edit is rendered at: a larger photo is edited at this size (its original
 * stays as it is). Straightening by up to 45° nearly doubles the canvas, and each step holds its
 * input and output, so a render holds about 32 MP x 3 bytes x 2 x 2 = 384 MB at the most, where a
 * 100-megapixel photo took over a gigabyte.
 */
export const EDIT_MAX_PIXELS = 32_000_000;

interface RawPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** One step of the edit on decoded pixels: sharp runs its few operations in its own order, so each step is its own pipeline. */
async function step(picture: RawPicture, operations: (photo: Sharp) => Sharp): Promise<RawPicture> {
  const input = sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } });
  const { data, info } = await operations(input).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Where the crop lies in the picture once straightened: the centred straightened rectangle, then
 * the crop in fractions of it, in whole pixels inside the turned canvas.
 */
function cropArea(
  canvas: { width: number; height: number },
  upright: { width: number; height: number },
  edit: PhotoEdit,
) {
  const straight = straightenedSize(upright.width, upright.height, edit.straighten);
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const size = editedSize(upright.width, upright.height, { ...edit, rotate: 0 });
  const left = Math.round((canvas.width - straight.width) / 2 + crop.x * straight.width);
  const top = Math.round((canvas.height - straight.height) / 2 + crop.y * straight.height);
  const clampedLeft = Math.max(0, Math.min(left, canvas.width - size.width));
  const clampedTop = Math.max(0, Math.min(top, canvas.height - size.height));
  return {
    left: clampedLeft,
    top: clampedTop,
    width: Math.min(size.width, canvas.width),
    height: Math.min(size.height, canvas.height),
  };
}

/**
 * The quarter turn and flips as sharp runs them in one pipeline: it mirrors before it turns, while
 * the contract turns first. A mirror then the opposite turn is the same picture; both mirrors
 * together are half a turn.
 */
function turnAndFlips(edit: PhotoEdit): { rotate: number; flop: boolean; flip: boolean } {
  if (edit.flipHorizontal && edit.flipVertical) return { rotate: (edit.rotate + 180) % 360, flop: false, flip: false };
  if (edit.flipHorizontal || edit.flipVertical) {
    return { rotate: (360 - edit.rotate) % 360, flop: edit.flipHorizontal, flip: edit.flipVertical };
  }
  return { rotate: edit.rotate, flop: false, flip: false };
}

/**
 * The edited picture's pixels (RGB), in the contract's order (edits.ts): upright by EXIF, the
 * quarter turns, the flips, the straightening, the crop, the sharpening, then tone and vignette.
 * As few sharp pipelines as the sizes allow: the crop needs the straightened canvas's size.
 */
export async function renderPhotoEdit(
  path: string,
  edit: PhotoEdit,
  config: Pick<MediaConfig, 'photoMaxPixels'>,
): Promise<RawPicture> {
  try {
    const turn = turnAndFlips(edit);
    // Transparency has no place in an edited JPEG: it is laid on white, as a viewer shows it.
    const metadata = await openPhoto(path, config.photoMaxPixels).metadata();
    const { width, height } = metadata;
    let opened = openPhoto(path, config.photoMaxPixels).autoOrient();
    if (width * height > EDIT_MAX_PIXELS) {
      const longest = Math.floor(Math.max(width, height) * Math.sqrt(EDIT_MAX_PIXELS / (width * height)));
      opened = opened.resize({ width: longest, height: longest, fit: 'inside' });
    }
    if (turn.flop) opened = opened.flop();
    if (turn.flip) opened = opened.flip();
    opened = opened.rotate(turn.rotate).flatten({ background: '#ffffff' }).removeAlpha();
    const { data, info } = await withinDecodeBudget(metadata, () => opened.raw().toBuffer({ resolveWithObject: true }));
    let picture: RawPicture = { data, width: info.width, height: info.height };
    const upright = { width: picture.width, height: picture.height };
    if (edit.straighten !== 0) {
      picture = await step(picture, (photo) => photo.rotate(edit.straighten, { background: '#000000' }));
    }
    const area = cropArea(picture, upright, edit);
    const isCropped = area.width !== picture.width || area.height !== picture.height;
    if (isCropped || edit.adjust.sharpness > 0) {
      const kernel = sharpenKernel(edit.adjust.sharpness);
      picture = await step(picture, (photo) => {
        const cropped = isCropped ? photo.extract(area) : photo;
        return edit.adjust.sharpness > 0 ? cropped.convolve({ width: 3, height: 3, kernel }) : cropped;
      });
    }
    applyTone(picture.data, picture.width, picture.height, 3, edit.adjust);
    return picture;
  } catch (error) {
    throw toPhotoError(error);
  }
}

/** The edited picture written to `out` as a JPEG without metadata (no GPS position leaves the original). */
export async function makeEditedPhoto(
  path: string,
  out: string,
  edit: PhotoEdit,
  config: Pick<MediaConfig, 'photoMaxPixels'>,
): Promise<RenditionFile> {
  const picture = await renderPhotoEdit(path, edit, config);
  try {
    const info = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
      .jpeg({ quality: EDITED_JPEG_QUALITY })
      .toFile(out);
    return { path: out, width: info.width, height: info.height, bytes: info.size, mimeType: 'image/jpeg' };
  } catch (error) {
    throw toPhotoError(error);
  }
}
