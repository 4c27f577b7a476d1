// bench/grid: the library grid of the built web app in Chromium (playwright-core), on a library of
// 100,000 photos: 8 uploaded over HTTP and made into renditions by the real worker, the rest
// written straight into the database (bench/support/seed-library.ts), each seeded row pointing at
// the renditions of one of the 8 (shared storage keys: every thumbnail is a real WebP served by
// the server, and the browser's cache serves the repeats). Signs in through the UI, opens
// /family/library, and measures the time from navigation start to the first painted grid tile and
// to the first painted thumbnail, then scrolls the window by a fixed step every animation frame for
// ~10 s while recording requestAnimationFrame deltas in the page. JS heap (after a forced GC) and
// DOM nodes before and after.
// Usage: npm run bench:grid [-- --count 100000 --frames 600 --step 120 --layout square|ratio]
// `--layout ratio` measures the justified grid (rows of photos at their own ratios), whose summary
// carries every item's shape.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { ensureBuiltWebApp } from './support/frame-player.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { openDatabase, ownerIdOf, type RenditionTemplate, seedLibrary } from './support/seed-library.ts';
import { authHeaders, BENCH_PERSON, createMember, signIn } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    frames: { type: 'string', default: '600' },
    step: { type: 'string', default: '120' },
    layout: { type: 'string', default: 'square' },
  },
});
const layout = args.layout === 'ratio' ? 'ratio' : 'square';
const count = Number(args.count);
const frames = Number(args.frames);
const step = Number(args.step);
const REAL_PHOTOS = 8;
const GRID = 'section[aria-label="Photos and videos"]';

ensureBuiltWebApp();

interface Marks {
  firstTile?: number;
  firstImage?: number;
}

// In-page code is kept as text: tsx names the functions it compiles (`__name(...)`), a helper the
// page does not have, so functions handed to the browser would throw there.

/**
 * In every document: from navigation start, look each frame for the grid's first tile and first
 * loaded thumbnail; the time kept is the next frame's, when the one that had it has been painted.
 */
