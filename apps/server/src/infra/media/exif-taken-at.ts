import exifReader from 'exif-reader';

/**
 * When the photo was taken, from its EXIF block: DateTimeOriginal as ISO 8601, with the camera's UTC
 * offset (OffsetTimeOriginal, EXIF 2.31) when it wrote one: `2024-05-01T10:00:00+02:00`. Without an
 * offset the time is the camera's wall clock, so it stays without a zone (`2024-05-01T10:00:00`)
 * instead of being passed off as UTC. null when there is no date or the EXIF block is unreadable: a
 * photo with broken metadata is still a photo.
 */
export function readExifTakenAt(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  let photoTags: { DateTimeOriginal?: unknown; OffsetTimeOriginal?: unknown } | undefined;
  try {
    photoTags = exifReader(exif).Photo;
  } catch {
    return null;
  }
  const taken = photoTags?.DateTimeOriginal;
  // exif-reader reads the wall-clock fields into a Date as if they were UTC.
  if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  const wallClock = taken.toISOString().slice(0, 19);
  const offset = typeof photoTags?.OffsetTimeOriginal === 'string' ? photoTags.OffsetTimeOriginal.trim() : '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? `${wallClock}${offset}` : wallClock;
}
