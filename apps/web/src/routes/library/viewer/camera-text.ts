import type { ItemCamera, ItemExposure } from '@kinframe/contract';

/**
 * The camera's name as a person says it: "Canon EOS R6", not "Canon Canon EOS R6" (most cameras
 * repeat their make in the model); null when the photo names neither.
 */
export function cameraName(camera: ItemCamera): string | null {
  const { make, model } = camera;
  if (!model) return make;
  if (!make || model.toLowerCase().startsWith(make.toLowerCase().split(' ')[0] ?? '')) return model;
  return `${make} ${model}`;
}

/**
 * An exposure time as photographers write it: a fraction of a second below one (1/250, from the
 * 0.004 EXIF holds as a rational), seconds above (2.5).
 */
function exposureTimeText(seconds: number, number: Intl.NumberFormat): string {
  return seconds < 1 ? `1/${Math.round(1 / seconds)}` : number.format(seconds);
}

/** What the exposure line shows, in the photo apps' order: f-number, time, focal length, ISO. */
interface ExposurePart {
  kind: 'fNumber' | 'exposureTime' | 'focalLength' | 'iso';
  /** The figure, in the reader's digits; the locale's text around it names the unit. */
  value: string;
}

export function exposureParts(exposure: ItemExposure, languageTag: string): ExposurePart[] {
  const number = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 1 });
  const parts: ExposurePart[] = [];
  if (exposure.fNumber !== null) parts.push({ kind: 'fNumber', value: number.format(exposure.fNumber) });
  if (exposure.exposureTime !== null) {
    parts.push({ kind: 'exposureTime', value: exposureTimeText(exposure.exposureTime, number) });
  }
  if (exposure.focalLength !== null) parts.push({ kind: 'focalLength', value: number.format(exposure.focalLength) });
  if (exposure.iso !== null) parts.push({ kind: 'iso', value: String(exposure.iso) });
  return parts;
}
