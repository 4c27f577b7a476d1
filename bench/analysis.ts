// bench/analysis: what the analysis of an item costs. Per 12-megapixel photo (4000x3000, photo-like,
// bench/support/photos.ts): its library renditions made once by the server's makePhotoRenditions,
// then the analysis job's own work on the ratio rendition (one sharp decode, the measures, the
// perceptual hash; photo-analysis.ts's measurePicture) timed per photo, beside the renditions' time
// (what the analysis adds to an upload's work). Then the near-duplicate grouping at 100,000 hashes
// (near-duplicates.ts's groupNearDuplicates: 90,000 distinct pictures' hashes and 10,000 copies
// of them within a few bits; one person's whole library, as GET library/duplicates groups it), and
// at 10,000, median of 5 each. The thresholds' measures of the frame-unfit samples are printed too.
// Usage: npm run bench:analysis [-- photos (default 10)]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeBlurredPhoto,
  makeDarkPhoto,
  makeDocumentPhoto,
  makeFramePhoto,
  makeReceiptPhoto,
  makeScreenshot,
} from '@kinframe/testkit/frame-unfit-samples';
import { makePhotoRenditions, measurePicture } from '../apps/server/src/infra/media/index.ts';
import { groupNearDuplicates, type HashedItem } from '../apps/server/src/modules/library/near-duplicates.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { fixed, percentile } from './support/stats.ts';

const photos = Number(process.argv[2] ?? 10);
const MAX_PIXELS = 100_000_000;

function prng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

function hashesOf(count: number): HashedItem[] {
  const random = prng(count);
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  const items: HashedItem[] = [];
  const distinct = Math.round(count * 0.9);
  for (let id = 1; id <= distinct; id += 1) items.push({ id, hash: hex(random()) + hex(random()), keptGroup: null });
  for (let id = distinct + 1; id <= count; id += 1) {
    const source = items[random() % distinct] as HashedItem;
    let high = Number.parseInt(source.hash.slice(0, 8), 16);
    let low = Number.parseInt(source.hash.slice(8), 16);
    for (let flip = random() % 5; flip > 0; flip -= 1) {
      const bit = random() % 64;
      if (bit < 32) high ^= 1 << bit;
      else low ^= 1 << (bit - 32);
    }
    items.push({ id, hash: hex(high) + hex(low), keptGroup: null });
  }
  return items;
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-analysis-'));
try {
  const renditionMs: number[] = [];
  const analysisMs: number[] = [];
  for (let index = 0; index < photos; index += 1) {
    const file = join(scratch, `photo-${index}.jpg`);
    await makePhotoLikeJpeg(file, 4000, 3000, index + 1);
    let started = performance.now();
    const renditions = await makePhotoRenditions(file, join(scratch, `renditions-${index}`), {
      photoMaxPixels: MAX_PIXELS,
    });
    renditionMs.push(performance.now() - started);
    const ratio = renditions.find((rendition) => rendition.name === 'ratio');
    if (!ratio) throw new Error('no ratio rendition');
    started = performance.now();
    await measurePicture(ratio.path);
    analysisMs.push(performance.now() - started);
  }
  const median = (values: number[]) => percentile(values, 50);
  console.log(`${photos} photo-like JPEGs of 4000x3000 (12 MP)`);
  console.log(`renditions (makePhotoRenditions): median ${fixed(median(renditionMs), 1)} ms per photo`);
  console.log(
    `analysis (one decode of the 533x400 ratio rendition, measures, pHash): median ${fixed(median(analysisMs), 1)} ms, p95 ${fixed(percentile(analysisMs, 95), 1)} ms per photo (the first, with sharp warming up: ${fixed(analysisMs[0] ?? 0, 1)} ms)`,
  );
  console.log(`analysis / renditions: ${fixed((median(analysisMs) / median(renditionMs)) * 100, 1)} %`);

  for (const count of [10_000, 100_000]) {
    const items = hashesOf(count);
    const times: number[] = [];
    let groups = 0;
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      groups = groupNearDuplicates(items).length;
      times.push(performance.now() - started);
    }
    console.log(
      `grouping ${count.toLocaleString('en')} hashes: median ${fixed(median(times), 1)} ms (${groups} groups)`,
    );
  }

  console.log('measures of the frame-unfit samples (on their ratio renditions):');
  const samples: Array<[string, (path: string) => Promise<void>, string]> = [
    ['photo', (path) => makeFramePhoto(path, { width: 4000, height: 3000, seed: 3 }), 'jpg'],
    ['blurred photo', (path) => makeBlurredPhoto(path, { width: 4000, height: 3000, seed: 3 }), 'jpg'],
    ['dark photo', (path) => makeDarkPhoto(path, { width: 4000, height: 3000, seed: 3 }), 'jpg'],
    ['screenshot', (path) => makeScreenshot(path), 'png'],
    ['document', (path) => makeDocumentPhoto(path), 'jpg'],
    ['receipt', (path) => makeReceiptPhoto(path), 'jpg'],
  ];
  for (const [name, make, extension] of samples) {
    const file = join(scratch, `${name.replace(' ', '-')}.${extension}`);
    await make(file);
    const renditions = await makePhotoRenditions(file, join(scratch, `${name}-renditions`), {
      photoMaxPixels: MAX_PIXELS,
    });
    const ratio = renditions.find((rendition) => rendition.name === 'ratio');
    const measures = await measurePicture(ratio?.path ?? '');
    console.log(
      `  ${name.padEnd(14)} luminance ${fixed(measures.luminance, 2)}  saturation ${fixed(measures.saturation, 2)}  paper ${fixed(measures.paperShare, 2)}  edges ${fixed(measures.edgeShare, 3)}  sharpness ${measures.sharpness === null ? 'none' : fixed(measures.sharpness, 2)}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
