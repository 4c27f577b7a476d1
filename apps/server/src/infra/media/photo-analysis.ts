import sharp from 'sharp';
import { toPhotoError } from './open-photo.ts';

/**
 * What one look at a small picture tells: its perceptual hash and the measures the frame checks
 * read. Every measure is of the picture as it is drawn (0..1 where it is a share or a level).
 */
export interface PictureMeasures {
  /** 64-bit DCT perceptual hash, 16 hex digits (perceptualHash below). */
  hash: string;
  /** Mean luminance, 0 (black) to 1 (white). */
  luminance: number;
  /** Mean colourfulness: HSV saturation, 0 (grey) to 1. */
  saturation: number;
  /** Share of the pixels that are bright and colourless: paper, a screen's white. */
  paperShare: number;
  /** Share of the pixels on a strong edge (a step of more than 1/6 of the range): text is mostly edges. */
  edgeShare: number;
  /**
   * Edge sharpness: the Laplacian's energy over the gradient's on the edge pixels. About 1 for
   * crisp edges, falling as 1 / blur radius in pixels: the variance of the Laplacian normalised by
   * the gradient's, over the steepest pixels, so it depends neither on contrast nor on how much of
   * the picture is edges (a smooth sky with one crisp horizon is sharp). Null when even the steepest
   * pixels are gentle (fog, a plain wall, darkness): no verdict.
   */
  sharpness: number | null;
}

/** The longest side looked at: the library's ratio rendition (400 px high) fits, a panorama is scaled. */
const ANALYSIS_MAX_SIDE = 512;
/** The hash's input: 32x32 grey, of which the 8x8 lowest frequencies of the DCT are kept. */
const HASH_INPUT = 32;
const HASH_SIDE = 8;
/** A gradient (|dx| + |dy|, in 0..255 steps) above this is an edge pixel. */
const EDGE_STEP = 42;
/** Sharpness is judged on the steepest 1 % of the pixels: the picture's edges, however few. */
const SHARPNESS_SHARE = 0.01;
/** Edges gentler than this (a plain wall, fog, darkness): too little to judge sharpness by. */
const MIN_EDGE_STEP = 8;

/**
 * Decodes the picture once (it should be small: a rendition) and measures it. Throws MediaError
 * when it cannot be read.
 */
export async function measurePicture(path: string): Promise<PictureMeasures> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(path, { failOn: 'error' })
      .resize(ANALYSIS_MAX_SIDE, ANALYSIS_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw toPhotoError(error);
  }
  return measurePixels(decoded.data, decoded.info.width, decoded.info.height, decoded.info.channels);
}

/** The measures of raw RGB(A) pixels: pure, so the rules can be tested on pixels made in memory. */
export function measurePixels(data: Uint8Array, width: number, height: number, channels: number): PictureMeasures {
  const count = width * height;
  const grey = new Float32Array(count);
  let luminanceSum = 0;
  let saturationSum = 0;
  let paper = 0;
  for (let index = 0, offset = 0; index < count; index += 1, offset += channels) {
    const r = data[offset] ?? 0;
    const g = data[offset + 1] ?? 0;
    const b = data[offset + 2] ?? 0;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    grey[index] = y;
    luminanceSum += y;
    const max = Math.max(r, g, b);
    const saturation = max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
    saturationSum += saturation;
    if (y > 170 && saturation < 0.18) paper += 1;
  }
  const { edgeShare, sharpness } = measureEdges(grey, width, height);
  return {
    hash: perceptualHash(grey, width, height),
    luminance: luminanceSum / count / 255,
    saturation: saturationSum / count,
    paperShare: paper / count,
    edgeShare,
    sharpness,
  };
}

