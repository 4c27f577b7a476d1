// bench/editor-open: how long the photo editor takes to open, in Chromium (playwright-core) on the
// built web app, for a 12-megapixel photo (4000x3000, photo-like) uploaded over HTTP and processed by
// the real worker, unedited and then edited (an edited photo's editor starts from the original's
// pixels, not from the viewer's rendition). Opens the photo in the library's viewer, waits for its
// picture, then clicks Edit `--opens` times (Cancel in between). The page records, from the click
// (performance.now() in a capture listener) on every animation frame: the editor on screen, the
// first picture painted in it (the viewer's rendition, or the live preview's canvas once drawn), the
// live preview (its WebGL or 2D canvas drawn) and the Adjust tab's sliders. Prints each open's
// figures, the first open's and the median of the rest (the first one compiles the shaders).
// Usage: npm run bench:editor-open [-- --opens 5]
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PHOTO_EDIT_ORIGINAL } from '@kinframe/contract';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { ensureBuiltWebApp } from './support/frame-player.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { authHeaders, BENCH_PERSON, createMember, signIn } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({ options: { opens: { type: 'string', default: '5' } } });
const opens = Number(args.opens);
const WIDTH = 4000;
const HEIGHT = 3000;

ensureBuiltWebApp();

// In-page code is kept as text: tsx names the functions it compiles (`__name(...)`), a helper the
// page does not have, so functions handed to the browser would throw there.
const START_RECORDING = `(() => {
  const record = { clicked: null, editor: null, picture: null, live: null, adjust: null };
  window.__kinframeOpen = record;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && (button.getAttribute('aria-label') || button.textContent).trim() === 'Edit' && record.clicked === null) record.clicked = performance.now();
  }, { capture: true });
  const drawn = (canvas) => canvas && /webgl|2d/.test(canvas.getAttribute('data-edit-preview') || '') && canvas.width > 1;
  const tick = () => {
    const editor = document.querySelector('[data-item-editor]');
    if (record.clicked !== null && editor) {
      const since = performance.now() - record.clicked;
      const canvas = editor.querySelector('canvas[data-edit-preview]');
      const image = editor.querySelector('img[data-editor-picture]');
      if (record.editor === null) record.editor = since;
      if (record.picture === null && ((image && image.complete && image.naturalWidth > 0) || drawn(canvas))) record.picture = since;
      if (record.live === null && drawn(canvas) && !image) record.live = since;
      if (record.adjust === null && editor.querySelector('#editor-adjust-exposure')) record.adjust = since;
    }
    if (record.live === null || record.adjust === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface OpenFigures {
  editor: number;
  picture: number;
  live: number;
  adjust: number;
  /** The editor's own performance marks (`kinframe:editor:*`), ms from the click. */
  steps?: string;
}

const READ_STEPS = `(() => {
  const record = window.__kinframeOpen;
  const steps = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith('kinframe:editor:') && mark.startTime >= record.clicked)
    .map((mark) => mark.name.slice('kinframe:editor:'.length) + ' ' + Math.round(mark.startTime - record.clicked));
  performance.clearMarks();
  return steps.join(', ');
})()`;

/** Waits until the item named `name` is ready, its edit (if any) applied; its id. */
async function settledItem(appUrl: string, cookie: string, name: string): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${appUrl}/api/v3/library/items?limit=5`, { headers: { cookie } });
    const { items } = (await response.json()) as {
      items: { id: number; name: string; status: string; editPending: boolean }[];
    };
    const item = items.find((one) => one.name === name);
    if (item?.status === 'ready' && !item.editPending) return item.id;
    if (attempt > 1200) throw new Error(`${name} was not ready within 2 minutes`);
    await sleep(100);
  }
}

async function upload(appUrl: string, cookie: string, file: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), name);
  const answer = await fetch(`${appUrl}/api/v3/library/uploads`, {
    method: 'POST',
    body: form,
    headers: authHeaders(cookie),
  });
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
  return settledItem(appUrl, cookie, name);
}

