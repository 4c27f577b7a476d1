// bench/frame-soak: the frame player over a long run on a slow device. The built web app's `/frame`
// in Chromium (1280x800) with its CPU throttled 4x (DevTools' CPU throttling), paired to a member
// whose album of `--photos` photo-like JPEGs (2400x1600, each its own, uploaded and processed for
// real, frame renditions made first) it shows with a fade. The interval is 1 s: the playlist's
// `intervalSeconds` (5 s at least on the server) is rewritten in transit by the browser, so the real
// server and the real player run, only faster. The player shows `--slides` slides; the bench
// samples, after a forced garbage collection, the page's JS heap (V8's used size) and its DOM
// nodes and event listeners (DevTools' DOM counters) once the first 50 slides have shown and then
// every `--every` slides, and records every animation frame's time while a transition is on screen
// (two slides in the page) and every long task (over 50 ms). Goals: heap and DOM nodes flat (growth
// under 10 % from the first sample to the last), transition frame time p95 under 20 ms, no long task.
// Usage: npm run bench:frame-soak [-- --slides 2000 --photos 24 --every 250]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { expectJson, signedIn, uploadAndWait } from './support/frame-fleet.ts';
import { ensureBuiltWebApp, openPairedPlayer } from './support/frame-player.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { BENCH_PERSON, createMember } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    slides: { type: 'string', default: '2000' },
    photos: { type: 'string', default: '24' },
    every: { type: 'string', default: '250' },
  },
});
const slides = Number(args.slides);
const photos = Number(args.photos);
const every = Number(args.every);
const WARM_UP_SLIDES = 50;