function measureEdges(grey: Float32Array, width: number, height: number) {
  // One pass for each pixel's gradient step (|dx| + |dy|, 0..510), counted in a histogram, so the
  // steepest few per cent can be picked without sorting.
  const steps = new Uint16Array(width * height);
  const histogram = new Uint32Array(511);
  let inner = 0;
  let edges = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const step = Math.round(
        Math.abs((grey[at + 1] ?? 0) - (grey[at - 1] ?? 0)) +
          Math.abs((grey[at + width] ?? 0) - (grey[at - width] ?? 0)),
      );
      steps[at] = step;
      histogram[step] = (histogram[step] ?? 0) + 1;
      inner += 1;
      if (step > EDGE_STEP) edges += 1;
    }
  }
  const edgeShare = inner === 0 ? 0 : edges / inner;
  // The steepest SHARPNESS_SHARE of the pixels are where the picture's edges are, whatever its contrast.
  let threshold = 510;
  for (let seen = 0; threshold > 0; threshold -= 1) {
    seen += histogram[threshold] ?? 0;
    if (seen >= inner * SHARPNESS_SHARE) break;
  }
  if (threshold < MIN_EDGE_STEP) return { edgeShare, sharpness: null };
  let gradientEnergy = 0;
  let laplacianEnergy = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      if ((steps[at] ?? 0) < threshold) continue;
      const centre = grey[at] ?? 0;
      const left = grey[at - 1] ?? 0;
      const right = grey[at + 1] ?? 0;
      const up = grey[at - width] ?? 0;
      const down = grey[at + width] ?? 0;
      const dx = (right - left) / 2;
      const dy = (down - up) / 2;
      const laplacian = left + right + up + down - 4 * centre;
      gradientEnergy += dx * dx + dy * dy;
      laplacianEnergy += laplacian * laplacian;
    }
  }
  return { edgeShare, sharpness: gradientEnergy === 0 ? null : Math.sqrt(laplacianEnergy / gradientEnergy) };
}

/**
 * pHash: the picture in 32x32 grey (area averages), its 2-D DCT-II, the 8x8 lowest frequencies,
 * each bit set when the coefficient is above their median (the DC term left out of the median, as
 * it holds only the mean brightness). Chosen over dHash because its low frequencies survive
 * resizing, recompression, a gamma or brightness change and light sharpening with few bits
 * flipped (0-4 of 64 in the tests), while different scenes differ in about half of them.
 */
export function perceptualHash(grey: Float32Array, width: number, height: number): string {
  const small = areaAverage(grey, width, height, HASH_INPUT);
  const cosines = dctCosines();
  // Rows first: for each of the 32 rows, its 8 lowest frequencies; then the columns of those.
  const rows = new Float64Array(HASH_INPUT * HASH_SIDE);
  for (let y = 0; y < HASH_INPUT; y += 1) {
    for (let u = 0; u < HASH_SIDE; u += 1) {
      let sum = 0;
      for (let x = 0; x < HASH_INPUT; x += 1)
        sum += (small[y * HASH_INPUT + x] ?? 0) * (cosines[u * HASH_INPUT + x] ?? 0);
      rows[y * HASH_SIDE + u] = sum;
    }
  }
  const coefficients = new Float64Array(HASH_SIDE * HASH_SIDE);
  for (let v = 0; v < HASH_SIDE; v += 1) {
    for (let u = 0; u < HASH_SIDE; u += 1) {
      let sum = 0;
      for (let y = 0; y < HASH_INPUT; y += 1)
        sum += (rows[y * HASH_SIDE + u] ?? 0) * (cosines[v * HASH_INPUT + y] ?? 0);
      coefficients[v * HASH_SIDE + u] = sum;
    }
  }
  const median = medianOf(coefficients.subarray(1));
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble += 1) {
    let value = 0;
    for (let bit = 0; bit < 4; bit += 1) {
      value = (value << 1) | ((coefficients[nibble * 4 + bit] ?? 0) > median ? 1 : 0);
    }
    hex += value.toString(16);
  }
  return hex;
}

let cosineTable: Float64Array | null = null;

function dctCosines(): Float64Array {
  if (cosineTable) return cosineTable;
  cosineTable = new Float64Array(HASH_SIDE * HASH_INPUT);
  for (let u = 0; u < HASH_SIDE; u += 1) {
    for (let x = 0; x < HASH_INPUT; x += 1) {
      cosineTable[u * HASH_INPUT + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_INPUT));
    }
  }
  return cosineTable;
}

/** The picture shrunk to side x side by averaging the pixels each cell covers (stretched when smaller). */
function areaAverage(grey: Float32Array, width: number, height: number, side: number): Float64Array {
  const out = new Float64Array(side * side);
  for (let cy = 0; cy < side; cy += 1) {
    const y0 = Math.floor((cy * height) / side);
    const y1 = Math.max(y0 + 1, Math.floor(((cy + 1) * height) / side));
    for (let cx = 0; cx < side; cx += 1) {
      const x0 = Math.floor((cx * width) / side);
      const x1 = Math.max(x0 + 1, Math.floor(((cx + 1) * width) / side));
      let sum = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) sum += grey[y * width + x] ?? 0;
      out[cy * side + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
