/** Where a photo or video was taken, as its metadata gives it: degrees, and metres above sea level. */
export interface Position {
  latitude: number;
  longitude: number;
  altitude: number | null;
}

/** Deeper than any mine, higher than any plane's window: past these an altitude is junk. */
const ALTITUDE_MIN = -12_000;
const ALTITUDE_MAX = 100_000;

/**
 * A position from metadata, or null when it is none: out of range, not a number, or exactly (0, 0),
 * which is what devices without a fix write rather than a photo taken in the Gulf of Guinea.
 */
export function positionOf(latitude: number, longitude: number, altitude: number | null): Position | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  const isAltitude =
    altitude !== null && Number.isFinite(altitude) && altitude >= ALTITUDE_MIN && altitude <= ALTITUDE_MAX;
  return { latitude, longitude, altitude: isAltitude ? altitude : null };
}

/** One ISO 6709 coordinate: decimal degrees, or degrees then minutes (and seconds) run together. */
function degreesOf(value: string, degreeDigits: number): number {
  const sign = value.startsWith('-') ? -1 : 1;
  const [whole = '', fraction = ''] = value.slice(1).split('.');
  const decimals = fraction ? Number(`0.${fraction}`) : 0;
  if (whole.length <= degreeDigits) return sign * (Number(whole) + decimals);
  const degrees = Number(whole.slice(0, degreeDigits));
  const minutes = whole.slice(degreeDigits, degreeDigits + 2);
  const seconds = whole.slice(degreeDigits + 2);
  if (seconds === '') return sign * (degrees + (Number(minutes) + decimals) / 60);
  return sign * (degrees + Number(minutes) / 60 + (Number(seconds) + decimals) / 3600);
}

const ISO_6709 = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)?(?:CRS[A-Za-z0-9_:]*)?\/?$/;

/**
 * A position written as ISO 6709, as phones tag videos: `+48.8577+002.2950+035.000/` (latitude,
 * longitude, optional altitude; Apple's `com.apple.quicktime.location.ISO6709`, Android's `location`).
 */
export function parseIso6709(text: string): Position | null {
  const match = ISO_6709.exec(text.trim());
  if (!match) return null;
  const altitude = match[3] === undefined ? null : Number(match[3]);
  return positionOf(degreesOf(match[1] as string, 2), degreesOf(match[2] as string, 3), altitude);
}
