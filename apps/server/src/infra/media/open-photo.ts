import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { MediaError } from './media-error.ts';

// libvips' operation cache only pays off when the same file is processed again, which the
// pipeline never does; it would hold up to 50 MB per process for nothing.
sharp.cache(false);
// Threads per image: on glibc without jemalloc sharp picks 1 to limit memory fragmentation. We keep
// that (several photos run at once through libuv's pool, which already fills 2 cores) and only allow
// more on machines with many cores, where a single large photo would otherwise leave them idle.
sharp.concurrency(availableParallelism() > 4 ? 2 : 1);

/**
 * A sharp pipeline on a photo file, with the limits every photo gets: a pixel limit checked from the
 * header before anything is decoded (a 30000x30000 PNG of a few kilobytes is refused at once), and a
 * decoder warning (truncated data) treated as an error rather than shown as a grey half-photo.
 */
export function openPhoto(path: string, maxPixels: number): Sharp {
  return sharp(path, { limitInputPixels: maxPixels, failOn: 'warning' });
}

/** sharp's error -> what the user is told; the original stays in `cause` for the log. */
export function toPhotoError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new MediaError('file_too_large', message, { cause: error });
  if (/unsupported image format/i.test(message)) {
    return new MediaError('file_format_not_supported', message, { cause: error });
  }
  return new MediaError('upload_failed', message, { cause: error });
}
