import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
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

/**
 * A picture whose whole decode takes more than this waits for the process's one slot for such
 * pictures. Most decodes stream (a JPEG shrinks on load, a plain PNG is read line by line) and never
 * hold the whole picture, but an interlaced PNG must be decoded whole: 100 megapixels at 16 bits
 * with alpha is 800 MB. One at a time, a worker running four jobs holds one such picture, not four.
 */
export const LARGE_DECODE_BYTES = 192 * 1024 * 1024;

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

/** What the picture takes decoded whole: width x height x bands x bytes per sample. */
export function decodedBytes(metadata: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>): number {
  return metadata.width * metadata.height * (metadata.channels ?? 4) * (BYTES_PER_SAMPLE[metadata.depth ?? ''] ?? 8);
}

let isLargeDecodeUnderWay = false;
const waitingForLargeDecode: Array<() => void> = [];

/**
 * Runs `work` (which decodes the picture `metadata` describes) at once, or, for a picture over
 * LARGE_DECODE_BYTES, when no other such picture is being decoded in this process.
 */
export async function withinDecodeBudget<T>(
  metadata: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>,
  work: () => Promise<T>,
): Promise<T> {
  if (decodedBytes(metadata) <= LARGE_DECODE_BYTES) return work();
  if (isLargeDecodeUnderWay) await new Promise<void>((resolve) => waitingForLargeDecode.push(resolve));
  isLargeDecodeUnderWay = true;
  try {
    return await work();
  } finally {
    // Handed straight to the next in line, so nobody arriving meanwhile can take it first.
    const next = waitingForLargeDecode.shift();
    if (next) next();
    else isLargeDecodeUnderWay = false;
  }
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