const RECORD_FIRST_PAINTS = `(() => {
  const grid = ${JSON.stringify(GRID)};
  const marks = {};
  window.__kinframeMarks = marks;
  const check = () => {
    const section = location.pathname.startsWith('/family/library') ? document.querySelector(grid) : null;
    if (section && marks.firstTile === undefined && section.querySelector('button')) {
      requestAnimationFrame(() => { marks.firstTile ??= performance.now(); });
    }
    const image = section ? section.querySelector('img') : null;
    if (image && image.complete && image.naturalWidth > 0 && marks.firstImage === undefined) {
      requestAnimationFrame(() => { marks.firstImage ??= performance.now(); });
      return;
    }
    if (performance.now() < 120000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Scrolls the window `step` px every frame for `frames` frames, recording the frame deltas. */
const SCROLL = (frames: number, step: number) => `new Promise((resolve) => {
  const deltas = [];
  const domSamples = [];
  let longTasks = 0;
  let longTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { longTasks += 1; longTaskMs += entry.duration; }
  });
  observer.observe({ type: 'longtask' });
  let last;
  let frame = 0;
  const finish = () => {
    observer.disconnect();
    resolve({ deltas, domSamples, scrollY: window.scrollY, longTasks, longTaskMs });
  };
  // Bounded twice: by the number of frames and by a minute of wall time.
  const guard = setTimeout(finish, 60000);
  const tick = (now) => {
    if (last !== undefined) deltas.push(now - last);
    last = now;
    if (frame % 60 === 0) domSamples.push(document.getElementsByTagName('*').length);
    window.scrollBy(0, ${step});
    frame += 1;
    if (frame <= ${frames}) requestAnimationFrame(tick);
    else { clearTimeout(guard); finish(); }
  };
  requestAnimationFrame(tick);
})`;

interface ScrollResult {
  deltas: number[];
  domSamples: number[];
  scrollY: number;
  longTasks: number;
  longTaskMs: number;
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-grid-'));
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  createMember(app.env);
  const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);

  // A few real photos through the real pipeline: their renditions are what the grid shows.
  const uploadedIds: number[] = [];
  for (let i = 0; i < REAL_PHOTOS; i += 1) {
    const file = join(scratch, `real-${i}.jpg`);
    await makePhotoLikeJpeg(file, 1600, 1200, 100 + i);
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), `real-${i}.jpg`);
    const response = await fetch(`${app.url}/api/v3/library/uploads`, {
      method: 'POST',
      body: form,
      headers: authHeaders(cookie),
    });
    const body = (await response.json()) as { item?: { id: number } };
    if (response.status !== 201 || !body.item) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
    uploadedIds.push(body.item.id);
  }
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${app.url}/api/v3/library/items?limit=50`, { headers: { cookie } });
    const { items } = (await response.json()) as { items: { status: string }[] };
    if (items.length === REAL_PHOTOS && items.every((item) => item.status === 'ready')) break;
    if (attempt > 600) throw new Error('the real photos were not ready within 60 s');
    await sleep(100);
  }

  const handle = await openDatabase({ databaseUrl: null, dataDir: app.env.DATA_DIR ?? '' });
  let seeded: Awaited<ReturnType<typeof seedLibrary>>;
  try {
    const rows = await handle.db.selectFrom('renditions').selectAll().where('item_id', 'in', uploadedIds).execute();
    const renditionSets = uploadedIds.map((id) =>
      rows.filter((row) => row.item_id === id).map(({ item_id: _, ...rest }): RenditionTemplate => rest),
    );
    const ownerId = await ownerIdOf(handle.db, BENCH_PERSON.email);
    seeded = await seedLibrary(handle.db, { ownerId, count: count - REAL_PHOTOS, renditionSets });
  } finally {
    await handle.close();
  }

  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ policy: 'default', choice: 'essential' })),
  );
  await context.addInitScript(RECORD_FIRST_PAINTS);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/login');
  await page
    .getByLabel('Email or username')
    .waitFor()
    .catch(async (error: unknown) => {
      console.error(`the login page did not show its form: ${(await page.innerText('body')).slice(0, 500)}`);
      throw error;
    });
  await page.getByLabel('Email or username').fill(BENCH_PERSON.username);
  await page.getByLabel('Password').fill(BENCH_PERSON.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((current) => current.pathname === '/family/home');

  // A full navigation: performance.now() counts from its start.
  await page.goto(layout === 'ratio' ? '/family/library?layout=ratio' : '/family/library');
  await page
    .waitForFunction(() => (window as unknown as { __kinframeMarks: Marks }).__kinframeMarks.firstImage !== undefined)
    .catch(async (error: unknown) => {
      const state = await page.evaluate(
        (grid) => ({
          url: location.href,
          marks: (window as unknown as { __kinframeMarks?: Marks }).__kinframeMarks,
          grid: document.querySelector(grid)?.outerHTML.slice(0, 1500),
          body: document.body.innerText.slice(0, 500),
        }),
        GRID,
      );
      console.error(JSON.stringify(state, null, 1));
      throw error;
    });
  const marks = await page.evaluate(() => ({
    ...(window as unknown as { __kinframeMarks: Marks }).__kinframeMarks,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.domContentLoadedEventEnd,
  }));
  await sleep(2000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const snapshot = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { heapMiB: metric('JSHeapUsedSize') / 1024 ** 2, nodes: metric('Nodes'), dom };
  };
  const before = await snapshot();

  const scroll = (await page.evaluate(SCROLL(frames, step))) as ScrollResult;
  await sleep(2000);
  const tiles = await page.evaluate((grid) => {
    const section = document.querySelector(grid);
    return {
      withItem: section?.querySelectorAll('button').length ?? 0,
      images: section?.querySelectorAll('img').length ?? 0,
    };
  }, GRID);
  const after = await snapshot();
  const rowHeight = await page.evaluate(
    (grid) => document.querySelector(`${grid} > div + div`)?.getBoundingClientRect().height ?? 0,
    GRID,
  );

  const d = scroll.deltas;
  console.log(
    `library: ${count} photos (${REAL_PHOTOS} uploaded and processed by the worker, ${seeded.items} seeded with their renditions' storage keys), dates over 10 years`,
  );
  console.log(
    `Chromium headless (software rendering), viewport 1366x900, ${layout === 'ratio' ? 'justified grid (by ratio)' : 'square grid'}, grouped by the default`,
  );
  console.log(
    `first contentful paint ${fixed(marks.firstContentfulPaint ?? Number.NaN, 0)} ms, first grid tile painted ${fixed(marks.firstTile ?? Number.NaN, 0)} ms, first thumbnail painted ${fixed(marks.firstImage ?? Number.NaN, 0)} ms (from navigation start)`,
  );
  console.log(
    `scroll: ${d.length} frames, ${step} px per frame, ${fixed(d.reduce((a, b) => a + b, 0) / 1000, 1)} s, to scrollY ${Math.round(scroll.scrollY)} px (about row ${rowHeight > 0 ? Math.round(scroll.scrollY / rowHeight) : '?'})`,
  );
  console.log(
    `frame time p50 ${fixed(percentile(d, 50))} ms   p95 ${fixed(percentile(d, 95))} ms   max ${fixed(Math.max(...d))} ms   frames over 20 ms: ${d.filter((x) => x > 20).length}   long tasks: ${scroll.longTasks} (${fixed(scroll.longTaskMs, 0)} ms)`,
  );
  console.log(
    `JS heap used after GC: before ${fixed(before.heapMiB)} MiB, after ${fixed(after.heapMiB)} MiB; DOM elements before ${before.dom}, after ${after.dom} (every 60 frames: ${scroll.domSamples.join(' ')})`,
  );
  console.log(`at the end: ${tiles.withItem} tiles with their item, ${tiles.images} thumbnails in the DOM`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
