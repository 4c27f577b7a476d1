import path from 'node:path';
import { type LibraryItem, type LibraryPage, type LibrarySummary, shapeRatio, UNKNOWN_SHAPE } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { deleteForGood, filesUnder, useLibraryFixtures } from './library-fixtures.ts';

const UPLOADS = '/api/v3/library/uploads';

/** Every file under a folder, recursively: what storage and the spool hold. */

async function upload(client: TestClient, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  return client.uploadFile(UPLOADS, { name, bytes }, fields);
}

/** Runs every queued job to the end, as the worker process would. */
async function processJobs(testApp: TestApp) {
  await testApp.context.queue.drain({ timeoutMs: 60_000 });
}

describe.each(testDatabases())('library on $name', (database) => {
  const testApp = useTestApp(database, { env: { MAX_PHOTO_UPLOAD_MB: '1' } });
  const files = useLibraryFixtures();
  let owner: TestClient;
  const mediaDir = () => path.join(testApp.context.config.dataDir, 'media');
  const spoolDir = () => path.join(testApp.context.config.dataDir, 'tmp');

  beforeAll(async () => {
    await testApp.context.queue.work(testApp.services.jobs, { concurrency: 2 });
    ({ client: owner } = await testApp.loggedInClient({ plan: 'plus' }));
  });

  describe('uploads', () => {
    it('takes a JPEG, answers it processing, and makes its renditions in the background', async () => {
      const response = await upload(owner, 'beach.jpg', files.jpeg, { lastModified: '1700000000000' });
      expect(response.statusCode).toBe(201);
      const { item } = response.json() as { item: LibraryItem };
      expect(item).toMatchObject({
        kind: 'photo',
        status: 'processing',
        name: 'beach.jpg',
        width: 640,
        height: 480,
        orientation: 'landscape',
        createdAt: new Date(1_700_000_000_000).toISOString(),
      });
      expect(item.urls.square).toBeNull();

      await processJobs(testApp);
      const ready = (await owner.get(`/api/v3/library/items/${item.id}`)).json() as LibraryItem;
      expect(ready.status).toBe('ready');
      for (const url of [ready.urls.square, ready.urls.ratio, ready.urls.preview]) {
        const media = await testApp.app.inject({ url: url ?? '' });
        expect(media.statusCode).toBe(200);
        expect(media.headers['content-type']).toBe('image/webp');
      }
      const original = await testApp.app.inject({ url: ready.urls.original });
      expect(original.rawPayload.equals(files.jpeg)).toBe(true);
    });

    it('reads the taken date and the upright size of a photo held sideways', async () => {
      const { item } = (await upload(owner, 'upright.jpg', files.portraitJpeg)).json() as { item: LibraryItem };
      expect(item).toMatchObject({ width: 400, height: 600, orientation: 'portrait' });
      expect(item.createdAt.startsWith('2023-07-14T18:30:05')).toBe(true);
    });

    it('converts a HEIC photo to JPEG on the way in', async () => {
      const response = await upload(owner, 'IMG_0001.HEIC', files.heic);
      expect(response.statusCode).toBe(201);
      const { item } = response.json() as { item: LibraryItem };
      const original = await testApp.app.inject({ url: item.urls.original });
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    });

    it('takes a PNG', async () => {
      expect((await upload(owner, 'drawing.png', files.png)).statusCode).toBe(201);
    });

    it("refuses the same bytes twice with the spec's text, naming the item that has them", async () => {
      const bytes = await files.uniqueJpeg(1);
      const first = await upload(owner, 'once.jpg', bytes);
      expect(first.statusCode).toBe(201);
      const again = await upload(owner, 'twice.jpg', bytes);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'file_already_uploaded',
        message: 'File already uploaded',
        params: { itemId: (first.json() as { item: LibraryItem }).item.id },
      });
    });

    it.each([
      [
        'a text file named .jpg',
        'notes.jpg',
        Buffer.from('just some words, not a picture at all'),
        'file_format_not_supported',
      ],
      ['an empty file', 'empty.jpg', Buffer.alloc(0), 'file_format_not_supported'],
      [
        'a GIF',
        'anim.jpg',
        Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'latin1'),
        'file_format_not_supported',
      ],
    ])('refuses %s and keeps nothing of it', async (_label, name, bytes, code) => {
      await processJobs(testApp);
      const storedBefore = filesUnder(mediaDir()).length;
      const response = await upload(owner, name, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code,
        message: 'File format not supported. Please upload only JPEG, HEIC or PNG files.',
      });
      expect(filesUnder(mediaDir()).length).toBe(storedBefore);
      expect(filesUnder(spoolDir())).toEqual([]);
    });

    it('refuses a truncated JPEG and a decompression bomb, keeping nothing', async () => {
      await processJobs(testApp);
      const storedBefore = filesUnder(mediaDir()).length;
      const truncated = await upload(owner, 'cut.jpg', files.truncatedJpeg);
      expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
      expect(truncated.json().code).toMatch(/upload_failed|file_format_not_supported/);
      const bomb = await upload(owner, 'bomb.png', files.bombPng);
      expect(bomb.json()).toMatchObject({ code: 'file_too_large', message: 'File size too large' });
      expect(filesUnder(mediaDir()).length).toBe(storedBefore);
      expect(filesUnder(spoolDir())).toEqual([]);
    });

    it('refuses a photo over the size limit', async () => {
      const response = await upload(owner, 'huge.jpg', Buffer.concat([files.jpeg, Buffer.alloc(1024 * 1024)]));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'file_too_large', message: 'File size too large' });
    });

    it('keeps the name as a name: folders stripped, non-Latin and long names kept readable', async () => {
      const sneaky = (await upload(owner, '../../etc/passwd.jpg', await files.uniqueJpeg(2))).json()
        .item as LibraryItem;
      expect(sneaky.name).toBe('passwd.jpg');
      const japanese = `${'夏休みの写真'.repeat(60)}.jpg`;
      const long = (await upload(owner, japanese, await files.uniqueJpeg(3))).json().item as LibraryItem;
      expect(long.name.length).toBeLessThanOrEqual(255);
      expect(long.name.startsWith('夏休みの写真')).toBe(true);
    });

    it('needs a signed-in user and the CSRF header', async () => {
      const stranger = testApp.client();
      expect((await upload(stranger, 'x.jpg', files.jpeg)).statusCode).toBe(401);
      const noCsrf = await owner.uploadFile(UPLOADS, { name: 'x.jpg', bytes: files.jpeg }, {}, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
    });
  });

  describe('the listing', () => {
    let lister: TestClient;
    const days = ['2024-03-01', '2024-03-01', '2024-02-10', '2023-12-25', '2023-12-24'];

    beforeAll(async () => {
      ({ client: lister } = await testApp.loggedInClient({ plan: 'plus' }));
      for (const [index, day] of days.entries()) {
        const lastModified = String(new Date(`${day}T12:00:0${index}Z`).getTime());
        await upload(lister, `photo-${index}.jpg`, await files.uniqueJpeg(100 + index), { lastModified });
      }
      await upload(lister, 'square.png', files.png, { lastModified: String(Date.parse('2022-01-01T00:00:00Z')) });
      await processJobs(testApp);
    });

    async function walk(query: string, limit: number): Promise<LibraryItem[]> {
      const seen: LibraryItem[] = [];
      let cursor: string | null = null;
      do {
        const page: LibraryPage = (
          await lister.get(`/api/v3/library/items?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    }

    it('walks every item once, newest first, page by page', async () => {
      const all = await walk('', 2);
      expect(all.map((item) => item.name)).toEqual([
        'photo-1.jpg',
        'photo-0.jpg',
        'photo-2.jpg',
        'photo-3.jpg',
        'photo-4.jpg',
        'square.png',
      ]);
    });

    it('filters by ratio and by favourites, and sorts by upload time', async () => {
      expect((await walk('&ratio=square', 10)).map((item) => item.name)).toEqual(['square.png']);
      expect((await walk('&ratio=portrait', 10)).length).toBe(0);
      expect((await walk('&type=videos', 10)).length).toBe(0);
      const uploadedOrder = (await walk('&sort=uploaded', 10)).map((item) => item.name);
      expect(uploadedOrder[0]).toBe('square.png');

      const [first] = await walk('', 10);
      await lister.patchJson(`/api/v3/library/items/${first?.id}`, { isFavourite: true });
      expect((await walk('&favourites=true', 10)).map((item) => item.id)).toEqual([first?.id]);
    });

    it('counts items per day for the grid to lay out its groups', async () => {
      const summary = (await lister.get('/api/v3/library/summary')).json();
      expect(summary).toEqual({
        total: 6,
        days: [
          { date: '2024-03-01', count: 2 },
          { date: '2024-02-10', count: 1 },
          { date: '2023-12-25', count: 1 },
          { date: '2023-12-24', count: 1 },
          { date: '2022-01-01', count: 1 },
        ],
      });
    });

    it('jumps to a day in one request: its newest item first, else the newest before it', async () => {
      const from = async (day: string) =>
        ((await lister.get(`/api/v3/library/items?limit=2&from=${day}`)).json() as LibraryPage).items.map(
          (item) => item.name,
        );
      expect(await from('2023-12-25')).toEqual(['photo-3.jpg', 'photo-4.jpg']);
      expect(await from('2023-12-31')).toEqual(['photo-3.jpg', 'photo-4.jpg']);
      expect(await from('2021-06-01')).toEqual([]);
      const bad = await lister.get('/api/v3/library/items?from=2023-12');
      expect(bad.statusCode).toBe(400);
    });

    it("marks several items favourite in one call, and only the asker's own", async () => {
      const [a, b] = await walk('', 2);
      const { client: stranger } = await testApp.loggedInClient({ plan: 'plus' });
      const refused = await stranger.postJson('/api/v3/library/items/favourite', {
        itemIds: [a?.id],
        isFavourite: true,
      });
      expect(refused.json()).toEqual({ updated: 0 });
      const marked = await lister.postJson('/api/v3/library/items/favourite', {
        itemIds: [a?.id, b?.id, 0, -1],
        isFavourite: true,
      });
      expect(marked.json()).toEqual({ updated: 2 });
      expect((await walk('&favourites=true', 10)).map((item) => item.id).sort()).toEqual([a?.id, b?.id].sort());
      await lister.postJson('/api/v3/library/items/favourite', { itemIds: [a?.id, b?.id], isFavourite: false });
      expect(await walk('&favourites=true', 10)).toEqual([]);
      for (const body of [
        { itemIds: [], isFavourite: true },
        { itemIds: [a?.id] },
        { itemIds: 'all', isFavourite: true },
      ]) {
        expect((await lister.postJson('/api/v3/library/items/favourite', body)).statusCode).toBe(400);
      }
    });

    it("adds each day's shapes for the grid of photos at their ratio, one per item in order", async () => {
      const summary = (await lister.get('/api/v3/library/summary?shapes=true')).json() as LibrarySummary;
      expect(summary.total).toBe(6);
      for (const day of summary.days) expect(day.shapes).toHaveLength(day.count);
      const items = await walk('', 10);
      const shapes = summary.days.map((day) => day.shapes).join('');
      items.forEach((item, index) => {
        const ratio = item.width && item.height ? item.width / item.height : UNKNOWN_SHAPE;
        expect(Math.abs(shapeRatio(shapes.charAt(index)) / ratio - 1)).toBeLessThan(0.05);
      });
    });

    it('refuses a cursor it never handed out, on the cursor field', async () => {
      const response = await lister.get('/api/v3/library/items?cursor=bm90LWEtY3Vyc29y');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ id: 'cursor' }] });
    });

    it('keeps captions within 160 characters', async () => {
      const [first] = await walk('', 1);
      const ok = await lister.patchJson(`/api/v3/library/items/${first?.id}`, { caption: 'Grandma at the sea' });
      expect(ok.json().caption).toBe('Grandma at the sea');
      const tooLong = await lister.patchJson(`/api/v3/library/items/${first?.id}`, { caption: 'x'.repeat(161) });
      expect(tooLong.statusCode).toBe(400);
    });

    it('tags items, filters by tag, and refuses a name twice', async () => {
      const tag = (await lister.postJson('/api/v3/library/tags', { name: 'Holidays' })).json();
      const [a, b] = await walk('', 2);
      const tagged = await lister.postJson(`/api/v3/library/tags/${tag.id}/items`, { itemIds: [a?.id, b?.id] });
      expect(tagged.json()).toMatchObject({ name: 'Holidays', itemCount: 2 });
      expect((await walk(`&tag=${tag.id}`, 10)).map((item) => item.id).sort()).toEqual([a?.id, b?.id].sort());
      const other = (await lister.postJson('/api/v3/library/tags', { name: 'Garden' })).json();
      const clash = await lister.patchJson(`/api/v3/library/tags/${other.id}`, { name: 'Holidays' });
      expect(clash.json()).toMatchObject({ code: 'tag_name_taken' });
      await lister.postJson(`/api/v3/library/tags/${tag.id}/items/remove`, { itemIds: [a?.id] });
      expect((await lister.get('/api/v3/library/tags')).json().tags).toContainEqual({
        id: tag.id,
        name: 'Holidays',
        itemCount: 1,
      });
    });
  });

  describe("another person's items", () => {
    it('answer 404 to every call, whatever the id', async () => {
      const { item } = (await upload(owner, 'mine.jpg', await files.uniqueJpeg(7))).json() as { item: LibraryItem };
      const { client: stranger } = await testApp.loggedInClient({ plan: 'plus' });
      expect((await stranger.get(`/api/v3/library/items/${item.id}`)).statusCode).toBe(404);
      expect((await stranger.patchJson(`/api/v3/library/items/${item.id}`, { caption: 'mine now' })).statusCode).toBe(
        404,
      );
      const tag = (await stranger.postJson('/api/v3/library/tags', { name: 'Stolen' })).json();
      expect((await stranger.postJson(`/api/v3/library/tags/${tag.id}/items`, { itemIds: [item.id] })).statusCode).toBe(
        404,
      );
      expect((await stranger.postJson('/api/v3/library/downloads', { itemIds: [item.id] })).statusCode).toBe(404);
      for (const [url, body] of [
        ['/api/v3/library/items/delete', { itemIds: [item.id] }],
        ['/api/v3/library/trash/restore', { ids: [item.id] }],
        ['/api/v3/library/trash/delete', { ids: [item.id] }],
      ] as const) {
        expect((await stranger.postJson(url, body)).statusCode, url).toBe(404);
      }
      expect((await owner.get(`/api/v3/library/items/${item.id}`)).json().caption).toBe('');
      expect((await stranger.get('/api/v3/library/items')).json().items).toEqual([]);
    });
  });

  describe('deleting', () => {
    it('removes the files once nobody holds the bytes, and keeps them while someone does', async () => {
      const bytes = await files.uniqueJpeg(42);
      const { client: other } = await testApp.loggedInClient({ plan: 'plus' });
      const mine = (await upload(owner, 'shared.jpg', bytes)).json().item as LibraryItem;
      const theirs = (await upload(other, 'shared-too.jpg', bytes)).json().item as LibraryItem;
      await processJobs(testApp);
      const readyMine = (await owner.get(`/api/v3/library/items/${mine.id}`)).json() as LibraryItem;

      await deleteForGood(owner, [mine.id]);
      expect((await owner.get(`/api/v3/library/items/${mine.id}`)).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: readyMine.urls.original })).statusCode).toBe(200);

      await deleteForGood(other, [theirs.id]);
      expect((await testApp.app.inject({ url: readyMine.urls.original })).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: readyMine.urls.square ?? '' })).statusCode).toBe(404);
    });
  });

  describe('downloads', () => {
    it('prepares a zip of the chosen items, mails its link, and serves it to the owner only', async () => {
      const a = (await upload(owner, 'zip-a.jpg', await files.uniqueJpeg(50))).json().item as LibraryItem;
      const b = (await upload(owner, 'zip-b.jpg', await files.uniqueJpeg(51))).json().item as LibraryItem;
      const requested = (await owner.postJson('/api/v3/library/downloads', { itemIds: [a.id, b.id] })).json();
      expect(requested).toMatchObject({ status: 'preparing', itemCount: 2, url: null });

      await processJobs(testApp);
      const ready = (await owner.get(`/api/v3/library/downloads/${requested.id}`)).json();
      expect(ready.status).toBe('ready');
      const zip = await testApp.app.inject({ url: ready.url });
      expect(zip.statusCode).toBe(200);
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(zip.rawPayload.includes(Buffer.from('zip-a.jpg'))).toBe(true);

      const mails = await testApp.services.mail.listMailbox(5);
      const mail = mails.find((m) => m.subject === 'Your Kinframe download is ready');
      expect(mail?.text).toContain(`/api/v3/library/downloads/${requested.id}/file`);
      const viaLink = await owner.get(`/api/v3/library/downloads/${requested.id}/file`);
      expect(viaLink.statusCode).toBe(303);
      const { client: stranger } = await testApp.loggedInClient({ plan: 'plus' });
      expect((await stranger.get(`/api/v3/library/downloads/${requested.id}/file`)).statusCode).toBe(404);
    });

    /** The zip files in storage right now. */
    const zipsStored = () =>
      filesUnder(path.join(testApp.context.config.dataDir, 'media')).filter((f) => f.endsWith('.zip'));

    it('removes a zip, link and file, once DOWNLOAD_TTL_HOURS (72) have passed', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const item = (await upload(client, 'ttl.jpg', await files.uniqueJpeg(60))).json().item as LibraryItem;
      const requested = (await client.postJson('/api/v3/library/downloads', { itemIds: [item.id] })).json();
      await processJobs(testApp);
      const ready = (await client.get(`/api/v3/library/downloads/${requested.id}`)).json();
      expect(Date.parse(ready.expiresAt) - testApp.clock.now().getTime()).toBeGreaterThan(71 * 3_600_000);
      const zipOf = (id: number) => zipsStored().filter((file) => file.includes(`downloads/${id}/`));
      expect(zipOf(requested.id)).toHaveLength(1);

      testApp.clock.advanceMinutes(72 * 60 + 1);
      await testApp.services.downloads.removeExpired();
      expect((await client.get(`/api/v3/library/downloads/${requested.id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/v3/library/downloads/${requested.id}/file`)).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: ready.url })).statusCode).toBeGreaterThanOrEqual(400);
      expect(zipOf(requested.id)).toHaveLength(0);
    });

    it('invalidates every zip that holds a photo its owner deletes', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const kept = (await upload(client, 'kept.jpg', await files.uniqueJpeg(61))).json().item as LibraryItem;
      const gone = (await upload(client, 'gone.jpg', await files.uniqueJpeg(62))).json().item as LibraryItem;
      const holding = (await client.postJson('/api/v3/library/downloads', { itemIds: [kept.id, gone.id] })).json();
      const other = (await client.postJson('/api/v3/library/downloads', { itemIds: [kept.id] })).json();
      await processJobs(testApp);
      const link = (await client.get(`/api/v3/library/downloads/${holding.id}`)).json().url as string;
      const zipsBefore = zipsStored().length;

      expect((await client.postJson('/api/v3/library/items/delete', { itemIds: [gone.id] })).statusCode).toBe(200);
      expect((await client.get(`/api/v3/library/downloads/${holding.id}/file`)).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: link })).statusCode).toBeGreaterThanOrEqual(400);
      expect(zipsStored()).toHaveLength(zipsBefore - 1);
      expect((await client.get(`/api/v3/library/downloads/${other.id}`)).json()).toMatchObject({ status: 'ready' });
    });

    it('keeps at most 5 downloads waiting per person', async () => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const item = (await upload(client, 'many.jpg', await files.uniqueJpeg(63))).json().item as LibraryItem;
      for (let n = 0; n < 5; n += 1) {
        expect((await client.postJson('/api/v3/library/downloads', { itemIds: [item.id] })).statusCode).toBe(200);
      }
      const refused = await client.postJson('/api/v3/library/downloads', { itemIds: [item.id] });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'downloads_limit', params: { max: 5 } });
      await processJobs(testApp);
    });
  });

  describe('video storage', () => {
    it('reports used of total with the percentage of the spec', async () => {
      const storage = (await owner.get('/api/v3/library/video-storage')).json();
      expect(storage).toEqual({ usedBytes: 0, totalBytes: 50 * 1024 ** 3, percentage: 0, isFull: false });
    });
  });
});
