import { UNFIT_REASONS, type UnfitReason } from '@kinframe/contract';
import type { PictureMeasures } from '../../infra/media/photo-analysis.ts';

/**
 * Why a photo does not belong on a frame, from its rendition's measures and what the item says of
 * itself. Thresholds were measured on the pictures of packages/testkit/src/frame-unfit-samples.ts
 * through the real renditions (bench/analysis.ts prints them): landscapes at sharpness 1.2-1.3,
 * the same blurred (a missed focus, about 1 % of the picture's width) 0.34-0.39; documents and
 * receipts with 68-97 % paper, saturation 0.03-0.15 and 10-19 % edge pixels, photos under 1 %
 * edges and 0.5-0.7 saturation; a pocket shot at luminance 0.04.
 */
export const FITNESS_THRESHOLDS = {
  /** Below: blurred (about a 1.7 px blur radius at the rendition's 400 px). */
  sharpness: 0.6,
  /** Below: nearly black. */
  luminance: 0.08,
  document: { maxSaturation: 0.2, minPaperShare: 0.4, minEdgeShare: 0.05 },
} as const;

/**
 * Screen sizes of common phones, tablets and monitors, in pixels, either way round: a picture of
 * exactly such a size with no camera in its EXIF is taken to be a screenshot.
 */
const SCREEN_SIZES: ReadonlyArray<readonly [number, number]> = [
  // iPhones
  [640, 1136],
  [750, 1334],
  [828, 1792],
  [1080, 1920],
  [1125, 2436],
  [1170, 2532],
  [1179, 2556],
  [1242, 2208],
  [1242, 2688],
  [1284, 2778],
  [1290, 2796],
  [1206, 2622],
  [1320, 2868],
  // Android phones
  [720, 1280],
  [720, 1520],
  [720, 1600],
  [1080, 2160],
  [1080, 2280],
  [1080, 2340],
  [1080, 2400],
  [1080, 2412],
  [1440, 2560],
  [1440, 2960],
  [1440, 3040],
  [1440, 3088],
  [1440, 3120],
  [1440, 3200],
  [1344, 2992],
  [1280, 2856],
  [1080, 2424],
  // Tablets
  [1536, 2048],
  [1620, 2160],
  [1640, 2360],
  [1668, 2224],
  [1668, 2388],
  [2048, 2732],
  [1600, 2560],
  [1200, 1920],
  // Monitors and laptops
  [768, 1366],
  [900, 1440],
  [864, 1536],
  [900, 1600],
  [1050, 1680],
  [1080, 1920],
  [1200, 1920],
  [1440, 2560],
  [1600, 2560],
  [1800, 2880],
  [1964, 3024],
  [2234, 3456],
  [2160, 3840],
  [2880, 5120],
  [1080, 2560],
  [1440, 3440],
];
const SCREEN_KEYS = new Set(SCREEN_SIZES.flatMap(([a, b]) => [`${a}x${b}`, `${b}x${a}`]));

export interface ItemFacts {
  kind: 'photo' | 'video';
  width: number | null;
  height: number | null;
  camera_make: string | null;
  camera_model: string | null;
}

export function isScreenSized(width: number | null, height: number | null): boolean {
  return width !== null && height !== null && SCREEN_KEYS.has(`${width}x${height}`);
}

/**
 * The reasons, in UNFIT_REASONS's order; none for a video (its poster is one moment of it: a dark
 * or blurred first second says nothing of the clip).
 */
export function unfitReasonsOf(item: ItemFacts, measures: PictureMeasures): UnfitReason[] {
  if (item.kind !== 'photo') return [];
  const reasons = new Set<UnfitReason>();
  const hasCamera = Boolean(item.camera_make || item.camera_model);
  const isScreenshot = !hasCamera && isScreenSized(item.width, item.height);
  if (isScreenshot) reasons.add('screenshot');
  const { document } = FITNESS_THRESHOLDS;
  // A screenshot of a chat is text on white too: one reason says it better than two.
  if (
    !isScreenshot &&
    measures.saturation < document.maxSaturation &&
    measures.paperShare > document.minPaperShare &&
    measures.edgeShare > document.minEdgeShare
  ) {
    reasons.add('document');
  }
  const isDark = measures.luminance < FITNESS_THRESHOLDS.luminance;
  if (isDark) reasons.add('dark');
  if (!isDark && measures.sharpness !== null && measures.sharpness < FITNESS_THRESHOLDS.sharpness)
    reasons.add('blurred');
  return UNFIT_REASONS.filter((reason) => reasons.has(reason));
}

/** The stored form: a comma-separated list, null when the photo is fine for frames. */
export function storedReasons(reasons: readonly UnfitReason[]): string | null {
  return reasons.length === 0 ? null : reasons.join(',');
}

export function reasonsOf(stored: string | null): UnfitReason[] {
  if (!stored) return [];
  const known = new Set<string>(UNFIT_REASONS);
  return stored.split(',').filter((reason): reason is UnfitReason => known.has(reason));
}
