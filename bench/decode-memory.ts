// bench/decode-memory: the memory a worker needs for pictures that cannot be decoded in a stream.
// An interlaced PNG (Adam7) of 100 megapixels, 16 bits per sample with alpha, is ~1 MB on disk and
// 800 MB decoded whole. Each measure runs in a process of its own (its peak resident memory,
// getrusage maxrss): the baseline decodes the picture once, bare, with sharp; the measured one makes
// what a worker makes of four such uploads at once (QUEUE_CONCURRENCY 4): each one's library
// renditions and its frame rendition, the four jobs started together.
// Usage: npm run bench:decode-memory [-- jobs (default 4)]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeFrameRendition, makePhotoRenditions } from '../apps/server/src/infra/media/photo-renditions.ts';

const PHOTO_MAX_PIXELS = 150_000_000;
const [role, picture, jobsArgument] = process.argv.slice(2);

/** This process's peak resident memory so far, in MB. */
const peakMegabytes = () => Math.round(process.resourceUsage().maxRSS / 1024);

if (role === 'baseline') {
  await sharp(picture as string, { limitInputPixels: PHOTO_MAX_PIXELS })
    .raw()
    .toBuffer();
  console.log(JSON.stringify({ peakMegabytes: peakMegabytes() }));
} else if (role === 'worker') {
  const jobs = Number(jobsArgument);
  const out = mkdtempSync(join(tmpdir(), 'kinframe-decode-'));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: jobs }, async (_, job) => {
      const config = { photoMaxPixels: PHOTO_MAX_PIXELS };
      await makePhotoRenditions(picture as string, join(out, String(job)), config);
      await makeFrameRendition(picture as string, join(out, `${job}-frame.jpg`), { width: 1920, height: 1080 }, config);
    }),
  );
  rmSync(out, { recursive: true, force: true });
  console.log(JSON.stringify({ peakMegabytes: peakMegabytes(), seconds: (performance.now() - started) / 1000 }));
} else {
  const jobs = Number(process.argv[2] ?? 4);
  const work = mkdtempSync(join(tmpdir(), 'kinframe-decode-bench-'));
  const file = join(work, 'interlaced.png');
  await sharp({
    create: { width: 10_000, height: 9_980, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 0.5 } },
  })
    .toColourspace('rgb16')
    .png({ progressive: true, compressionLevel: 9 })
    .toFile(file);
  const measure = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/decode-memory.ts', ...args], { encoding: 'utf8' }),
    ) as { peakMegabytes: number; seconds?: number };
  const baseline = measure('baseline', file);
  const worker = measure('worker', file, String(jobs));
  rmSync(work, { recursive: true, force: true });
  console.log(`picture: 10,000 x 9,980 interlaced PNG, 16-bit RGBA (800 MB decoded)`);
  console.log(`one bare decode (sharp alone): peak ${baseline.peakMegabytes} MB`);
  console.log(
    `${jobs} jobs at once (library + frame renditions each): peak ${worker.peakMegabytes} MB in ${worker.seconds?.toFixed(1)} s`,
  );
  console.log(`ratio: ${(worker.peakMegabytes / baseline.peakMegabytes).toFixed(2)}x one bare decode`);
}
