// bench/edit: one photo edit with every adjustment, a crop, straightening by 5 degrees, sharpness 30
// and vignette 30, applied to a 12-megapixel JPEG (4000x3000, photo-like) by the server's own
// function (makeEditedPhoto: sharp for the geometry and the sharpening, the contract's applyTone on
// the pixels, a JPEG of quality 92), against sharp alone doing the same geometry and sharpening with
// its built-in colour operations standing in for the tone (.linear for exposure and contrast,
// .modulate for saturation, .recomb for warmth and tint; no vignette, no highlights or shadows), in
// the same run, taking turns. Median of 5 rounds, after one warm-up; ratio sharp / server (1 = as fast).
// Usage: npm run bench:edit [-- runs (default 5)]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Adjustments, editedSize, type PhotoEdit, sharpenKernel, straightenedSize } from '@kinframe/contract';
import sharp from 'sharp';
import { makeEditedPhoto } from '../apps/server/src/infra/media/index.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { fixed, percentile } from './support/stats.ts';

const runs = Number(process.argv[2] ?? 5);
const WIDTH = 4000;
const HEIGHT = 3000;
const MAX_PIXELS = 100_000_000;

const adjust: Adjustments = {
  exposure: 20,
  contrast: 15,
  highlights: -25,
  shadows: 30,
  saturation: 10,
  vibrance: 20,
  warmth: 25,
  tint: -10,
  sharpness: 30,
  vignette: 30,
};
const edit: PhotoEdit = {
  version: 1,
  kind: 'photo',
  rotate: 0,
  flipHorizontal: false,
  flipVertical: false,
  straighten: 5,
  crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 },
  adjust,
  look: null,
};

/** sharp alone: the same geometry and sharpening, and its own colour operations for the tone. */
async function sharpAlone(path: string, out: string): Promise<void> {
  const straight = straightenedSize(WIDTH, HEIGHT, edit.straighten);
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const size = editedSize(WIDTH, HEIGHT, edit);
  const turned = await sharp(path, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .rotate(edit.straighten, { background: '#000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((turned.info.width - straight.width) / 2 + crop.x * straight.width);
  const top = Math.round((turned.info.height - straight.height) / 2 + crop.y * straight.height);
  const gain = 2 ** (adjust.exposure / 50);
  const k = 1 + adjust.contrast / 100;
  const warm = (adjust.warmth / 100) * 0.15;
  const tint = (adjust.tint / 100) * 0.15;
  await sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 3 } })
    .extract({ left, top, width: size.width, height: size.height })
    .convolve({ width: 3, height: 3, kernel: sharpenKernel(adjust.sharpness) })
    .linear(gain * k, 255 * 0.5 * (1 - k))
    .recomb([
      [1 + warm, 0, 0],
      [0, 1 - tint, 0],
      [0, 0, 1 - warm],
    ])
    .modulate({ saturation: 1 + adjust.saturation / 100 + adjust.vibrance / 200 })
    .jpeg({ quality: 92 })
    .toFile(out);
}

/** Each side once per round, in turn, so a busy machine slows both alike; medians over the rounds. */
async function medians(sides: Array<[string, () => Promise<unknown>]>): Promise<number[]> {
  for (const [, work] of sides) await work();
  const times = sides.map(() => [] as number[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [side, [, work]] of sides.entries()) {
      const started = performance.now();
      await work();
      times[side]?.push(performance.now() - started);
    }
  }
  return sides.map(([label], side) => {
    const own = times[side] ?? [];
    const middle = percentile(own, 50);
    console.log(`${label.padEnd(34)} median ${fixed(middle, 0)} ms  (${own.map((t) => fixed(t, 0)).join(', ')})`);
    return middle;
  });
}

const dir = mkdtempSync(join(tmpdir(), 'kinframe-bench-edit-'));
try {
  const photo = join(dir, 'photo.jpg');
  const bytes = await makePhotoLikeJpeg(photo, WIDTH, HEIGHT, 7);
  const size = editedSize(WIDTH, HEIGHT, edit);
  console.log(
    `bench:edit  ${WIDTH}x${HEIGHT} JPEG (${fixed(bytes / 1024 / 1024, 1)} MiB) -> ${size.width}x${size.height}, ${runs} runs`,
  );
  const [server = 0, alone = 0] = await medians([
    [
      'server (makeEditedPhoto)',
      () => makeEditedPhoto(photo, join(dir, 'server.jpg'), edit, { photoMaxPixels: MAX_PIXELS }),
    ],
    ['sharp alone (approximate tone)', () => sharpAlone(photo, join(dir, 'sharp.jpg'))],
  ]);
  console.log(`ratio sharp / server: ${fixed(alone / server, 2)} (goal >= 0.9)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
