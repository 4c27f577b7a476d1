// Photo-like test pictures for the benchmarks: a smooth colour gradient with soft waves (large
// areas the encoder compresses, as skies and walls) and moderate sensor-like noise, as a camera
// JPEG at quality 90 with its EXIF date. Pure noise would make every codec look slower than it is.
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { runPool } from './stats.ts';

function prng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

export async function makePhotoLikeJpeg(path: string, width: number, height: number, seed: number): Promise<number> {
  const random = prng(seed * 7919 + 17);
  const corner = () => [random() * 255, random() * 255, random() * 255];
  const [a, b, c, d] = [corner(), corner(), corner(), corner()] as number[][];
  const fx = (2 + random() * 6) / width;
  const fy = (2 + random() * 6) / height;
  const phase = random() * 6.28;
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const wave = 28 * Math.sin(6.28 * (x * fx + y * fy) + phase);
      for (let channel = 0; channel < 3; channel += 1) {
        const top = (a?.[channel] ?? 0) * (1 - u) + (b?.[channel] ?? 0) * u;
        const bottom = (c?.[channel] ?? 0) * (1 - u) + (d?.[channel] ?? 0) * u;
        const noise = (random() - 0.5) * 24;
        const value = top * (1 - v) + bottom * v + wave + noise;
        pixels[offset] = value < 0 ? 0 : value > 255 ? 255 : value;
        offset += 1;
      }
    }
  }
  const day = String(1 + (seed % 28)).padStart(2, '0');
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Kinframe', Model: 'Bench' }, IFD2: { DateTimeOriginal: `2025:06:${day} 12:00:00` } })
    .toFile(path);
  return info.size;
}

export interface DistinctPhotosOptions {
  width: number;
  height: number;
  quality: number;
  /** Pictures drawn (slow: about 1.5 s each at 3000x2000); every file is a crop of one of them. */
  basePictures: number;
  /** The EXIF date of the file at this index. */
  takenAt: (index: number) => Date;
}

/** How far a crop may move inside its drawn picture: 41 x 41 offsets each. */
const CROP_MARGIN = 40;

const exifDate = (date: Date) => {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', ':')} ${iso.slice(11, 19)}`;
};

/**
 * Photo-like JPEGs at `paths`, each a picture of its own, made quickly and the same on every run:
 * a crop of one of a few drawn pictures (makePhotoLikeJpeg, slow to draw) at an offset of its own,
 * encoded with its own EXIF date, two at a time. Checked distinct by SHA-256, read back one at a
 * time (a thousand large files never sit in memory together). Resolves with their sizes in bytes.
 */
export async function makeDistinctPhotoLikeJpegs(
  paths: readonly string[],
  options: DistinctPhotosOptions,
): Promise<number[]> {
  const { width, height } = options;
  const baseCount = Math.max(1, Math.min(options.basePictures, paths.length));
  if (paths.length > baseCount * (CROP_MARGIN + 1) ** 2) throw new Error(`too few base pictures for ${paths.length}`);
  const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-bases-'));
  try {
    const bases: string[] = [];
    for (let n = 0; n < baseCount; n += 1) {
      const base = join(scratch, `base-${n}.jpg`);
      await makePhotoLikeJpeg(base, width + CROP_MARGIN, height + CROP_MARGIN, 900 + n);
      bases.push(base);
    }
    const sizes: number[] = new Array(paths.length);
    await runPool(
      paths.map((path, index) => ({ path, index })),
      2,
      async ({ path, index }) => {
        const offset = Math.floor(index / baseCount);
        const info = await sharp(bases[index % baseCount])
          .extract({
            left: offset % (CROP_MARGIN + 1),
            top: Math.floor(offset / (CROP_MARGIN + 1)) % (CROP_MARGIN + 1),
            width,
            height,
          })
          .jpeg({ quality: options.quality })
          .withExif({
            IFD0: { Make: 'Kinframe', Model: 'Bench' },
            IFD2: { DateTimeOriginal: exifDate(options.takenAt(index)) },
          })
          .toFile(path);
        sizes[index] = info.size;
      },
    );
    const hashes = new Set<string>();
    for (const path of paths) {
      const hash = createHash('sha256');
      await pipeline(createReadStream(path), hash);
      hashes.add(hash.digest('hex'));
    }
    if (hashes.size !== paths.length) throw new Error(`only ${hashes.size} of ${paths.length} photos differ`);
    return sizes;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
