import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ERRORS, type LibraryItem, type LibraryPage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import {
  deleteForGood,
  EMBEDDED_QUEUE,
  filesUnder,
  itemRowsOf,
  UPLOADS_URL,
  uploadFile,
  useLibraryFixtures,
} from './library-fixtures.ts';

/** Checks `condition` until it holds; fails with `what` rather than hanging. */
async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The folders uploads are spooled in while they arrive (DATA_DIR/tmp/upload-*). */
function uploadSpools(testApp: TestApp): string[] {
  try {
    return readdirSync(path.join(testApp.context.config.dataDir, 'tmp')).filter((name) => name.startsWith('upload-'));
  } catch {
    return [];
  }
}

/** Bytes written to the spool so far, over every upload under way. */
function spooledBytes(testApp: TestApp): number {
  const spool = path.join(testApp.context.config.dataDir, 'tmp');
  return uploadSpools(testApp)
    .map((folder) => path.join(spool, folder, 'upload'))
    .reduce((sum, file) => {
      try {
        return sum + statSync(file).size;
      } catch {
        return sum;
      }
    }, 0);
}

const processJobs = (testApp: TestApp) => testApp.context.queue.drain({ timeoutMs: 30_000 });

describe.each(testDatabases())('library bad input on $name', (database) => {
  describe('uploads and ids', () => {
    const testApp = useTestApp(database, { env: EMBEDDED_QUEUE });
    const files = useLibraryFixtures();
    const mediaDir = () => path.join(testApp.context.config.dataDir, 'media');
    const spoolDir = () => path.join(testApp.context.config.dataDir, 'tmp');
    let address: URL;

    beforeAll(async () => {
      await testApp.context.queue.work(testApp.services.jobs, { concurrency: 4 });
      address = new URL(await testApp.app.listen({ host: '127.0.0.1', port: 0 }));
    });

    it('keeps nothing of an upload cut off half way, and goes on answering', async () => {
      const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
      await processJobs(testApp);
      const originalsBefore = filesUnder(path.join(mediaDir(), 'originals')).length;

      // The browser announces 5 MB, sends the headers and half of a JPEG, then the connection drops.
      const boundary = '----kinframe-cut-off';
      const partHead =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut-off.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n';
      const half = files.jpeg.subarray(0, Math.floor(files.jpeg.length / 2));
      const head = [
        `POST ${UPLOADS_URL} HTTP/1.1`,
        `Host: ${address.host}`,
        `Cookie: ${[...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
        `X-CSRFToken: ${client.cookies.get('csrftoken')}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${5 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n');
      const socket = net.connect({ host: address.hostname, port: Number(address.port) });
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      socket.on('error', () => {});
      socket.write(head);
      socket.write(Buffer.concat([Buffer.from(partHead), half]));
      // The server is part way through: the upload is being spooled to disk.
      await waitFor('the upload to reach the spool', () => spooledBytes(testApp) > 0);
      socket.destroy();

      await waitFor('the server to give up on the upload', () => uploadSpools(testApp).length === 0);
      expect(await itemRowsOf(testApp, user.id)).toEqual([]);
      expect(filesUnder(spoolDir())).toEqual([]);
      expect(filesUnder(path.join(mediaDir(), 'originals')).length).toBe(originalsBefore);
      expect((await fetch(new URL('/api/health', address))).status).toBe(200);
      expect((await uploadFile(client, 'whole.jpg', files.jpeg)).statusCode).toBe(201);
    });

    it('takes lastModified only as milliseconds in decimal digits, in the form or the query', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      for (const value of ['', ' 12 ', '0x10', '1e3', '-5', '12.5', '99999999999999999']) {
        const inForm = await uploadFile(client, 'dated.jpg', files.jpeg, { lastModified: value });
        expect(inForm.statusCode, `form ${JSON.stringify(value)}: ${inForm.body}`).toBe(400);
        const inQuery = await client.uploadFile(`${UPLOADS_URL}?lastModified=${encodeURIComponent(value)}`, {
          name: 'dated.jpg',
          bytes: files.jpeg,
        });
        expect(inQuery.statusCode, `query ${JSON.stringify(value)}: ${inQuery.body}`).toBe(400);
      }
      expect((await uploadFile(client, 'dated.jpg', files.jpeg, { lastModified: '1700000000000' })).statusCode).toBe(
        201,
      );
    });

    it('refuses a NUL, another control character or half a surrogate pair in a caption, a tag or a frame’s name', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const uploaded = await uploadFile(client, 'captioned.jpg', files.jpeg);
      const { item } = uploaded.json() as { item: LibraryItem };
      for (const text of ['beach\u0000', 'bell\u0007', 'half \uD83D', '\uDE00 alone']) {
        const caption = await client.patchJson(`/api/v3/library/items/${item.id}`, { caption: text });
        expect(caption.statusCode, JSON.stringify(text)).toBe(400);
        expect((await client.postJson('/api/v3/library/tags', { name: text })).statusCode, JSON.stringify(text)).toBe(
          400,
        );
        expect((await client.postJson('/api/v3/albums', { name: text })).statusCode, JSON.stringify(text)).toBe(400);
      }
      // Lines, tabs and whole emoji are text.
      const fine = await client.patchJson(`/api/v3/library/items/${item.id}`, { caption: 'Beach\n\tday 😀' });
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it('takes a PNG named .jpg as the PNG its bytes say it is', async () => {
      const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
      const uploaded = await uploadFile(client, 'holiday.jpg', files.png);
      expect(uploaded.statusCode).toBe(201);
      const { item } = uploaded.json() as { item: LibraryItem };
      expect(item).toMatchObject({ kind: 'photo', name: 'holiday.jpg', width: 320, height: 320 });
      const [row] = await itemRowsOf(testApp, user.id);
      expect(row).toMatchObject({ mime_type: 'image/png' });
      expect(row?.original_key.endsWith('.png')).toBe(true);
      const original = await testApp.app.inject({ url: item.urls.original });
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.rawPayload.equals(files.png)).toBe(true);
    });

    it('takes a folder of 50 files, 8 at a time: every one a distinct item, and the server stays up', async () => {
      const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
      const photos = await Promise.all(Array.from({ length: 50 }, (_, index) => files.uniqueJpeg(1000 + index)));
      const answers = [];
      for (let start = 0; start < photos.length; start += 8) {
        const batch = photos.slice(start, start + 8);
        answers.push(
          ...(await Promise.all(
            batch.map((bytes, offset) =>
              uploadFile(client, `Summer 2024/day ${(start + offset) % 5}/IMG_${start + offset}.jpg`, bytes),
            ),
          )),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual(photos.map(() => 201));
      const items = answers.map((answer) => (answer.json() as { item: LibraryItem }).item);
      expect(new Set(items.map((item) => item.id)).size).toBe(50);
      expect(items.map((item) => item.name).sort()).toEqual(photos.map((_, index) => `IMG_${index}.jpg`).sort());
      expect((await itemRowsOf(testApp, user.id)).length).toBe(50);

      await processJobs(testApp);
      const page = (await client.get('/api/v3/library/items?limit=100')).json() as LibraryPage;
      expect(page.items.length).toBe(50);
      expect(page.items.every((item) => item.status === 'ready')).toBe(true);
      expect((await fetch(new URL('/api/health', address))).status).toBe(200);
    });

    it('takes at most 8 uploads of one person at once: the others are told to wait, none fails', async () => {
      const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
      const photos = await Promise.all(Array.from({ length: 20 }, (_, index) => files.uniqueJpeg(3000 + index)));
      const answers = await Promise.all(photos.map((bytes, index) => uploadFile(client, `burst-${index}.jpg`, bytes)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(8);
      const busy = answers.find((answer) => answer.statusCode === 429);
      if (busy) expect(busy.json()).toMatchObject({ code: 'uploads_busy', params: { max: 8 } });
      expect((await itemRowsOf(testApp, user.id)).length).toBe(statuses.filter((status) => status === 201).length);
      expect(uploadSpools(testApp)).toEqual([]);
    });

    it('answers forged item ids with 400 or 404, never a server error', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const { item } = (await uploadFile(client, 'real.jpg', await files.uniqueJpeg(7))).json() as {
        item: LibraryItem;
      };
      const tag = (await client.postJson('/api/v3/library/tags', { name: 'Forged' })).json() as { id: number };
      for (const id of ['0', '-1', 'abc', String(2 ** 53), String(2 ** 31), '1.5', '%00']) {
        const answers = [
          await client.get(`/api/v3/library/items/${id}`),
          await client.patchJson(`/api/v3/library/items/${id}`, { caption: 'forged' }),
          await client.get(`/api/v3/library/downloads/${id}`),
          await client.get(`/api/v3/library/downloads/${id}/file`),
          await client.patchJson(`/api/v3/library/tags/${id}`, { name: 'Renamed' }),
          await client.delete(`/api/v3/library/tags/${id}`),
        ];
        for (const answer of answers) {
          expect([400, 404], `${answer.statusCode} for id ${id}: ${answer.body}`).toContain(answer.statusCode);
          expect(answer.json()).toMatchObject({ success: false });
        }
      }
      for (const itemId of [0, -1, 2 ** 31, 2 ** 53]) {
        const answers = [
          await client.postJson('/api/v3/library/items/delete', { itemIds: [itemId] }),
          await client.postJson('/api/v3/library/trash/restore', { ids: [itemId] }),
          await client.postJson('/api/v3/library/trash/delete', { ids: [itemId] }),
          await client.postJson('/api/v3/library/downloads', { itemIds: [itemId] }),
          await client.postJson(`/api/v3/library/tags/${tag.id}/items`, { itemIds: [itemId, item.id] }),
          await client.postJson(`/api/v3/library/tags/${tag.id}/items/remove`, { itemIds: [itemId] }),
        ];
        for (const answer of answers) {
          expect([400, 404], `${answer.statusCode} for item id ${itemId}: ${answer.body}`).toContain(answer.statusCode);
        }
      }
      for (const itemIds of [['abc'], [1.5], []]) {
        const answer = await client.postJson('/api/v3/library/items/delete', { itemIds });
        expect(answer.statusCode).toBe(400);
      }
      // None of it touched the real item or the tag.
      expect((await client.get(`/api/v3/library/items/${item.id}`)).json()).toMatchObject({
        id: item.id,
        caption: '',
        tagIds: [],
      });
    });
  });

  describe('deleting while renditions are being made', () => {
    const testApp = useTestApp(database, { env: EMBEDDED_QUEUE });
    const files = useLibraryFixtures();

    it('answers every delete and leaves no file of the deleted items behind', async () => {
      await testApp.context.queue.work(testApp.services.jobs, { concurrency: 4 });
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      // Each delete lands at a different point of its item's job: before, during, or after its writes.
      for (let round = 0; round < 20; round += 1) {
        const { item } = (await uploadFile(client, `quick-${round}.jpg`, await files.uniqueJpeg(round))).json() as {
          item: LibraryItem;
        };
        await new Promise((resolve) => setTimeout(resolve, (round % 10) * 4));
        await deleteForGood(client, [item.id]);
      }
      await processJobs(testApp);
      expect(filesUnder(path.join(testApp.context.config.dataDir, 'media'))).toEqual([]);
      expect(filesUnder(path.join(testApp.context.config.dataDir, 'tmp'))).toEqual([]);
    });
  });

  // On the queue the database picks (pg-boss on PostgreSQL): the job is sent before the worker starts.
  describe('a rendition job that gives up', () => {
    const testApp = useTestApp(database);
    const files = useLibraryFixtures();
    let client: TestClient;

    beforeAll(async () => {
      ({ client } = await testApp.loggedInClient({ plan: 'plus' }));
    });

    it('leaves the item failed with its reason, shown in the listing, when the stored original is corrupt', async () => {
      // Uploaded while no worker runs, so the original can be spoiled before its job starts.
      const uploaded = await uploadFile(client, 'spoiled.jpg', files.jpeg);
      expect(uploaded.statusCode).toBe(201);
      const { item } = uploaded.json() as { item: LibraryItem };
      const hash = createHash('sha256').update(files.jpeg).digest('hex');
      const key = `originals/${hash.slice(0, 2)}/${hash}.jpg`;
      expect(await testApp.context.storage.stat(key)).not.toBeNull();
      await testApp.context.storage.put(key, Buffer.from('no longer a picture, only noise'.repeat(20)), {
        contentType: 'image/jpeg',
      });

      await testApp.context.queue.work(testApp.services.jobs, { concurrency: 1 });
      await processJobs(testApp);

      const failed = (await client.get(`/api/v3/library/items/${item.id}`)).json() as LibraryItem;
      expect(failed.status).toBe('failed');
      expect(Object.keys(ERRORS)).toContain(failed.failureCode);
      expect(failed.urls).toMatchObject({ square: null, ratio: null, preview: null });
      const page = (await client.get('/api/v3/library/items')).json() as LibraryPage;
      expect(page.items).toEqual([expect.objectContaining({ id: item.id, status: 'failed' })]);
      const leftovers = filesUnder(path.join(testApp.context.config.dataDir, 'tmp'));
      expect(leftovers).toEqual([]);
    });
  });
});
