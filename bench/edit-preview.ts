// bench/edit-preview: the editor's live preview in Chromium (playwright-core) while a slider is
// dragged, on a 12-megapixel photo (4000x3000, photo-like) uploaded over HTTP and processed by the
// real worker. Opens the photo in the library's viewer, opens the editor on Adjust, then drags the
// Exposure slider back and forth with the mouse (one move every ~8 ms for `--moves` moves) while the
// page records requestAnimationFrame deltas: each frame that follows a move re-renders the editor
// and redraws the recipe on the screen-sized proxy. Prints the renderer (webgl or 2d), the canvas's
// size at rest and while dragging (a draft resolution), and the frame times (goal: p95 under 20 ms).
// Usage: npm run bench:edit-preview [-- --moves 400]
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { ensureBuiltWebApp } from './support/frame-player.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { authHeaders, BENCH_PERSON, createMember, signIn } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({ options: { moves: { type: 'string', default: '400' } } });
const moves = Number(args.moves);
const WIDTH = 4000;
const HEIGHT = 3000;

ensureBuiltWebApp();

// In-page code is kept as text: tsx names the functions it compiles (`__name(...)`), a helper the
// page does not have, so functions handed to the browser would throw there.
const START_RECORDING = `(() => {
  const record = { deltas: [], longTasks: 0, longTaskMs: 0, isRunning: true };
  window.__kinframeFrames = record;
  record.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { record.longTasks += 1; record.longTaskMs += entry.duration; }
  });
  record.observer.observe({ type: 'longtask' });
  let last;
  const tick = (now) => {
    if (last !== undefined) record.deltas.push(now - last);
    last = now;
    if (record.isRunning) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const STOP_RECORDING = `(() => {
  const record = window.__kinframeFrames;
  record.isRunning = false;
  record.observer.disconnect();
  return { deltas: record.deltas, longTasks: record.longTasks, longTaskMs: record.longTaskMs };
})()`;

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-edit-preview-'));
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  createMember(app.env);
  const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
  const file = join(scratch, 'twelve-megapixels.jpg');
  await makePhotoLikeJpeg(file, WIDTH, HEIGHT, 7);
  const form = new FormData();
  form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), 'twelve-megapixels.jpg');
  const uploaded = await fetch(`${app.url}/api/v3/library/uploads`, {
    method: 'POST',
    body: form,
    headers: authHeaders(cookie),
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${app.url}/api/v3/library/items?limit=5`, { headers: { cookie } });
    const { items } = (await response.json()) as { items: { status: string }[] };
    if (items[0]?.status === 'ready') break;
    if (attempt > 1200) throw new Error('the photo was not ready within 2 minutes');
    await sleep(100);
  }

  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1366, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: app.url };
    }),
  );
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ policy: 'default', choice: 'essential' })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/family/library');
  await page.getByRole('region', { name: 'Photos and videos' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /^Editing / });
  const preview = editor.locator('canvas[data-edit-preview]');
  await page.waitForFunction(() =>
    document.querySelector('canvas[data-edit-preview]')?.getAttribute('data-edit-preview'),
  );
  await editor.getByRole('button', { name: 'Adjust' }).click();
  const slider = editor.getByRole('slider', { name: 'Exposure' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('the Exposure slider has no box');
  const renderer = await preview.getAttribute('data-edit-preview');
  const canvasSize = () => preview.evaluate((element: HTMLCanvasElement) => `${element.width}x${element.height}`);
  const canvas = await canvasSize();
  let draftCanvas = '';
  await sleep(1000);

  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.evaluate(START_RECORDING);
  const started = performance.now();
  for (let move = 0; move < moves; move += 1) {
    // Back and forth over the whole track, as a person looking for the right exposure does.
    const phase = (move % 100) / 100;
    const along = phase < 0.5 ? phase * 2 : 2 - phase * 2;
    await page.mouse.move(box.x + 4 + along * (box.width - 8), y);
    await sleep(8);
    if (move === Math.floor(moves / 2)) draftCanvas = await canvasSize();
  }
  const seconds = (performance.now() - started) / 1000;
  const frames = (await page.evaluate(STOP_RECORDING)) as { deltas: number[]; longTasks: number; longTaskMs: number };
  await page.mouse.up();
  const exposure = await slider.inputValue();

  const d = frames.deltas;
  console.log(
    `photo ${WIDTH}x${HEIGHT} (12 MP JPEG); Chromium headless (software rendering), viewport 1366x900; preview renderer ${renderer}, canvas ${canvas} at rest, ${draftCanvas} while dragging`,
  );
  console.log(
    `dragging Exposure: ${moves} mouse moves in ${fixed(seconds, 1)} s (slider ended at ${exposure}); ${d.length} frames`,
  );
  console.log(
    `frame time p50 ${fixed(percentile(d, 50))} ms   p95 ${fixed(percentile(d, 95))} ms   max ${fixed(Math.max(...d))} ms   frames over 20 ms: ${d.filter((x) => x > 20).length}   long tasks: ${frames.longTasks} (${fixed(frames.longTaskMs, 0)} ms)`,
  );
} finally {
  await browser.close();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
