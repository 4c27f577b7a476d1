import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * A photo or video edit is a recipe kept with the item, never new pixels in place of the original:
 * the browser previews it and the server renders it, both from this file's rules, so what a person
 * sees while editing is what every frame shows.
 *
 * Order of a photo edit: the quarter turns, then the flips, then the straightening (a turn by a
 * small angle about the centre, cropped to the largest upright rectangle of the same ratio inside
 * it), then the crop (a rectangle in fractions of that straightened picture), then sharpness (a 3x3
 * unsharp kernel, SHARPEN_KERNEL), then the tone of each pixel and the vignette (toneOf, vignetteOf).
 */
export const EDIT_RECIPE_VERSION = 1;

const slider = z.number().int().min(-100).max(100);
const amount = z.number().int().min(0).max(100);

export const ADJUSTMENTS = [
  'exposure',
  'contrast',
  'highlights',
  'shadows',
  'saturation',
  'vibrance',
  'warmth',
  'tint',
  'sharpness',
  'vignette',
] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

export const ZAdjustments = z.object({
  exposure: slider,
  contrast: slider,
  highlights: slider,
  shadows: slider,
  saturation: slider,
  vibrance: slider,
  warmth: slider,
  tint: slider,
  sharpness: amount,
  vignette: amount,
});
export type Adjustments = z.infer<typeof ZAdjustments>;

/** What each slider goes down to: the ones that only add go from 0. */
export const ADJUSTMENT_MIN: Record<Adjustment, number> = {
  exposure: -100,
  contrast: -100,
  highlights: -100,
  shadows: -100,
  saturation: -100,
  vibrance: -100,
  warmth: -100,
  tint: -100,
  sharpness: 0,
  vignette: 0,
};

export const NO_ADJUSTMENTS: Adjustments = {
  exposure: 0,
  contrast: 0,
  highlights: 0,
  shadows: 0,
  saturation: 0,
  vibrance: 0,
  warmth: 0,
  tint: 0,
  sharpness: 0,
  vignette: 0,
};

const fraction = z.number().min(0).max(1);

/** A rectangle in fractions of the picture it is taken from. */
export const ZCropRect = z
  .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
  .refine((rect) => rect.x + rect.width <= 1.000001 && rect.y + rect.height <= 1.000001, {
    message: 'The crop must lie inside the picture',
  });
export type CropRect = z.infer<typeof ZCropRect>;

export const QUARTER_TURNS = [0, 90, 180, 270] as const;
export const STRAIGHTEN_MAX_DEGREES = 45;

export const ZPhotoEdit = z.object({
  version: z.literal(EDIT_RECIPE_VERSION),
  kind: z.literal('photo'),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  flipHorizontal: z.boolean(),
  flipVertical: z.boolean(),
  straighten: z.number().min(-STRAIGHTEN_MAX_DEGREES).max(STRAIGHTEN_MAX_DEGREES),
  crop: ZCropRect.nullable(),
  adjust: ZAdjustments,
  /** The named look the adjustments started from, if any (its values are already in `adjust`). */
  look: z.string().max(40).nullable(),
});
export type PhotoEdit = z.infer<typeof ZPhotoEdit>;

export const ZVideoEdit = z
  .object({
    version: z.literal(EDIT_RECIPE_VERSION),
    kind: z.literal('video'),
    /** Seconds from the clip's start; `trimEnd` null keeps the clip to its end. */
    trimStart: z.number().min(0),
    trimEnd: z.number().positive().nullable(),
    mute: z.boolean(),
    rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  })
  .refine((edit) => edit.trimEnd === null || edit.trimEnd > edit.trimStart, {
    message: 'The end must come after the start',
  })
  .refine((edit) => edit.trimEnd === null || edit.trimEnd - edit.trimStart <= LIMITS.videoClipSeconds, {
    message: 'A clip can be at most 2 minutes long',
  });
export type VideoEdit = z.infer<typeof ZVideoEdit>;

export const ZEditRecipe = z.union([ZPhotoEdit, ZVideoEdit]);
export type EditRecipe = z.infer<typeof ZEditRecipe>;

export const PHOTO_EDIT_ORIGINAL: PhotoEdit = {
  version: EDIT_RECIPE_VERSION,
  kind: 'photo',
  rotate: 0,
  flipHorizontal: false,
  flipVertical: false,
  straighten: 0,
  crop: null,
  adjust: NO_ADJUSTMENTS,
  look: null,
};

/** Named looks: starting points a person picks, then tunes. */
export const LOOKS: Record<string, Partial<Adjustments>> = {
  vivid: { contrast: 15, saturation: 25, vibrance: 20 },
  warm: { warmth: 40, vibrance: 10 },
  cool: { warmth: -35, tint: -5 },
  faded: { contrast: -30, shadows: 35, saturation: -20 },
  dramatic: { contrast: 40, highlights: -30, shadows: -20, vignette: 40 },
  mono: { saturation: -100, contrast: 15 },
};

