// bench/ingest: N 12-megapixel JPEGs (4000x3000, photo-like: gradient, soft waves, moderate noise;
// generated once into a temp folder and used by both sides) uploaded over HTTP to the real server,
// `parallel` at once, until every item is `ready` (its three renditions stored: the job saves them
// before it marks the item ready; each rendition is then fetched once to prove it exists), against
// the same renditions made by the media adapter (sharp) alone on the same files with the same
// parallelism, in a child process, in the same run.
// With `heic`, the same photos as HEIC (encoded once by the system's heif-enc) go through the app
// twice in the same run: with the system's libheif command line, then with only npm's tools
// (MEDIA_TOOLS=bundled: libheif in WebAssembly); the ratio is bundled / system.
// Usage: npm run bench:ingest [-- photos (default 20) [parallel (default 4) [jpeg|heic]]]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/support/server.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { authHeaders, BENCH_PERSON, createMember, signIn } from './support/session.ts';
import { fixed, runPool, sleep } from './support/stats.ts';

const count = Number(process.argv[2] ?? 20);
const parallel = Number(process.argv[3] ?? 4);
const format = process.argv[4] === 'heic' ? 'heic' : 'jpeg';
const TIMEOUT_MS = 20 * 60 * 1000;

interface ListedItem {
  id: number;
  status: 'processing' | 'ready' | 'failed';
  failureCode: string | null;
  urls: Record<string, string | null>;
}

function sharpAlone(photos: string, out: string): Promise<{ photos: number; renditions: number; seconds: number }> {
  const script = fileURLToPath(new URL('support/sharp-renditions.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, photos, out, String(parallel)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
      else reject(new Error(`sharp baseline exited with ${code}`));
    });
  });
}

interface AppRun {
  uploadedSeconds: number;
  readySeconds: number;
  /** Until every item's analysis (hash and frame checks, a background job after its renditions) has run too. */
  analysedSeconds: number;
  renditions: number;
  renditionBytes: number;
}

/** Uploads every file over HTTP to a fresh server (the worker in the same process, as `npm start` runs it). */
async function ingestThroughApp(files: string[], env: NodeJS.ProcessEnv): Promise<AppRun> {
  const app = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    QUEUE_CONCURRENCY: String(parallel),
    ...env,
  });
  try {
    createMember(app.env);
    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const started = performance.now();
    await runPool(files, parallel, async (file) => {
      const form = new FormData();
      form.set('file', await openAsBlob(file, { type: `image/${format}` }), file.split('/').pop());
      const response = await fetch(`${app.url}/api/v3/library/uploads`, {
        method: 'POST',
        body: form,
        headers: authHeaders(cookie),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`upload of ${file}: ${response.status} ${body}`);
    });
    const uploadedSeconds = (performance.now() - started) / 1000;

    let items: ListedItem[] = [];
    for (;;) {
      const response = await fetch(`${app.url}/api/v3/library/items?limit=500`, { headers: { cookie } });
      items = ((await response.json()) as { items: ListedItem[] }).items;
      const failed = items.find((item) => item.status === 'failed');
      if (failed) throw new Error(`item ${failed.id} failed: ${failed.failureCode}`);
      if (items.length === files.length && items.every((item) => item.status === 'ready')) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error('not every item was ready within 20 minutes');
      await sleep(100);
    }
    const readySeconds = (performance.now() - started) / 1000;
    for (;;) {
      const response = await fetch(`${app.url}/api/v3/library/duplicates`, { headers: { cookie } });
      const progress = (await response.json()) as { analysedCount: number; waitingCount: number };
      if (progress.analysedCount === files.length && progress.waitingCount === 0) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error('not every item was analysed within 20 minutes');
      await sleep(100);
    }
    const analysedSeconds = (performance.now() - started) / 1000;

    // Every rendition exists: fetched once through its signed link.
    let renditions = 0;
    let renditionBytes = 0;
    for (const item of items) {
      for (const name of ['square', 'ratio', 'preview']) {
        const url = item.urls[name];
        if (!url) throw new Error(`item ${item.id} has no ${name} rendition`);
        const response = await fetch(new URL(url, app.url), { headers: { cookie } });
        const bytes = await response.arrayBuffer();
        if (!response.ok) throw new Error(`item ${item.id} ${name}: ${response.status}`);
        renditions += 1;
        renditionBytes += bytes.byteLength;
      }
    }
    return { uploadedSeconds, readySeconds, analysedSeconds, renditions, renditionBytes };
  } finally {
    await app.stop();
  }
}

function describeRun(label: string, run: AppRun, count: number): void {
  console.log(
    `${label}, all uploads answered: ${fixed(run.uploadedSeconds, 2)} s   (spool, hash, probe, store: ${fixed(count / run.uploadedSeconds, 2)} photos/s)`,
  );
  console.log(
    `${label}, every item ready:     ${fixed(run.readySeconds, 2)} s for ${count} photos, ${run.renditions} renditions (${fixed(run.renditionBytes / 1024 ** 2, 1)} MB, each fetched once)   ${fixed(count / run.readySeconds, 2)} photos/s`,
  );
  console.log(
    `${label}, every item analysed:  ${fixed(run.analysedSeconds, 2)} s   (hash and frame checks, behind the renditions)   ${fixed(count / run.analysedSeconds, 2)} photos/s`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-ingest-'));
const photos = join(scratch, 'photos');
try {
  mkdirSync(photos);
  const generated = performance.now();
  const files: string[] = [];
  let totalBytes = 0;
  for (let i = 0; i < count; i += 1) {
    const file = join(photos, `photo-${String(i).padStart(3, '0')}.jpg`);
    totalBytes += await makePhotoLikeJpeg(file, 4000, 3000, i + 1);
    files.push(file);
  }
  console.log(
    `${count} JPEGs of 4000x3000, ${fixed(totalBytes / count / 1024 ** 2, 2)} MB each on average, made in ${fixed((performance.now() - generated) / 1000)} s`,
  );
  console.log(`parallel: ${parallel} uploads at once, QUEUE_CONCURRENCY=${parallel}`);

  if (format === 'heic') {
    const heics = files.map((file) => {
      const heic = file.replace(/\.jpg$/, '.heic');
      execFileSync('heif-enc', ['-q', '80', '-o', heic, file], { stdio: 'ignore' });
      return heic;
    });
    const system = await ingestThroughApp(heics, { MEDIA_TOOLS: 'auto' });
    const bundled = await ingestThroughApp(heics, { MEDIA_TOOLS: 'bundled' });
    describeRun('HEIC, system libheif', system, count);
    describeRun('HEIC, libheif in WebAssembly', bundled, count);
    console.log(
      `ratio bundled / system (photos per second until ready): ${fixed(system.readySeconds / bundled.readySeconds, 2)}`,
    );
  } else {
    // Baseline: sharp alone, same files, same parallelism, its own process.
    const baseline = await sharpAlone(photos, join(scratch, 'sharp-out'));
    rmSync(join(scratch, 'sharp-out'), { recursive: true, force: true });
    const app = await ingestThroughApp(files, {});
    const sharpRate = baseline.photos / baseline.seconds;
    console.log(
      `sharp alone (makePhotoRenditions):  ${fixed(baseline.seconds, 2)} s for ${baseline.photos} photos, ${baseline.renditions} renditions   ${fixed(sharpRate, 2)} photos/s`,
    );
    describeRun('Kinframe', app, count);
    console.log(`ratio app / sharp: ${fixed(count / app.readySeconds / sharpRate, 2)}`);
    console.log(`ratio app / sharp, until analysed too: ${fixed(count / app.analysedSeconds / sharpRate, 2)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
