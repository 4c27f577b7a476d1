import type { CropRect } from '@kinframe/contract';

/** A crop box in fractions of the straightened picture, as the contract keeps it. */
export type CropBox = CropRect;

export const FULL_CROP: CropBox = { x: 0, y: 0, width: 1, height: 1 };

/** The smallest a crop box gets, as a fraction of the picture's side. */
export const MIN_CROP_FRACTION = 0.05;

/** Which part of the box a pointer holds: a corner, an edge, or the whole box. */
export type CropHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' | 'move';

export interface PictureSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The ratio (width / height, in pixels) of a box on a picture of `picture`'s size. */
export function ratioOfBox(box: CropBox, picture: PictureSize): number {
  return (box.width * picture.width) / (box.height * picture.height);
}

/** The largest box of `ratio` (width / height, in pixels) centred on `around` (the picture's middle by default). */
export function boxForRatio(ratio: number, picture: PictureSize, around = { x: 0.5, y: 0.5 }): CropBox {
  const pictureRatio = picture.width / picture.height;
  const width = ratio >= pictureRatio ? 1 : ratio / pictureRatio;
  const height = ratio >= pictureRatio ? pictureRatio / ratio : 1;
  return {
    x: clamp(around.x - width / 2, 0, 1 - width),
    y: clamp(around.y - height / 2, 0, 1 - height),
    width,
    height,
  };
}

/** Keeps a box's ratio and its centre as far as the picture allows, at the largest size that fits its old box. */
export function fitBoxToRatio(box: CropBox, ratio: number, picture: PictureSize): CropBox {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const inner = boxForRatio(ratio, { width: box.width * picture.width, height: box.height * picture.height });
  const width = inner.width * box.width;
  const height = inner.height * box.height;
  return {
    x: clamp(centre.x - width / 2, 0, 1 - width),
    y: clamp(centre.y - height / 2, 0, 1 - height),
    width,
    height,
  };
}

/** The box moved by (dx, dy) fractions, kept inside the picture. */
export function moveBox(box: CropBox, dx: number, dy: number): CropBox {
  return { ...box, x: clamp(box.x + dx, 0, 1 - box.width), y: clamp(box.y + dy, 0, 1 - box.height) };
}

/**
 * The box with `handle` pulled by (dx, dy) fractions: the opposite side (or corner) stays, the box
 * stays in the picture and at least MIN_CROP_FRACTION a side; with a `ratio` (width / height in
 * pixels) the box keeps it, its size led by the direction the handle was pulled furthest.
 */
export function resizeBox(
  box: CropBox,
  handle: CropHandle,
  dx: number,
  dy: number,
  ratio: number | null,
  picture: PictureSize,
): CropBox {
  if (handle === 'move') return moveBox(box, dx, dy);
  const pullsLeft = handle.includes('w');
  const pullsRight = handle.includes('e');
  const pullsTop = handle.includes('n');
  const pullsBottom = handle.includes('s');
  let left = box.x;
  let right = box.x + box.width;
  let top = box.y;
  let bottom = box.y + box.height;
  if (pullsLeft) left = clamp(left + dx, 0, right - MIN_CROP_FRACTION);
  if (pullsRight) right = clamp(right + dx, left + MIN_CROP_FRACTION, 1);
  if (pullsTop) top = clamp(top + dy, 0, bottom - MIN_CROP_FRACTION);
  if (pullsBottom) bottom = clamp(bottom + dy, top + MIN_CROP_FRACTION, 1);
  if (ratio === null) return { x: left, y: top, width: right - left, height: bottom - top };

  // With a fixed ratio: the pulled size decides the other; an edge grows the box about its middle.
  const fraction = ratio * (picture.height / picture.width); // width fraction per height fraction
  const isHorizontalLead =
    (pullsLeft || pullsRight) && (!(pullsTop || pullsBottom) || Math.abs(dx) >= Math.abs(dy * fraction));
  let width = right - left;
  let height = bottom - top;
  if (isHorizontalLead) height = width / fraction;
  else width = height * fraction;
  // The room there is from the side (or middle) that stays.
  const anchorX = pullsLeft ? box.x + box.width : pullsRight ? box.x : box.x + box.width / 2;
  const anchorY = pullsTop ? box.y + box.height : pullsBottom ? box.y : box.y + box.height / 2;
  const roomX = pullsLeft ? anchorX : pullsRight ? 1 - anchorX : 2 * Math.min(anchorX, 1 - anchorX);
  const roomY = pullsTop ? anchorY : pullsBottom ? 1 - anchorY : 2 * Math.min(anchorY, 1 - anchorY);
  const scale = Math.min(1, roomX / width, roomY / height);
  width *= scale;
  height *= scale;
  const minScale = Math.max(MIN_CROP_FRACTION / width, MIN_CROP_FRACTION / height, 1);
  if (minScale > 1 && width * minScale <= roomX + 1e-9 && height * minScale <= roomY + 1e-9) {
    width *= minScale;
    height *= minScale;
  }
  const x = pullsLeft ? anchorX - width : pullsRight ? anchorX : anchorX - width / 2;
  const y = pullsTop ? anchorY - height : pullsBottom ? anchorY : anchorY - height / 2;
  return { x, y, width, height };
}

/** A whole box is no crop: the recipe keeps null then. */
export function isWholePicture(box: CropBox): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-4;
  return near(box.x, 0) && near(box.y, 0) && near(box.width, 1) && near(box.height, 1);
}

/** A ratio a person can pick for the crop: fixed (width / height in pixels), the original's, or free. */
export interface CropRatioChoice {
  id: string;
  /** The locale key of its name, or the frame's own name. */
  labelKey?: string;
  label?: string;
  /** null: free; 'original': the picture's own ratio. */
  ratio: number | null | 'original';
}

export const FIXED_RATIOS: CropRatioChoice[] = [
  { id: 'free', labelKey: 'editor.crop.free', ratio: null },
  { id: 'original', labelKey: 'editor.crop.original', ratio: 'original' },
  { id: '1:1', labelKey: 'editor.crop.square', ratio: 1 },
  { id: '4:3', label: '4:3', ratio: 4 / 3 },
  { id: '3:2', label: '3:2', ratio: 3 / 2 },
  { id: '16:9', label: '16:9', ratio: 16 / 9 },
];

/** A frame's screen as a crop ratio, named after the frame. */
export function frameRatioChoice(frame: { id: number; name: string; screen: PictureSize }): CropRatioChoice | null {
  if (frame.screen.width <= 0 || frame.screen.height <= 0) return null;
  return { id: `frame-${frame.id}`, label: frame.name, ratio: frame.screen.width / frame.screen.height };
}

/** The ratio a choice stands for on a picture whose (turned, straightened) ratio is `pictureRatio`. */
export function ratioOfChoice(choice: CropRatioChoice, pictureRatio: number): number | null {
  return choice.ratio === 'original' ? pictureRatio : choice.ratio;
}