export function isOriginal(edit: PhotoEdit): boolean {
  return (
    edit.rotate === 0 &&
    !edit.flipHorizontal &&
    !edit.flipVertical &&
    edit.straighten === 0 &&
    edit.crop === null &&
    ADJUSTMENTS.every((name) => edit.adjust[name] === 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Geometry

/** The picture's size after the quarter turns. */
export function turnedSize(width: number, height: number, rotate: PhotoEdit['rotate']) {
  return rotate === 90 || rotate === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The largest rectangle of the picture's own ratio that fits upright inside it once turned by
 * `degrees`: what straightening keeps, as a size (centred on the picture).
 */
export function straightenedSize(width: number, height: number, degrees: number) {
  const angle = (Math.abs(degrees) * Math.PI) / 180;
  if (angle === 0) return { width, height };
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Scale s so that the s*w x s*h rectangle, turned by the angle, fits in w x h.
  const scale = Math.min(width / (width * cos + height * sin), height / (width * sin + height * cos));
  return { width: width * scale, height: height * scale };
}

/** The edited picture's size in whole pixels, for an original of `width` x `height`. */
export function editedSize(width: number, height: number, edit: PhotoEdit) {
  const turned = turnedSize(width, height, edit.rotate);
  const straight = straightenedSize(turned.width, turned.height, edit.straighten);
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  return {
    width: Math.max(1, Math.round(straight.width * crop.width)),
    height: Math.max(1, Math.round(straight.height * crop.height)),
  };
}

// ---------------------------------------------------------------------------------------------
// Pixels

/**
 * The 3x3 sharpening kernel for `sharpness` 0..100 (an unsharp mask of the four neighbours; its
 * weights sum to 1, so flat areas stay as they are).
 */
export function sharpenKernel(sharpness: number): number[] {
  const a = (sharpness / 100) * 0.5;
  return [0, -a, 0, -a, 1 + 4 * a, -a, 0, -a, 0];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Rec. 709 luma of an RGB triple in 0..1. */
export function lumaOf(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The tone of one pixel (r, g, b in 0..1) under `adjust`, written to `out`. The browser's shader
 * (apps/web) follows these lines one for one; a test holds the two together.
 */
export function toneOf(r: number, g: number, b: number, adjust: Adjustments, out: Float64Array | number[]): void {
  // Exposure: up to two stops either way.
  const gain = 2 ** (adjust.exposure / 50);
  r *= gain;
  g *= gain;
  b *= gain;
  // Contrast about the middle grey.
  const k = 1 + adjust.contrast / 100;
  r = (r - 0.5) * k + 0.5;
  g = (g - 0.5) * k + 0.5;
  b = (b - 0.5) * k + 0.5;
  // Shadows lift (or deepen) the dark half, highlights the light half, weighted by luma.
  const luma = clamp01(lumaOf(r, g, b));
  const dark = Math.max(0, 1 - 2 * luma) ** 2;
  const light = Math.max(0, 2 * luma - 1) ** 2;
  const lift = (adjust.shadows / 100) * 0.35 * dark + (adjust.highlights / 100) * 0.35 * light;
  r += lift;
  g += lift;
  b += lift;
  // Warmth moves red against blue; tint moves green against magenta.
  r *= 1 + (adjust.warmth / 100) * 0.15;
  b *= 1 - (adjust.warmth / 100) * 0.15;
  g *= 1 - (adjust.tint / 100) * 0.15;
  // Saturation pulls every colour from (or towards) its grey; vibrance mostly the dull ones.
  const grey = lumaOf(r, g, b);
  const chroma = Math.max(r, g, b) - Math.min(r, g, b);
  const mix = 1 + adjust.saturation / 100 + (adjust.vibrance / 100) * (1 - clamp01(chroma));
  out[0] = clamp01(grey + (r - grey) * mix);
  out[1] = clamp01(grey + (g - grey) * mix);
  out[2] = clamp01(grey + (b - grey) * mix);
}

/**
 * How much of a pixel's light the vignette keeps, at (`x`, `y`) in fractions of the picture (0..1):
 * nothing taken in the middle, up to `vignette`% at the corners, eased between.
 */
export function vignetteOf(x: number, y: number, vignette: number): number {
  if (vignette === 0) return 1;
  const dx = (x - 0.5) * 2;
  const dy = (y - 0.5) * 2;
  const distance = Math.min(1, Math.sqrt(dx * dx + dy * dy) / Math.SQRT2);
  const t = clamp01((distance - 0.35) / 0.65);
  return 1 - (vignette / 100) * 0.8 * t * t * (3 - 2 * t);
}

/**
 * Tone and vignette over a whole picture of 8-bit pixels, in place (`channels` 3 or 4; alpha left
 * alone). The server runs this on the decoded, cropped and sharpened picture.
 */
export function applyTone(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
  adjust: Adjustments,
): void {
  const hasTone = ADJUSTMENTS.some((name) => name !== 'sharpness' && name !== 'vignette' && adjust[name] !== 0);
  // toneOf and vignetteOf, line for line with their constants taken out of the loop (the same
  // arithmetic in the same order, so the same results): a 12-megapixel photo goes through here
  // on every edit, and a call per pixel costs several times the arithmetic.
  const gain = 2 ** (adjust.exposure / 50);
  const k = 1 + adjust.contrast / 100;
  const shadows = (adjust.shadows / 100) * 0.35;
  const highlights = (adjust.highlights / 100) * 0.35;
  const red = 1 + (adjust.warmth / 100) * 0.15;
  const blue = 1 - (adjust.warmth / 100) * 0.15;
  const green = 1 - (adjust.tint / 100) * 0.15;
  const saturation = 1 + adjust.saturation / 100;
  const vibrance = adjust.vibrance / 100;
  const vignette = adjust.vignette;
  const strength = (vignette / 100) * 0.8;
  // The vignette's horizontal distance of each column, worked out once.
  const dxs = new Float64Array(width);
  for (let x = 0; x < width; x += 1) dxs[x] = ((x + 0.5) / width - 0.5) * 2;
  // Exposure and contrast depend on one channel's level alone: 256 values, worked out once.
  const level = new Float64Array(256);
  for (let value = 0; value < 256; value += 1) level[value] = ((value / 255) * gain - 0.5) * k + 0.5;
  for (let y = 0; y < height; y += 1) {
    const dy = ((y + 0.5) / height - 0.5) * 2;
    const dy2 = dy * dy;
    let index = y * width * channels;
    for (let x = 0; x < width; x += 1, index += channels) {
      let r: number;
      let g: number;
      let b: number;
      if (hasTone) {
        r = level[pixels[index] as number] as number;
        g = level[pixels[index + 1] as number] as number;
        b = level[pixels[index + 2] as number] as number;
        const luma = clamp01(lumaOf(r, g, b));
        const darkBase = 1 - 2 * luma;
        const lightBase = 2 * luma - 1;
        const dark = darkBase > 0 ? darkBase * darkBase : 0;
        const light = lightBase > 0 ? lightBase * lightBase : 0;
        const lift = shadows * dark + highlights * light;
        r += lift;
        g += lift;
        b += lift;
        r *= red;
        b *= blue;
        g *= green;
        const grey = lumaOf(r, g, b);
        const max = r > g ? (r > b ? r : b) : g > b ? g : b;
        const min = r < g ? (r < b ? r : b) : g < b ? g : b;
        const mix = saturation + vibrance * (1 - clamp01(max - min));
        r = clamp01(grey + (r - grey) * mix);
        g = clamp01(grey + (g - grey) * mix);
        b = clamp01(grey + (b - grey) * mix);
      } else {
        r = (pixels[index] as number) / 255;
        g = (pixels[index + 1] as number) / 255;
        b = (pixels[index + 2] as number) / 255;
      }
      let keep = 1;
      if (vignette !== 0) {
        const dx = dxs[x] as number;
        const distance = Math.min(1, Math.sqrt(dx * dx + dy2) / Math.SQRT2);
        const t = clamp01((distance - 0.35) / 0.65);
        keep = 1 - strength * t * t * (3 - 2 * t);
      }
      // Math.round of a value in 0..255, without the call.
      pixels[index] = (r * keep * 255 + 0.5) | 0;
      pixels[index + 1] = (g * keep * 255 + 0.5) | 0;
      pixels[index + 2] = (b * keep * 255 + 0.5) | 0;
    }
  }
}

/**
 * "Auto": adjustments from the picture's luma histogram (256 counts): exposure that brings the
 * median towards middle grey, contrast that spreads the 1st to 99th percentile over most of the
 * range, and a little vibrance. Never more than half of any slider.
 */
export function autoAdjustments(histogram: readonly number[]): Adjustments {
  const total = histogram.reduce((sum, count) => sum + count, 0) || 1;
  const percentile = (p: number) => {
    let seen = 0;
    for (let level = 0; level < histogram.length; level += 1) {
      seen += histogram[level] as number;
      if (seen / total >= p) return level / 255;
    }
    return 1;
  };
  const median = percentile(0.5);
  const low = percentile(0.01);
  const high = percentile(0.99);
  const limit = (value: number) => Math.round(Math.max(-50, Math.min(50, value)));
  const exposure = median > 0 ? limit(50 * Math.log2(0.46 / median)) : 50;
  const spread = Math.max(high - low, 0.05);
  const contrast = limit((0.9 / spread - 1) * 100);
  return { ...NO_ADJUSTMENTS, exposure, contrast: Math.max(0, contrast), vibrance: 10 };
}
