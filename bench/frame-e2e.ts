// bench/frame-e2e: from a phone's upload to the photo on the frame. The built web app's `/frame` runs
// in Chromium (1280x800), paired to a member's account. Then, one after the other, `--photos`
// photo-like 12-megapixel JPEGs (4000x3000, each its own) are uploaded over HTTP and sent to the
// frame ("Show on a frame", the one before taken off, so the new photo is the frame's only item and
// shows the moment the frame has it). Per photo: the time from sending the upload request to the
// photo painted on the player (its picture in the page and decoded), split into the rendition time
// (until the library says the item is ready: upload, thumbnails and previews by the worker) and
// the push time (from ready to painted: the frame told over its event stream, its playlist fetched,
// the picture downloaded and decoded). Goal: p95 under 5 s, most of it rendering.
// Usage: npm run bench:frame-e2e [-- --photos 20]
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { expectJson, signedIn } from './support/frame-fleet.ts';
import { ensureBuiltWebApp, openPairedPlayer, paintedItem } from './support/frame-player.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { BENCH_PERSON, createMember } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({ options: { photos: { type: 'string', default: '20' } } });
const photos = Number(args.photos);
const STATUS_POLL_MS = 25;

ensureBuiltWebApp();
const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-frame-e2e-'));
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  createMember(app.env);
  const owner = await signedIn(app.url, BENCH_PERSON, '127.0.0.1');
  const files: string[] = [];
  for (let n = 0; n < photos; n += 1) {
    const file = join(scratch, `phone-${n + 1}.jpg`);
    await makePhotoLikeJpeg(file, 4000, 3000, 900 + n);
    files.push(file);
  }
  const { page, frameId } = await openPairedPlayer(browser, app.url, owner, { viewport: { width: 1280, height: 800 } });

  const rows: { total: number; rendition: number; push: number }[] = [];
  for (const file of files) {
    const started = performance.now();
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), basename(file));
    const response = await fetch(`${app.url}/api/v3/library/uploads`, {
      method: 'POST',
      body: form,
      headers: owner.headers,
    });
    const { item } = await expectJson<{ item: { id: number } }>(response, 'upload', 201);
    await expectJson(await owner.send('DELETE', `/api/v3/frames/${frameId}/items`), 'take off');
    await expectJson(await owner.send('POST', `/api/v3/frames/${frameId}/items`, { itemIds: [item.id] }), 'send');
    const painted = paintedItem(page, item.id).then(() => performance.now());
    let ready = 0;
    while (!ready) {
      const status = await expectJson<{ status: string }>(await owner.get(`/api/v3/library/items/${item.id}`), 'item');
      if (status.status === 'failed') throw new Error(`photo ${item.id} failed to process`);
      if (status.status === 'ready') ready = performance.now();
      else await sleep(STATUS_POLL_MS);
    }
    const paintedAt = await painted;
    rows.push({ total: paintedAt - started, rendition: ready - started, push: paintedAt - ready });
  }

  const line = (label: string, values: number[]) =>
    `${label.padEnd(30)} p50 ${fixed(percentile(values, 50) / 1000, 2)} s   p95 ${fixed(percentile(values, 95) / 1000, 2)} s   max ${fixed(Math.max(...values) / 1000, 2)} s`;
  console.log(
    `${photos} photos of 4000x3000 (12 MP JPEG), uploaded one after the other; the player in headless Chromium at 1280x800`,
  );
  console.log(
    line(
      'upload to painted on the frame',
      rows.map((row) => row.total),
    ),
  );
  console.log(
    line(
      '  rendition (upload to ready)',
      rows.map((row) => row.rendition),
    ),
  );
  console.log(
    line(
      '  push (ready to painted)',
      rows.map((row) => row.push),
    ),
  );
  const share = rows.reduce((sum, row) => sum + row.rendition, 0) / rows.reduce((sum, row) => sum + row.total, 0);
  console.log(`rendering is ${fixed(share * 100, 0)} % of the time (status polled every ${STATUS_POLL_MS} ms)`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
