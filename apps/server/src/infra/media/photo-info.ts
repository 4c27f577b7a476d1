import sharp from 'sharp';
import { type ExifFacts, readExifFacts } from './exif-facts.ts';
import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { openPhoto, toPhotoError, withinDecodeBudget } from './open-photo.ts';
import { classifyOrientation, type Orientation } from './orientation.ts';

/** The longest side may be this many times the shortest: wide panoramas pass, slivers do not. */
export const PHOTO_MAX_ASPECT_RATIO = 20;

export interface PhotoInfo extends ExifFacts {
  format: 'jpeg' | 'png';
  /** As the photo is shown, that is after its EXIF orientation (a portrait shot stored sideways is portrait). */
  width: number;
  height: number;
  orientation: Orientation;
}

/**
 * Reads what the library keeps about a JPEG or PNG, and makes sure the whole file decodes, so a
 * truncated or corrupt photo is refused at upload rather than failing later in a rendition job. The
 * check decodes at a fraction of the size (JPEG shrink-on-load), which still reads every byte.
 * A HEIC is converted to JPEG first (convertHeicToJpeg): sharp's own build cannot decode HEVC.
 */
export async function readPhotoInfo(path: string, config: Pick<MediaConfig, 'photoMaxPixels'>): Promise<PhotoInfo> {
  try {
    const metadata = await openPhoto(path, config.photoMaxPixels).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') {
      throw new MediaError('file_format_not_supported', `sharp reads it as ${metadata.format}`);
    }
    // metadata() reads the header only and does not apply limitInputPixels itself.
    if (metadata.width * metadata.height > config.photoMaxPixels) {
      throw new MediaError('file_too_large', `${metadata.width}x${metadata.height} is over the pixel limit`);
    }
    const { width, height } = metadata.autoOrient;
    // A sliver (1 x 1,000,000) cannot be cropped into a square tile or shown on a frame.
    if (Math.max(width, height) > PHOTO_MAX_ASPECT_RATIO * Math.min(width, height)) {
      throw new MediaError('photo_too_narrow', `${width}x${height} is over ${PHOTO_MAX_ASPECT_RATIO}:1`);
    }
    await withinDecodeBudget(metadata, () =>
      openPhoto(path, config.photoMaxPixels).resize(256, 256, { fit: 'inside' }).raw().toBuffer(),
    );
    return {
      format: metadata.format,
      width,
      height,
      orientation: classifyOrientation(width, height),
      ...readExifFacts(metadata.exif),
    };
  } catch (error) {
    throw toPhotoError(error);
  }
}

/**
 * What a photo's EXIF says, from the first bytes of its file (EXIF sits before the pixels): for
 * reading the facts of a photo already in the library without fetching or decoding all of it.
 * Bytes that do not begin a JPEG or PNG with metadata give no facts.
 */
export async function readPhotoFacts(head: Buffer): Promise<ExifFacts> {
  try {
    return readExifFacts((await sharp(head).metadata()).exif);
  } catch {
    return readExifFacts(undefined);
  }
}
