import type { ItemCamera, ItemExposure } from '@kinframe/contract';
import exifReader from 'exif-reader';
import { type Position, positionOf } from './position.ts';

/** What the library keeps from a photo's EXIF block. */
export interface ExifFacts {
  /** ISO 8601 from DateTimeOriginal, with the camera's offset when it wrote one; else null. */
  takenAt: string | null;
  /** Make, model and lens; null when the photo names none of them. */
  camera: ItemCamera | null;
  /** f-number, exposure time (s), ISO, focal length (mm); null when the photo gives none of them. */
  exposure: ItemExposure | null;
  /** Where it was taken, from the GPS block; null when it gives none (or (0, 0), or out of range). */
  position: Position | null;
}

const NO_FACTS: ExifFacts = { takenAt: null, camera: null, exposure: null, position: null };
/** Longer than any camera or lens name; past it a tag is junk, not a name. */
const NAME_MAX = 100;

type Tags = Record<string, unknown> | undefined;

/**
 * Reads a photo's EXIF block once for everything the library keeps of it. A block that does not
 * parse gives nothing: a photo with broken metadata is still a photo.
 */
export function readExifFacts(exif: Buffer | undefined): ExifFacts {
  if (!exif) return NO_FACTS;
  let image: Tags;
  let photo: Tags;
  let gps: Tags;
  try {
    ({ Image: image, Photo: photo, GPSInfo: gps } = exifReader(exif));
  } catch {
    return NO_FACTS;
  }
  return {
    takenAt: takenAtOf(photo),
    camera: cameraOf(image, photo),
    exposure: exposureOf(photo),
    position: positionFromGps(gps),
  };
}

/** Degrees, minutes and seconds as EXIF writes them (three rationals), signed by their reference (N/S, E/W). */
function degreesOf(value: unknown, reference: unknown, negative: string): number {
  if (!Array.isArray(value) || value.length === 0) return Number.NaN;
  const [degrees = 0, minutes = 0, seconds = 0] = value as number[];
  const sign = typeof reference === 'string' && reference.trim().toUpperCase() === negative ? -1 : 1;
  return sign * (degrees + minutes / 60 + seconds / 3600);
}

function positionFromGps(gps: Tags): Position | null {
  if (!gps) return null;
  const altitude = typeof gps.GPSAltitude === 'number' ? gps.GPSAltitude : null;
  // GPSAltitudeRef 1: below sea level.
  const isBelow = gps.GPSAltitudeRef === 1 || (Buffer.isBuffer(gps.GPSAltitudeRef) && gps.GPSAltitudeRef[0] === 1);
  return positionOf(
    degreesOf(gps.GPSLatitude, gps.GPSLatitudeRef, 'S'),
    degreesOf(gps.GPSLongitude, gps.GPSLongitudeRef, 'W'),
    altitude === null ? null : isBelow ? -altitude : altitude,
  );
}

/**
 * DateTimeOriginal as ISO 8601, with the camera's UTC offset (OffsetTimeOriginal, EXIF 2.31) when
 * it wrote one: `2024-05-01T10:00:00+02:00`. Without an offset the time is the camera's wall clock,
 * so it stays without a zone (`2024-05-01T10:00:00`) instead of being passed off as UTC.
 */
function takenAtOf(photo: Tags): string | null {
  const taken = photo?.DateTimeOriginal;
  // exif-reader reads the wall-clock fields into a Date as if they were UTC.
  if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  const wallClock = taken.toISOString().slice(0, 19);
  const offset = typeof photo?.OffsetTimeOriginal === 'string' ? photo.OffsetTimeOriginal.trim() : '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? `${wallClock}${offset}` : wallClock;
}

/** A name as cameras write them: padded with spaces or NULs, sometimes empty. */
function nameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // EXIF strings end in NULs and may carry other control bytes: spaces, then trimmed.
  const name = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' || name.length > NAME_MAX ? null : name;
}

function cameraOf(image: Tags, photo: Tags): ItemCamera | null {
  const camera = { make: nameOf(image?.Make), model: nameOf(image?.Model), lens: nameOf(photo?.LensModel) };
  return camera.make || camera.model || camera.lens ? camera : null;
}

/** A positive number below `max`; a count of several values (ISO on some cameras) gives its first. */
function amountOf(value: unknown, max: number): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'number' && Number.isFinite(first) && first > 0 && first < max ? first : null;
}

function exposureOf(photo: Tags): ItemExposure | null {
  const iso = amountOf(photo?.ISOSpeedRatings ?? photo?.PhotographicSensitivity, 10_000_000);
  const exposure = {
    fNumber: amountOf(photo?.FNumber, 1000),
    exposureTime: amountOf(photo?.ExposureTime, 100_000),
    iso: iso === null ? null : Math.round(iso),
    focalLength: amountOf(photo?.FocalLength, 100_000),
  };
  return Object.values(exposure).some((value) => value !== null) ? exposure : null;
}
