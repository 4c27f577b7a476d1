import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryItem } from '@kinframe/contract';
import {
  makeBombPng,
  makeHeic,
  makeJpeg,
  makePng,
  makeScratchDir,
  makeVideo,
  truncateFile,
} from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { NewLibraryItem } from '../src/infra/db/schema.ts';
import type { TestClient } from './client.ts';
import type { TestApp } from './harness.ts';

/** The files the library tests upload, made once per test file with sharp, libheif and ffmpeg. */
export interface LibraryFixtures {
  jpeg: Buffer;
  /** Taken upright (EXIF orientation 6) on 14 July 2023. */
  portraitJpeg: Buffer;
  png: Buffer;
  heic: Buffer;
  truncatedJpeg: Buffer;
  bombPng: Buffer;
  video: Buffer;
  /** A QuickTime MOV of Motion JPEG frames: not something a frame plays, so it must be re-encoded. */
  mov: Buffer;
  longVideo: Buffer;
  /** A distinct small JPEG each call: for lists and pages. */
  uniqueJpeg(seed: number): Promise<Buffer>;
}

export function useLibraryFixtures(options: { withVideos?: boolean } = {}): LibraryFixtures {
  const fixtures = {} as LibraryFixtures;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await makeScratchDir();
    remove = scratch.remove;
    const file = (name: string) => path.join(scratch.dir, name);
    await makeJpeg(file('photo.jpg'), { width: 640, height: 480 });
    await makeJpeg(file('portrait.jpg'), { width: 600, height: 400, orientation: 6, takenAt: '2023:07:14 18:30:05' });
    await makePng(file('photo.png'), 320, 320);
    await makeHeic(file('photo.heic'), '400x300');
    await truncateFile(file('photo.jpg'), file('truncated.jpg'), 0.5);
    await makeBombPng(file('bomb.png'));
    Object.assign(fixtures, {
      jpeg: await readFile(file('photo.jpg')),
      portraitJpeg: await readFile(file('portrait.jpg')),
      png: await readFile(file('photo.png')),
      heic: await readFile(file('photo.heic')),
      truncatedJpeg: await readFile(file('truncated.jpg')),
      bombPng: await readFile(file('bomb.png')),
    });
    if (options.withVideos) {
      const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
      await makeVideo(file('clip.mp4'), { seconds: 2, size: '160x120', encode: h264 });
      await makeVideo(file('long.mp4'), { seconds: 125, size: '32x24', rate: 1, encode: h264 });
      await makeVideo(file('clip.mov'), { seconds: 2, size: '160x120', rate: 10, encode: ['-c:v', 'mjpeg'] });
      fixtures.video = await readFile(file('clip.mp4'));
      fixtures.mov = await readFile(file('clip.mov'));
      fixtures.longVideo = await readFile(file('long.mp4'));
    }
    fixtures.uniqueJpeg = async (seed: number) => {
      const target = file(`unique-${seed}.jpg`);
      await makeJpeg(target, { width: 64 + (seed % 7), height: 48 + (seed % 5) });
      return readFile(target);
    };
  }, 120_000);
  afterAll(async () => {
    await remove?.();
  });
  return fixtures;
}

/** Every file under a folder, recursively, as paths: what local storage and the spool hold. */
export function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export const UPLOADS_URL = '/api/v3/library/uploads';

/** Deletes the client's items for good: to the Trash, then out of it, as a person would. */
export async function deleteForGood(client: TestClient, itemIds: number[]): Promise<void> {
  for (const [url, body] of [
    ['/api/v3/library/items/delete', { itemIds }],
    ['/api/v3/library/trash/delete', { ids: itemIds }],
  ] as const) {
    const answer = await client.postJson(url, body);
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  }
}

/** One file sent as the web app sends it: a multipart POST of its own. */
export function uploadFile(client: TestClient, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  return client.uploadFile(UPLOADS_URL, { name, bytes }, fields);
}

/**
 * Makes new photos of their own bytes in an owner's library, uploaded and processed: ready to show.
 * The test app's worker must be running; each photo waits for the queue to drain.
 */
export function readyPhotos(testApp: TestApp, files: LibraryFixtures) {
  let seed = 0;
  return async function photo(owner: { client: TestClient }): Promise<number> {
    seed += 1;
    const response = await uploadFile(owner.client, `photo-${seed}.jpg`, await files.uniqueJpeg(seed));
    expect(response.statusCode, response.body).toBe(201);
    await testApp.context.queue.drain({ timeoutMs: 60_000 });
    return (response.json() as { item: LibraryItem }).item.id;
  };
}

/** The user's library rows, read straight from the database: what is left whatever the API says. */
/**
 * One ready photo of `ownerId` straight into the database (uploads have tests of their own), with
 * the square rendition a thumbnail is cut from; `values` overrides columns (its source, say).
 */
export async function seedReadyPhoto(
  t: TestApp,
  ownerId: number,
  values: Partial<NewLibraryItem> = {},
): Promise<number> {
  const now = new Date().toISOString();
  const hash = `${t.uniqueName('h')}${Math.random().toString(16).slice(2)}`.padEnd(64, '0');
  const row = await t.context.db
    .insertInto('library_items')
    .values({
      owner_id: ownerId,
      kind: 'photo',
      status: 'ready',
      failure_code: null,
      name: 'photo.jpg',
      content_hash: hash,
      original_key: `originals/${hash.slice(0, 2)}/${hash}.jpg`,
      mime_type: 'image/jpeg',
      size_bytes: 1000,
      width: 640,
      height: 480,
      orientation: 'landscape',
      duration_ms: null,
      created_at: now,
      uploaded_at: now,
      caption: '',
      is_favourite: 0,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.context.db
    .insertInto('renditions')
    .values({
      item_id: row.id,
      name: 'square',
      key: `renditions/xx/${row.id}/square.webp`,
      mime_type: 'image/webp',
      width: 400,
      height: 400,
      size_bytes: 100,
    })
    .execute();
  return row.id;
}

export function itemRowsOf(testApp: TestApp, userId: number) {
  return testApp.context.db.selectFrom('library_items').selectAll().where('owner_id', '=', userId).execute();
}

/**
 * For test apps that start their worker before anything was sent: pg-boss 10 deadlocks when two of
 * its queues are created at once (each attaches a partition to its job table), which `work()` does
 * for a fresh database. The pg-boss path has its own tests (library-pgboss.test.ts), where a job is
 * sent before the worker starts; these use the embedded queue, on PostgreSQL as on SQLite.
 */
export const EMBEDDED_QUEUE = { QUEUE: 'embedded' } as const;

/** A JPEG of `width` x `height` whose left half is red and right half blue: a crop shows in its colour. */
export function halvesJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3;
      if (x < width / 2) pixels[index] = 255;
      else pixels[index + 2] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The mean colour of a picture's pixels. */
export async function meanColour(bytes: Buffer): Promise<{ r: number; g: number; b: number }> {
  const stats = await sharp(bytes).stats();
  const [r, g, b] = stats.channels.map((channel) => channel.mean) as [number, number, number];
  return { r, g, b };
}
