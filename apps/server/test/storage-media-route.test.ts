import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config.ts';
import { createMediaUrls, createStorage, registerMediaRoutes, type Storage } from '../src/infra/storage/index.ts';
import { TEST_SECRET, TestClock } from './harness.ts';

/** The local media route on a tiny Fastify app, mounted under /api as app.ts mounts it. */
describe('GET /api/media/* (local storage links)', () => {
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-media-route-'));
  const video = randomBytes(64 * 1024);
  let app: FastifyInstance;
  let storage: Storage;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SECRET,
      APP_URL: 'https://photos.example.org',
    });
    const mediaUrls = createMediaUrls(config, clock);
    storage = await createStorage(config, { clock, mediaUrls });
    await storage.put('renditions/video/clip.mp4', video, { contentType: 'video/mp4' });
    app = Fastify();
    await app.register(async (api) => registerMediaRoutes(api, { storage, mediaUrls }), { prefix: '/api' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The path and query of a signed link, as the browser would ask for it. */
  async function linkTo(key: string, options: { expiresInSeconds?: number; downloadName?: string } = {}) {
    const link = await storage.signedUrl(key, { expiresInSeconds: 300, ...options });
    // Relative to the site, so a page opened under any host name loads it.
    expect(link.startsWith('/api/media/')).toBe(true);
    const url = new URL(link, 'https://photos.example.org');
    expect(url.pathname).toBe(`/api/media/${key}`);
    return `${url.pathname}${url.search}`;
  }

  it('sends the whole object with its type, length, tag and a private cache lifetime', async () => {
    const answer = await app.inject({ method: 'GET', url: await linkTo('renditions/video/clip.mp4') });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(video)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    // What is left of the link's 300 seconds: one less when signing and serving straddle a second.
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=(299|300)$/);
    expect(answer.headers.etag).toMatch(/^".+"$/);
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('answers a range with 206 and exactly those bytes, so videos seek', async () => {
    const url = await linkTo('renditions/video/clip.mp4');
    const middle = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(-100))).toBe(true);

    const rest = await app.inject({ method: 'GET', url, headers: { range: `bytes=${video.length - 10}-` } });
    expect(rest.headers['content-range']).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    expect(rest.rawPayload.equals(video.subarray(-10))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: await linkTo('renditions/video/clip.mp4'),
      headers: { range: `bytes=${video.length}-` },
    });
    expect(answer.statusCode).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('sends it whole when If-Range names another version, and 304 when the tag still matches', async () => {
    const url = await linkTo('renditions/video/clip.mp4');
    const stale = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(video.length);

    const etag = stale.headers.etag as string;
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('names the download when the link was signed with a name', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: await linkTo('renditions/video/clip.mp4', { downloadName: 'Summer 2024.mp4' }),
    });
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Summer 2024.mp4"; filename*=UTF-8''Summer%202024.mp4`,
    );
  });

  it('refuses a bad signature with 403 whether or not the object exists', async () => {
    const good = await linkTo('renditions/video/clip.mp4');
    const forgedSignature = good.replace(/sig=([^&]+)/, (_, sig: string) => `sig=${sig.slice(0, -2)}xx`);
    const otherKey = good.replace('clip.mp4', 'other.mp4');
    const unsigned = '/api/media/renditions/video/clip.mp4';
    const outOfFolder = `/api/media/..%2f..%2fkinframe.db${good.slice(good.indexOf('?'))}`;
    const answers = await Promise.all(
      [forgedSignature, otherKey, unsigned, outOfFolder].map((url) => app.inject({ method: 'GET', url })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toBe(answers[0]?.body);
    }
  });

  it('answers 410 once a genuine link has expired, and 404 for a genuine link to a deleted object', async () => {
    const url = await linkTo('renditions/video/clip.mp4', { expiresInSeconds: 60 });
    clock.advanceMinutes(1);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(410);

    await storage.put('renditions/gone', Buffer.from('x'), { contentType: 'image/webp' });
    const gone = await linkTo('renditions/gone');
    await storage.delete(['renditions/gone']);
    expect((await app.inject({ method: 'GET', url: gone })).statusCode).toBe(404);
  });
});