/** Opens the editor from the viewer `opens` times; the figures of each open, in ms from the click. */
async function measureOpens(page: Page, name: string): Promise<OpenFigures[]> {
  await page.goto('/family/library');
  await page
    .getByRole('region', { name: 'Photos and videos' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const viewer = page.getByRole('dialog', { name });
  // The viewer's picture on screen, as a person sees it before reaching for Edit.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role="dialog"] img')).some(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    ),
  );
  const figures: OpenFigures[] = [];
  for (let open = 0; open < opens; open += 1) {
    await sleep(500);
    await page.evaluate(START_RECORDING);
    await viewer.getByRole('button', { name: 'Edit', exact: true }).click();
    const record = () =>
      page.evaluate(
        () => (window as unknown as { __kinframeOpen: OpenFigures }).__kinframeOpen,
      ) as Promise<OpenFigures>;
    await page.waitForFunction(
      () => (window as unknown as { __kinframeOpen: OpenFigures }).__kinframeOpen.live !== null,
      undefined,
      { timeout: 60_000 },
    );
    // An editor that opens on another tool: its Adjust sliders count from the click on Edit, a tap on Adjust later.
    if ((await record()).adjust === null) {
      await page
        .getByRole('dialog', { name: /^Editing / })
        .getByRole('button', { name: 'Adjust' })
        .click();
      await page.waitForFunction(
        () => (window as unknown as { __kinframeOpen: OpenFigures }).__kinframeOpen.adjust !== null,
      );
    }
    figures.push({ ...(await record()), steps: (await page.evaluate(READ_STEPS)) as string });
    await page
      .getByRole('dialog', { name: /^Editing / })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await viewer.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  }
  return figures;
}

function report(label: string, figures: OpenFigures[]) {
  const line = (figure: OpenFigures) =>
    `editor ${fixed(figure.editor, 0)} ms, first picture ${fixed(figure.picture, 0)} ms, live preview ${fixed(figure.live, 0)} ms, Adjust sliders ${fixed(figure.adjust, 0)} ms${figure.steps ? ` (steps: ${figure.steps})` : ''}`;
  for (const [index, figure] of figures.entries()) console.log(`  ${label} open ${index + 1}: ${line(figure)}`);
  const rest = figures.slice(1);
  const median = (key: 'editor' | 'picture' | 'live' | 'adjust') =>
    fixed(
      percentile(
        rest.map((figure) => figure[key]),
        50,
      ),
      0,
    );
  console.log(
    `${label}: first open: first picture ${fixed(figures[0]?.picture ?? Number.NaN, 0)} ms, live preview ${fixed(figures[0]?.live ?? Number.NaN, 0)} ms; later opens (median of ${rest.length}): editor ${median('editor')} ms, **first picture ${median('picture')} ms**, live preview ${median('live')} ms, Adjust sliders ${median('adjust')} ms`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-editor-open-'));
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  createMember(app.env);
  const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
  // Two pictures of their own: the library refuses the same file twice.
  const files = [join(scratch, 'unedited.jpg'), join(scratch, 'edited.jpg')] as const;
  await makePhotoLikeJpeg(files[0], WIDTH, HEIGHT, 7);
  await makePhotoLikeJpeg(files[1], WIDTH, HEIGHT, 8);
  await upload(app.url, cookie, files[0], 'unedited.jpg');
  const editedId = await upload(app.url, cookie, files[1], 'edited.jpg');
  const edited = await fetch(`${app.url}/api/v3/library/items/${editedId}/edit`, {
    method: 'PUT',
    headers: { ...authHeaders(cookie), 'content-type': 'application/json' },
    body: JSON.stringify({ ...PHOTO_EDIT_ORIGINAL, adjust: { ...PHOTO_EDIT_ORIGINAL.adjust, exposure: 20 } }),
  });
  if (!edited.ok) throw new Error(`edit: ${edited.status} ${await edited.text()}`);
  await settledItem(app.url, cookie, 'edited.jpg');

  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
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
  console.log(`photo ${WIDTH}x${HEIGHT} (12 MP JPEG); Chromium headless (software rendering), viewport 1440x900`);
  report('unedited', await measureOpens(page, 'unedited.jpg'));
  report('edited', await measureOpens(page, 'edited.jpg'));
} finally {
  await browser.close();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