// In-page code is kept as text: tsx names the functions it compiles (`__name(...)`), a helper the
// page does not have. Every slide shown is a new element with `data-slide`; two of them at once are
// a transition.
const START_RECORDING = `(() => {
  const record = { slides: 0, transitionDeltas: [], longTasks: [], isRunning: true };
  window.__kinframeSoak = record;
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) {
      if (node.nodeType === 1 && node.hasAttribute('data-slide')) record.slides += 1;
    }
  }).observe(document.body, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask' });
  let last;
  const tick = (now) => {
    const isTransition = document.querySelectorAll('[data-slide]').length > 1;
    if (last !== undefined && isTransition) record.transitionDeltas.push(now - last);
    last = now;
    if (record.isRunning) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const SLIDES_SHOWN = 'window.__kinframeSoak.slides';
// The frame times recorded so far, handed over and forgotten by the page: kept there, 100,000 of
// them would be a megabyte of the very heap the bench watches.
const TAKE_FRAME_TIMES = `(() => {
  const record = window.__kinframeSoak;
  const taken = record.transitionDeltas;
  record.transitionDeltas = [];
  return taken;
})()`;
const STOP_RECORDING = `(() => {
  const record = window.__kinframeSoak;
  record.isRunning = false;
  return { slides: record.slides, longTasks: record.longTasks };
})()`;

interface Sample {
  slides: number;
  heapMb: number;
  nodes: number;
  listeners: number;
}

/** Every transition's frame times, taken from the page at each sample. */
const deltas: number[] = [];

async function sample(page: Page, shown: number): Promise<Sample> {
  for (const delta of (await page.evaluate(TAKE_FRAME_TIMES)) as number[]) deltas.push(delta);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    return {
      slides: shown,
      heapMb: heap.usedSize / 1024 / 1024,
      nodes: counters.nodes,
      listeners: counters.jsEventListeners,
    };
  } finally {
    await cdp.detach();
  }
}

async function slidesShown(page: Page): Promise<number> {
  return (await page.evaluate(SLIDES_SHOWN)) as number;
}

async function waitForSlides(page: Page, count: number): Promise<void> {
  for (let shown = await slidesShown(page); shown < count; shown = await slidesShown(page)) {
    await sleep(Math.min(10_000, (count - shown) * 500));
  }
}

ensureBuiltWebApp();
const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-frame-soak-'));
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  createMember(app.env);
  const owner = await signedIn(app.url, BENCH_PERSON, '127.0.0.1');
  const files: string[] = [];
  for (let n = 0; n < photos; n += 1) {
    const file = join(scratch, `album-${n + 1}.jpg`);
    await makePhotoLikeJpeg(file, 2400, 1600, 300 + n);
    files.push(file);
  }
  const itemIds = await uploadAndWait(app.url, owner, files);
  const album = await expectJson<{ id: number }>(
    await owner.send('POST', '/api/v3/albums', { name: 'Soak' }),
    'album',
    201,
  );
  await expectJson(await owner.send('POST', `/api/v3/albums/${album.id}/items`, { itemIds }), 'add items');

  const { page, frameId } = await openPairedPlayer(browser, app.url, owner, {
    viewport: { width: 1280, height: 800 },
    beforeLoad: (player) =>
      player.route('**/api/device/v1/playlist', async (route) => {
        const response = await route.fetch();
        if (response.status() !== 200) return route.fulfill({ response });
        const playlist = (await response.json()) as { settings: { intervalSeconds: number } };
        playlist.settings.intervalSeconds = 1;
        return route.fulfill({ response, json: playlist });
      }),
  });
  await expectJson(await owner.send('PUT', `/api/v3/frames/${frameId}/albums/${album.id}`), 'assign');
  const token = (await page.evaluate("localStorage.getItem('kinframe.frame.deviceToken')")) as string;
  for (let tries = 0; ; tries += 1) {
    const playlist = await expectJson<{ items: { isInterim: boolean }[] }>(
      await fetch(`${app.url}/api/device/v1/playlist`, { headers: { authorization: `Bearer ${token}` } }),
      'playlist',
    );
    if (playlist.items.length === photos && playlist.items.every((item) => !item.isInterim)) break;
    if (tries > 600) throw new Error('the frame renditions were not made within 2 minutes');
    await sleep(200);
  }
  await page.locator('img[data-item-id]').first().waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(START_RECORDING);
  const started = performance.now();
  await waitForSlides(page, WARM_UP_SLIDES);
  const samples = [await sample(page, await slidesShown(page))];
  for (let target = WARM_UP_SLIDES + every; target < slides; target += every) {
    await waitForSlides(page, target);
    samples.push(await sample(page, await slidesShown(page)));
  }
  await waitForSlides(page, slides);
  samples.push(await sample(page, await slidesShown(page)));
  const record = (await page.evaluate(STOP_RECORDING)) as { slides: number; longTasks: number[] };
  const minutes = (performance.now() - started) / 60_000;

  const first = samples[0] as Sample;
  const last = samples.at(-1) as Sample;
  const growth = (from: number, to: number) => `${fixed(((to - from) / from) * 100, 1)} %`;
  console.log(
    `${record.slides} slides of ${photos} photos (2400x1600 JPEG, frame renditions 1280x800) at a 1 s interval with a fade, in ${fixed(minutes, 1)} min; Chromium headless, CPU throttled 4x`,
  );
  console.log('slides   JS heap   DOM nodes   listeners');
  for (const row of samples) {
    console.log(
      `${String(row.slides).padStart(6)}   ${fixed(row.heapMb, 2).padStart(5)} MB   ${String(row.nodes).padStart(9)}   ${String(row.listeners).padStart(9)}`,
    );
  }
  console.log(
    `growth from slide ${first.slides} to ${last.slides}: JS heap ${growth(first.heapMb, last.heapMb)}, DOM nodes ${growth(first.nodes, last.nodes)}, listeners ${growth(first.listeners, last.listeners)} (goal: under 10 %)`,
  );
  console.log(
    `frame time during transitions (${deltas.length} frames): p50 ${fixed(percentile(deltas, 50))} ms   p95 ${fixed(percentile(deltas, 95))} ms   max ${fixed(deltas.reduce((most, delta) => Math.max(most, delta), 0))} ms (goal p95 under 20 ms)`,
  );
  console.log(
    `long tasks over 50 ms: ${record.longTasks.length}${record.longTasks.length ? ` (longest ${Math.max(...record.longTasks)} ms)` : ''} (goal: none)`,
  );
} finally {
  await browser.close();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
