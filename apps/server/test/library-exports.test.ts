import {
  type Album,
  type AlbumItemPage,
  type ExportSidecar,
  type LibraryExport,
  type LibraryItem,
  PHOTO_EDIT_ORIGINAL,
} from '@kinframe/contract';
import { memoryRangeSource } from '@kinframe/testkit/archives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openZip } from '../src/infra/archives/zip-reader.ts';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { importArchive, libraryOf, untilFinished } from './import-fixtures.ts';
import { useLibraryFixtures } from './library-fixtures.ts';

const EXPORTS = '/api/v3/library/exports';
const ITEMS = '/api/v3/library/items';
/** About 20 KB: a part holds a photo or two, so the test library comes in several parts. */
const PART_GB = String(20_000 / 1024 ** 3);

/** One part of an export, read back: each entry's bytes by path. */
async function readPart(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(memoryRangeSource(bytes));
  const entries = new Map<string, Buffer>();
  for (const entry of zip.entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openEntry(entry.path)) chunks.push(chunk as Buffer);
    entries.set(entry.path, Buffer.concat(chunks));
  }
  zip.close();
  return entries;
}

describe.each(testDatabases())('export everything on $name', (database) => {
  const t = useTestApp(database, { env: { EXPORT_PART_GB: PART_GB } });
  const files = useLibraryFixtures({ withVideos: true });
  const processJobs = () => t.context.queue.drain({ timeoutMs: 60_000 });
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await t.context.queue.stop();
  });

  async function upload(client: TestClient, name: string, bytes: Buffer): Promise<LibraryItem> {
    const response = await client.uploadFile('/api/v3/library/uploads', { name, bytes });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { item: LibraryItem }).item;
  }

  async function createAlbum(client: TestClient, name: string, itemIds: number[]): Promise<Album> {
    const album = (await client.postJson('/api/v3/albums', { name })).json() as Album;
    expect((await client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds })).statusCode).toBe(200);
    return album;
  }

  /** A library of every kind: two albums sharing a photo, an edited favourite with tags, a video, a trashed photo. */
  async function makeLibrary(client: TestClient) {
    const beach = await upload(client, 'beach.jpg', await files.uniqueJpeg(201));
    const cake = await upload(client, 'cake.jpg', await files.uniqueJpeg(202));
    const clip = await upload(client, 'clip.mp4', files.video);
    const gone = await upload(client, 'gone.jpg', await files.uniqueJpeg(203));
    await processJobs();
    await createAlbum(client, 'Trip', [beach.id]);
    await createAlbum(client, 'Best of', [beach.id]);
    await client.patchJson(`${ITEMS}/${cake.id}`, { caption: 'Birthday cake', isFavourite: true });
    const tag = (await client.postJson('/api/v3/library/tags', { name: 'family' })).json() as { id: number };
    await client.postJson(`/api/v3/library/tags/${tag.id}/items`, { itemIds: [cake.id] });
    const edited = await client.putJson(`${ITEMS}/${cake.id}/edit`, { ...PHOTO_EDIT_ORIGINAL, rotate: 90 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await client.postJson(`${ITEMS}/delete`, { itemIds: [gone.id] })).statusCode).toBe(200);
    await processJobs();
    return { beach, cake, clip, gone };
  }

  async function exportOf(client: TestClient): Promise<{ row: LibraryExport; parts: Buffer[] }> {
    const started = await client.postJson(EXPORTS, {});
    expect(started.statusCode, started.body).toBe(200);
    await processJobs();
    const row = (await client.get(`${EXPORTS}/${(started.json() as LibraryExport).id}`)).json() as LibraryExport;
    expect(row.status).toBe('ready');
    const parts = [];
    for (const part of row.parts) {
      const response = await t.app.inject({ url: part.url });
      expect(response.statusCode).toBe(200);
      parts.push(response.rawPayload);
    }
    return { row, parts };
  }

  it('exports the whole library in parts: albums as folders, the rest by year, edits and sidecars, no Trash', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const { cake } = await makeLibrary(client);
    const started = (await client.postJson(EXPORTS, {})).json() as LibraryExport;
    expect(started).toMatchObject({ status: 'preparing', itemsDone: 0, itemsTotal: 3, parts: [] });

    await processJobs();
    const ready = (await client.get(`${EXPORTS}/${started.id}`)).json() as LibraryExport;
    expect(ready).toMatchObject({ status: 'ready', itemsDone: 3, itemsTotal: 3 });
    expect(ready.parts.length).toBeGreaterThan(1);
    expect((await client.get(EXPORTS)).json()).toEqual({ export: ready });

    const parts = await Promise.all(
      ready.parts.map(async (part) => readPart((await t.app.inject({ url: part.url })).rawPayload)),
    );
    for (const [index, part] of ready.parts.entries()) {
      expect(part.name).toMatch(new RegExp(`^kinframe-export-\\d{4}-\\d{2}-\\d{2}-part-${index + 1}\\.zip$`));
      expect(part.sizeBytes).toBeLessThanOrEqual(20_000 + 40_000); // one video alone may pass the size
    }
    const paths = parts.flatMap((part) => [...part.keys()]).sort();
    const year = cake.createdAt.slice(0, 4);
    const clipYear = paths.find((entry) => entry.endsWith('clip.mp4'))?.split('/')[1];
    expect(paths).toEqual(
      [
        'Albums/Best of/beach.jpg',
        'Albums/Best of/beach.jpg.json',
        'Albums/Trip/beach.jpg',
        'Albums/Trip/beach.jpg.json',
        `Library/${year}/cake (edited).jpg`,
        `Library/${year}/cake.jpg`,
        `Library/${year}/cake.jpg.json`,
        `Library/${clipYear}/clip.mp4`,
        `Library/${clipYear}/clip.mp4.json`,
      ].sort(),
    );
    // Each file travels with its sidecar: a part read alone still knows what its photos were.
    for (const part of parts) {
      for (const entry of part.keys()) {
        if (!entry.endsWith('.json') && !entry.includes('(edited)')) expect(part.has(`${entry}.json`)).toBe(true);
      }
    }
    const entry = (path: string) => parts.find((part) => part.has(path))?.get(path) ?? Buffer.alloc(0);
    const cakeSidecar = JSON.parse(entry(`Library/${year}/cake.jpg.json`).toString()) as ExportSidecar;
    expect(cakeSidecar).toEqual({
      kinframe: 1,
      id: cake.id,
      kind: 'photo',
      originalName: 'cake.jpg',
      takenAt: cake.createdAt,
      uploadedAt: expect.any(String),
      caption: 'Birthday cake',
      tags: ['family'],
      isFavourite: true,
      place: null,
      albums: [],
      edited: 'cake (edited).jpg',
    });
    expect(entry(`Library/${year}/cake (edited).jpg`).subarray(0, 2).toString('hex')).toBe('ffd8');
    const beachSidecar = JSON.parse(entry('Albums/Trip/beach.jpg.json').toString()) as ExportSidecar;
    expect(beachSidecar.albums.sort()).toEqual(['Best of', 'Trip']);
    expect(JSON.parse(entry(`Library/${clipYear}/clip.mp4.json`).toString())).toMatchObject({ kind: 'video' });
    expect(entry(`Library/${clipYear}/clip.mp4`).equals(files.video)).toBe(true);

    // The mail leads to the page listing the parts; the parts' own addresses answer the owner only.
    const mails = await t.services.mail.listMailbox(20);
    const mail = mails.find((m) => m.to === user.email && m.subject === 'Your Kinframe export is ready');
    expect(mail?.text).toContain('/account/settings#export');
    expect(mail?.text).toContain('Your whole library, 3 photos and videos');
    expect((await client.get(`${EXPORTS}/${started.id}/parts/1`)).statusCode).toBe(303);
    expect((await client.get(`${EXPORTS}/${started.id}/parts/${ready.parts.length + 1}`)).statusCode).toBe(404);
  });

  it("answers 404 for another person's export, and refuses malformed ids", async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    await upload(client, 'mine.jpg', await files.uniqueJpeg(210));
    await processJobs();
    const { row } = await exportOf(client);
    const { client: stranger } = await t.loggedInClient({ plan: 'plus' });
    expect((await stranger.get(`${EXPORTS}/${row.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`${EXPORTS}/${row.id}/parts/1`)).statusCode).toBe(404);
    expect((await stranger.get(EXPORTS)).json()).toEqual({ export: null });
    for (const path of ['abc', '0', '1e3', `${row.id}/parts/0`, `${row.id}/parts/x`]) {
      expect((await client.get(`${EXPORTS}/${path}`)).statusCode, path).toBe(400);
    }
    expect((await t.client().get(`${EXPORTS}/${row.id}`)).statusCode).toBe(401);
  });

  it('lets a Lite account export, one export at a time, and throttles', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    await upload(client, 'kept.jpg', await files.uniqueJpeg(220));
    await processJobs();
    await t.services.billing.setPlan(user.id, 'lite');
    // Changing the library is Plus's; getting it out is not.
    expect((await client.postJson('/api/v3/library/tags', { name: 'x' })).statusCode).toBe(403);
    const { row, parts } = await exportOf(client);
    expect(row.itemsTotal).toBe(1);
    expect([...(await readPart(parts[0] ?? Buffer.alloc(0))).keys()]).toContain(
      `Library/${new Date().getUTCFullYear()}/kept.jpg`,
    );

    // One at a time: while one is being prepared, another is refused.
    await t.context.db.updateTable('downloads').set({ status: 'preparing' }).where('id', '=', row.id).execute();
    const second = await client.postJson(EXPORTS, {});
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'export_in_progress' });
    await t.context.db.updateTable('downloads').set({ status: 'failed' }).where('id', '=', row.id).execute();
    // Five a day: the sixth is throttled.
    for (let n = 0; n < 4; n += 1) {
      expect((await client.postJson(EXPORTS, {})).statusCode).toBe(200);
      await processJobs();
    }
    expect((await client.postJson(EXPORTS, {})).statusCode).toBe(429);
  });

  it('starts one export when two calls to start one arrive at once', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    await upload(client, 'twice.jpg', await files.uniqueJpeg(225));
    await processJobs();
    const answers = await Promise.all([client.postJson(EXPORTS, {}), client.postJson(EXPORTS, {})]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await processJobs();
    const exports = await t.context.db
      .selectFrom('downloads')
      .select(['status'])
      .where('kind', '=', 'export')
      .where('user_id', '=', user.id)
      .execute();
    expect(exports).toEqual([{ status: 'ready' }]);
  });

  it('removes the parts once DOWNLOAD_TTL_HOURS have passed', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    await upload(client, 'brief.jpg', await files.uniqueJpeg(230));
    await processJobs();
    const { row } = await exportOf(client);
    const url = row.parts[0]?.url ?? '';
    t.clock.advanceMinutes(72 * 60 + 1);
    await t.services.downloads.removeExpired();
    expect((await client.get(`${EXPORTS}/${row.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('imports an export into a fresh account: dates, captions, tags, favourites and albums come back', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const { beach, cake, clip } = await makeLibrary(client);
    const { parts } = await exportOf(client);

    const { client: fresh } = await t.loggedInClient({ plan: 'plus' });
    const started = await importArchive(t, fresh, 'kinframe', parts);
    const done = await untilFinished(t, fresh, started.id);
    // The edited version is listed as left out: the original comes back with its edit to make again.
    expect(done).toMatchObject({ state: 'done', importedCount: 3, refusedCount: 1 });
    const items = await libraryOf(fresh);
    expect(items.map((item) => item.name).sort()).toEqual(['beach.jpg', 'cake.jpg', 'clip.mp4']);
    const byName = new Map(items.map((item) => [item.name, item]));
    expect(byName.get('cake.jpg')).toMatchObject({ caption: 'Birthday cake', isFavourite: true });
    for (const original of [beach, cake, clip]) {
      expect(byName.get(original.name)?.createdAt).toBe(original.createdAt);
    }
    const tags = ((await fresh.get('/api/v3/library/tags')).json() as { tags: Array<{ id: number; name: string }> })
      .tags;
    expect(tags.map((tag) => tag.name)).toEqual(['family']);
    expect(byName.get('cake.jpg')?.tagIds).toEqual([tags[0]?.id]);
    const albums = ((await fresh.get('/api/v3/albums?limit=100')).json() as { albums: Album[] }).albums;
    expect(albums.map((album) => album.name).sort()).toEqual(['Best of', 'Trip']);
    for (const album of albums) {
      const page = (await fresh.get(`/api/v3/albums/${album.id}/items?limit=100`)).json() as AlbumItemPage;
      expect(page.items.map((item) => item.name)).toEqual(['beach.jpg']);
    }
  });
});
