import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GIGABYTE, type LibraryItem, type VideoStorage } from '@kinframe/contract';
import { TEST_MEDIA_TOOLS } from '@kinframe/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, filesUnder, itemRowsOf, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const run = promisify(execFile);

interface Probe {
  format: { format_name: string; duration: string };
  streams: Array<{ codec_type: string; codec_name: string }>;
}

describe.each(testDatabases())('library videos on $name', (database) => {
  const testApp = useTestApp(database, { env: EMBEDDED_QUEUE });
  const files = useLibraryFixtures({ withVideos: true });
  const mediaDir = () => path.join(testApp.context.config.dataDir, 'media');
  const spoolDir = () => path.join(testApp.context.config.dataDir, 'tmp');
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'kinframe-video-test-'));
    await testApp.context.queue.work(testApp.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const processJobs = () => testApp.context.queue.drain({ timeoutMs: 60_000 });
  const videoStorageOf = async (client: TestClient) =>
    (await client.get('/api/v3/library/video-storage')).json() as VideoStorage;

  /** What ffprobe reads of a file served by a signed link. */
  async function probeServed(url: string): Promise<Probe> {
    const served = await testApp.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const file = path.join(scratch, `served-${Math.random().toString(36).slice(2)}`);
    await writeFile(file, served.rawPayload);
    const { stdout } = await run(TEST_MEDIA_TOOLS.ffprobePath, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    return JSON.parse(stdout) as Probe;
  }

  it.each([
    ['an MP4', 'clip.mp4', () => files.video, 'video/mp4'],
    ['a MOV of Motion JPEG', 'clip.MOV', () => files.mov, 'video/quicktime'],
  ])(
    'makes %s ready with a poster, stills and an H.264 MP4, reports its duration and counts its size',
    async (_label, name, bytes, originalType) => {
      const { client } = await testApp.loggedInClient({ plan: 'plus' });
      const usedBefore = (await videoStorageOf(client)).usedBytes;
      const uploaded = await uploadFile(client, name, bytes());
      expect(uploaded.statusCode).toBe(201);
      const { item } = uploaded.json() as { item: LibraryItem };
      expect(item).toMatchObject({ kind: 'video', status: 'processing', width: 160, height: 120 });
      expect(item.durationSeconds).toBeCloseTo(2, 1);
      expect((await videoStorageOf(client)).usedBytes).toBe(usedBefore + bytes().length);

      await processJobs();
      const ready = (await client.get(`/api/v3/library/items/${item.id}`)).json() as LibraryItem;
      expect(ready).toMatchObject({ status: 'ready', failureCode: null });
      expect(ready.durationSeconds).toBeCloseTo(2, 1);

      const poster = await testApp.app.inject({ url: ready.urls.poster ?? '' });
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(poster.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      const posterRow = await testApp.context.db
        .selectFrom('renditions')
        .select('size_bytes')
        .where('item_id', '=', item.id)
        .where('name', '=', 'poster')
        .executeTakeFirstOrThrow();
      expect(Number(posterRow.size_bytes)).toBe(poster.rawPayload.length);
      for (const still of [ready.urls.square, ready.urls.ratio]) {
        const answer = await testApp.app.inject({ url: still ?? '' });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
      }
      const original = await testApp.app.inject({ url: ready.urls.original });
      expect(original.headers['content-type']).toBe(originalType);
      expect(original.rawPayload.equals(bytes())).toBe(true);

      const video = await probeServed(ready.urls.video ?? '');
      expect(video.format.format_name).toContain('mp4');
      expect(video.streams.find((stream) => stream.codec_type === 'video')?.codec_name).toBe('h264');
      expect(Number(video.format.duration)).toBeCloseTo(2, 0);
      // Players seek by ranges.
      const range = await testApp.app.inject({ url: ready.urls.video ?? '', headers: { range: 'bytes=0-99' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.length).toBe(100);
    },
  );

  it('refuses a clip over 2 minutes with its text and keeps nothing of it', async () => {
    await processJobs();
    const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
    const storedBefore = filesUnder(mediaDir()).length;
    const refused = await uploadFile(client, 'long.mp4', files.longVideo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'video_too_long', message: 'Videos can be up to 2 minutes long' });
    expect(await itemRowsOf(testApp, user.id)).toEqual([]);
    expect(filesUnder(mediaDir()).length).toBe(storedBefore);
    expect(filesUnder(spoolDir())).toEqual([]);
    expect((await videoStorageOf(client)).usedBytes).toBe(0);
  });

  it('reports the video allowance billing gives each plan', async () => {
    const videoStorageBase = async (client: TestClient) =>
      ((await client.get('/api/v3/features')).json() as { config: { video_storage_base: number } }).config
        .video_storage_base;
    const plus = await testApp.loggedInClient({ plan: 'plus' });
    expect(await videoStorageBase(plus.client)).toBe(50);
    expect(await videoStorageOf(plus.client)).toEqual({
      usedBytes: 0,
      totalBytes: 50 * GIGABYTE,
      percentage: 0,
      isFull: false,
    });
    // Lite is told its base allowance; what it holds stays readable (uploading is Plus's).
    const lite = await testApp.loggedInClient({ plan: 'lite' });
    expect(await videoStorageBase(lite.client)).toBe(5);
    expect((await lite.client.get('/api/v3/library/video-storage')).json()).toMatchObject({
      totalBytes: 5 * GIGABYTE,
    });
  });

  it('refuses a clip that would overfill the video storage, keeps nothing of it, and still takes photos', async () => {
    await processJobs();
    const { client, user } = await testApp.loggedInClient({ plan: 'plus' });
    const { totalBytes } = await videoStorageOf(client);
    // Almost the whole allowance, held by one earlier clip: written straight to the table, not uploaded.
    const nearlyFull = totalBytes - Math.floor(files.video.length / 2);
    const now = new Date().toISOString();
    await testApp.context.db
      .insertInto('library_items')
      .values({
        owner_id: user.id,
        kind: 'video',
        status: 'ready',
        failure_code: null,
        name: 'holiday-film.mp4',
        content_hash: 'e'.repeat(64),
        original_key: `originals/ee/${'e'.repeat(64)}.mp4`,
        mime_type: 'video/mp4',
        size_bytes: nearlyFull,
        width: 1920,
        height: 1080,
        orientation: 'landscape',
        duration_ms: 110_000,
        created_at: now,
        uploaded_at: now,
        caption: '',
        is_favourite: 0,
      })
      .execute();
    expect(await videoStorageOf(client)).toMatchObject({ usedBytes: nearlyFull, isFull: false });

    const storedBefore = filesUnder(mediaDir()).length;
    const refused = await uploadFile(client, 'one-more.mp4', files.video);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'video_storage_full', message: 'Your video storage is full' });
    expect((await itemRowsOf(testApp, user.id)).map((row) => row.name)).toEqual(['holiday-film.mp4']);
    expect(filesUnder(mediaDir()).length).toBe(storedBefore);
    expect(filesUnder(spoolDir())).toEqual([]);
    expect((await videoStorageOf(client)).usedBytes).toBe(nearlyFull);

    // Photos do not count against video storage.
    expect((await uploadFile(client, 'still-fine.jpg', files.jpeg)).statusCode).toBe(201);
  });
});
