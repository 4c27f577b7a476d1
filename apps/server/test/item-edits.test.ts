import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  applyTone,
  type EditRecipe,
  editedSize,
  type LibraryItem,
  PHOTO_EDIT_ORIGINAL,
  type PhotoEdit,
  type Playlist,
  toneOf,
  type VideoEdit,
  vignetteOf,
} from '@kinframe/contract';
import { makeVideo, TEST_MEDIA_TOOLS } from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { createAlbum, DEVICE, FRAMES, invite, pairFrame } from './frame-fixtures.ts';
import { sqliteUnderTest, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, halvesJpeg, meanColour, seedReadyPhoto, uploadFile } from './library-fixtures.ts';

const run = promisify(execFile);
const ITEMS = '/api/v3/library/items';

const photoEdit = (changes: Partial<PhotoEdit> = {}): PhotoEdit => ({ ...PHOTO_EDIT_ORIGINAL, ...changes });
const videoEdit = (changes: Partial<VideoEdit> = {}): VideoEdit => ({
  version: 1,
  kind: 'video',
  trimStart: 0,
  trimEnd: null,
  mute: false,
  rotate: 0,
  ...changes,
});

/** A flat JPEG of one grey level. */
function greyJpeg(level: number): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: level, g: level, b: level } } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

// The server's whole-picture tone is written for speed; it must still be toneOf and vignetteOf exactly.
it.runIf(sqliteUnderTest())('tones a picture exactly as toneOf and vignetteOf say, pixel by pixel', () => {
  const width = 37;
  const height = 23;
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let round = 0; round < 20; round += 1) {
    const slider = () => Math.round(random() * 200 - 100);
    const adjust = {
      exposure: slider(),
      contrast: slider(),
      highlights: slider(),
      shadows: slider(),
      saturation: slider(),
      vibrance: slider(),
      warmth: slider(),
      tint: slider(),
      sharpness: 0,
      vignette: Math.round(random() * 100),
    };
    const pixels = Uint8Array.from({ length: width * height * 3 }, () => Math.floor(random() * 256));
    const expected = Uint8Array.from(pixels);
    const out = [0, 0, 0];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 3;
        toneOf(
          (expected[i] as number) / 255,
          (expected[i + 1] as number) / 255,
          (expected[i + 2] as number) / 255,
          adjust,
          out,
        );
        const keep = vignetteOf((x + 0.5) / width, (y + 0.5) / height, adjust.vignette);
        for (let c = 0; c < 3; c += 1) expected[i + c] = Math.round((out[c] as number) * keep * 255);
      }
    }
    applyTone(pixels, width, height, 3, adjust);
    expect(pixels).toEqual(expected);
  }
});

describe.each(testDatabases())('item edits on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });
  let scratch: string;
  let video: Buffer;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'kinframe-edit-test-'));
    const clip = path.join(scratch, 'clip.mp4');
    const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
    await makeVideo(clip, { seconds: 4, size: '160x120', encode, hasAudio: true });
    video = await readFile(clip);
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  }, 120_000);
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const processJobs = () => t.context.queue.drain({ timeoutMs: 60_000 });
  const fetchBytes = async (url: string | null) => {
    const response = await t.app.inject({ url: url ?? '' });
    expect(response.statusCode, url ?? 'no url').toBe(200);
    return response.rawPayload;
  };
  const getItem = async (client: TestClient, id: number) => (await client.get(`${ITEMS}/${id}`)).json() as LibraryItem;

  async function upload(client: TestClient, name: string, bytes: Buffer): Promise<LibraryItem> {
    const response = await uploadFile(client, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    await processJobs();
    return getItem(client, (response.json() as { item: LibraryItem }).item.id);
  }

  async function edit(client: TestClient, id: number, recipe: EditRecipe): Promise<LibraryItem> {
    const response = await client.putJson(`${ITEMS}/${id}/edit`, recipe);
    expect(response.statusCode, response.body).toBe(200);
    await processJobs();
    return getItem(client, id);
  }

  describe('validation', () => {
    it.each([
      ['an unknown version', { ...photoEdit(), version: 2 }],
      ['a crop outside the picture', photoEdit({ crop: { x: 0.6, y: 0, width: 0.6, height: 1 } })],
      ['a straightening past 45 degrees', photoEdit({ straighten: 46 })],
      ['a video edit for a photo', videoEdit()],
      ['no recipe at all', {}],
    ])('refuses %s', async (_label, recipe) => {
      const { client } = await t.loggedInClient();
      const item = await upload(client, 'photo.jpg', await greyJpeg(128));
      const response = await client.putJson(`${ITEMS}/${item.id}/edit`, recipe);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect((await getItem(client, item.id)).edit).toBeNull();
    });

    it.each([
      ['a trim longer than 2 minutes', videoEdit({ trimStart: 0, trimEnd: 121 })],
      ['an end before the start', videoEdit({ trimStart: 2, trimEnd: 1 })],
      ['a start past the clip', videoEdit({ trimStart: 10, trimEnd: null })],
      ['a photo edit for a video', photoEdit()],
    ])('refuses %s of a video', async (_label, recipe) => {
      const { client } = await t.loggedInClient();
      const item = await upload(client, 'clip.mp4', video);
      const response = await client.putJson(`${ITEMS}/${item.id}/edit`, recipe);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  it('crops, turns and tones the renditions, keeps the original, and reverts', async () => {
    const { client } = await t.loggedInClient();
    const originalBytes = await halvesJpeg(400, 200);
    const item = await upload(client, 'halves.jpg', originalBytes);
    expect(item).toMatchObject({ edit: null, urls: { edited: null } });

    const leftHalf = photoEdit({ crop: { x: 0, y: 0, width: 0.5, height: 1 } });
    const response = await client.putJson(`${ITEMS}/${item.id}/edit`, leftHalf);
    expect(response.statusCode, response.body).toBe(200);
    // The item stays ready: its renditions before the edit are shown until the new ones exist.
    expect(response.json()).toMatchObject({ status: 'ready', editPending: true, edit: leftHalf });
    await processJobs();
    const edited = await getItem(client, item.id);
    expect(edited).toMatchObject({ status: 'ready', failureCode: null, edit: leftHalf });
    // A changed edit is a new link: nothing cached shows the picture before it.
    expect(edited.urls.preview).not.toBe(item.urls.preview);

    const size = editedSize(400, 200, leftHalf);
    const download = await t.app.inject({ url: edited.urls.edited ?? '' });
    expect(download.headers['content-disposition']).toContain('halves (edited).jpg');
    const full = await sharp(await fetchBytes(edited.urls.edited)).metadata();
    expect({ width: full.width, height: full.height, format: full.format }).toEqual({ ...size, format: 'jpeg' });
    const preview = await fetchBytes(edited.urls.preview);
    expect(await sharp(preview).metadata()).toMatchObject(size);
    const colour = await meanColour(preview);
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.b).toBeLessThan(40);
    // The original never changes.
    expect((await fetchBytes(edited.urls.original)).equals(originalBytes)).toBe(true);

    const turned = await edit(client, item.id, photoEdit({ rotate: 90, straighten: 5 }));
    const turnedSize = editedSize(400, 200, photoEdit({ rotate: 90, straighten: 5 }));
    expect(await sharp(await fetchBytes(turned.urls.edited)).metadata()).toMatchObject(turnedSize);

    const reverted = await client.delete(`${ITEMS}/${item.id}/edit`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    await processJobs();
    const back = await getItem(client, item.id);
    expect(back).toMatchObject({ status: 'ready', edit: null, urls: { edited: null } });
    const backPreview = await fetchBytes(back.urls.preview);
    expect(await sharp(backPreview).metadata()).toMatchObject({ width: 400, height: 200 });
    const backColour = await meanColour(backPreview);
    expect(backColour.r).toBeGreaterThan(100);
    expect(backColour.b).toBeGreaterThan(100);
  });

  it('darkens by the contract’s tone, and an edit that changes nothing is a revert', async () => {
    const { client } = await t.loggedInClient();
    const item = await upload(client, 'grey.jpg', await greyJpeg(160));
    const darker = photoEdit({ adjust: { ...PHOTO_EDIT_ORIGINAL.adjust, exposure: -100 } });
    const edited = await edit(client, item.id, darker);
    const out = [0, 0, 0];
    const before = await meanColour(await fetchBytes(item.urls.preview));
    toneOf(before.r / 255, before.g / 255, before.b / 255, darker.adjust, out);
    const after = await meanColour(await fetchBytes(edited.urls.edited));
    expect(Math.abs(after.r - (out[0] as number) * 255)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.g - (out[1] as number) * 255)).toBeLessThanOrEqual(2);

    const unchanged = await edit(client, item.id, photoEdit());
    expect(unchanged).toMatchObject({ status: 'ready', edit: null, urls: { edited: null } });
  });

  it('saves a copy on the same original, and deleting either keeps the other', async () => {
    const { client } = await t.loggedInClient();
    const originalBytes = await halvesJpeg(200, 100);
    const item = await upload(client, 'halves.jpg', originalBytes);
    const leftHalf = photoEdit({ crop: { x: 0, y: 0, width: 0.5, height: 1 } });
    const response = await client.postJson(`${ITEMS}/${item.id}/copy`, { edit: leftHalf });
    expect(response.statusCode, response.body).toBe(200);
    const copyId = (response.json() as LibraryItem).id;
    expect(copyId).not.toBe(item.id);
    await processJobs();
    const copy = await getItem(client, copyId);
    expect(copy).toMatchObject({ status: 'ready', edit: leftHalf, name: 'halves.jpg' });
    expect(await sharp(await fetchBytes(copy.urls.preview)).metadata()).toMatchObject({ width: 100, height: 100 });
    expect(await getItem(client, item.id)).toMatchObject({ edit: null, width: 200, height: 100 });

    // One stored original for both.
    const rows = await t.context.db
      .selectFrom('library_items')
      .select(['original_key'])
      .where('id', 'in', [item.id, copyId])
      .execute();
    expect(new Set(rows.map((row) => row.original_key)).size).toBe(1);

    const deleted = await client.postJson(`${ITEMS}/delete`, { itemIds: [item.id] });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchBytes((await getItem(client, copyId)).urls.original)).equals(originalBytes)).toBe(true);
    expect(await fetchBytes((await getItem(client, copyId)).urls.preview)).toBeTruthy();

    // And the other way round: the copy's original goes only with the last item.
    const second = await upload(client, 'again.jpg', await halvesJpeg(202, 100));
    const secondCopy = (await client.postJson(`${ITEMS}/${second.id}/copy`, { edit: leftHalf })).json() as LibraryItem;
    await processJobs();
    await client.postJson(`${ITEMS}/delete`, { itemIds: [secondCopy.id] });
    expect(await fetchBytes((await getItem(client, second.id)).urls.original)).toBeTruthy();
    expect(await fetchBytes((await getItem(client, second.id)).urls.preview)).toBeTruthy();
  });

  it('makes at most 30 copies with an edit an hour for one person, each an item and a render', async () => {
    const { client } = await t.loggedInClient();
    const item = await upload(client, 'many.jpg', await greyJpeg(96));
    const copy = () => client.postJson(`${ITEMS}/${item.id}/copy`, { edit: photoEdit({ rotate: 90 }) });
    for (let made = 0; made < 30; made += 1) expect((await copy()).statusCode).toBe(200);
    const refused = await copy();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'requests_throttled' });
    await processJobs();
    t.clock.advanceMinutes(60);
    expect((await copy()).statusCode).toBe(200);
    await processJobs();
  });

  it('copies a video only within the video allowance, as an upload would be', async () => {
    const { client, user } = await t.loggedInClient();
    const item = await upload(client, 'clip.mp4', video);
    // Another video of theirs fills the allowance but for less than this one's size.
    const allowance = (await t.services.library.videoStorage(user.id)).totalBytes;
    await seedReadyPhoto(t, user.id, {
      kind: 'video',
      duration_ms: 4000,
      size_bytes: allowance - (await t.services.library.videoStorage(user.id)).usedBytes - 10,
    });
    const refused = await client.postJson(`${ITEMS}/${item.id}/copy`, { edit: videoEdit({ trimEnd: 2 }) });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'video_storage_full' });
  });

  it('answers 404 for another person’s item, and for an id that is no item', async () => {
    const owner = await t.loggedInClient();
    const stranger = await t.loggedInClient();
    const item = await upload(owner.client, 'grey.jpg', await greyJpeg(100));
    const recipe = photoEdit({ rotate: 180 });
    for (const id of [item.id, 999_999]) {
      expect((await stranger.client.putJson(`${ITEMS}/${id}/edit`, recipe)).statusCode).toBe(404);
      expect((await stranger.client.delete(`${ITEMS}/${id}/edit`)).statusCode).toBe(404);
      expect((await stranger.client.postJson(`${ITEMS}/${id}/copy`, { edit: recipe })).statusCode).toBe(404);
    }
    expect((await stranger.client.putJson(`${ITEMS}/abc/edit`, recipe)).statusCode).toBe(400);
    expect(await getItem(owner.client, item.id)).toMatchObject({ edit: null });
    const rows = await t.context.db
      .selectFrom('library_items')
      .select('id')
      .where('owner_id', '=', stranger.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('tells the frames showing the item, which then show the edited picture', async () => {
    const owner = await t.loggedInClient();
    const item = await upload(owner.client, 'halves.jpg', await halvesJpeg(400, 300));
    const album = await createAlbum(owner.client, t.uniqueName('Edited'));
    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [item.id] })).statusCode).toBe(
      200,
    );
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    const playlistOf = async () => {
      const headers = { authorization: `Bearer ${frame.token}` };
      await t.app.inject({ url: `${DEVICE}/playlist`, headers });
      await processJobs();
      return (await t.app.inject({ url: `${DEVICE}/playlist`, headers })).json() as Playlist;
    };
    const before = await playlistOf();
    const versionOf = async () =>
      (
        await t.context.db
          .selectFrom('frames')
          .select('content_version')
          .where('id', '=', frame.frameId)
          .executeTakeFirstOrThrow()
      ).content_version;
    const told = await versionOf();

    const saved = await owner.client.putJson(
      `${ITEMS}/${item.id}/edit`,
      photoEdit({ crop: { x: 0, y: 0, width: 0.5, height: 1 } }),
    );
    expect(saved.json()).toMatchObject({ status: 'ready', editPending: true });
    // While the edit renders the frame keeps showing the picture before it, rather than skip it.
    const headers = { authorization: `Bearer ${frame.token}` };
    const during = (await t.app.inject({ url: `${DEVICE}/playlist`, headers })).json() as Playlist;
    expect(during.items.map((entry) => entry.url)).toEqual(before.items.map((entry) => entry.url));
    await processJobs();
    expect(await getItem(owner.client, item.id)).toMatchObject({ editPending: false });
    expect(await versionOf()).not.toBe(told);
    const after = await playlistOf();
    const [shown] = after.items;
    expect(shown?.url).not.toBe(before.items[0]?.url);
    const appUrl = t.context.config.appUrl;
    const picture = await fetchBytes(shown?.url.slice(appUrl.length) ?? null);
    const colour = await meanColour(picture);
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.b).toBeLessThan(40);
  });

  it('shows the edited picture to the members of an album that holds the item', async () => {
    const owner = await t.loggedInClient();
    const member = await t.loggedInClient();
    const item = await upload(owner.client, 'halves.jpg', await halvesJpeg(200, 100));
    const album = await createAlbum(owner.client, t.uniqueName('Shared'));
    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [item.id] })).statusCode).toBe(
      200,
    );
    await invite(owner, member, album.id);
    await edit(owner.client, item.id, photoEdit({ crop: { x: 0, y: 0, width: 0.5, height: 1 } }));
    const page = (await member.client.get(`/api/v3/albums/${album.id}/items`)).json() as { items: LibraryItem[] };
    const seen = page.items.find((candidate) => candidate.id === item.id);
    expect(seen?.edit).toMatchObject({ kind: 'photo' });
    const colour = await meanColour(await fetchBytes(seen?.urls.preview ?? null));
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.b).toBeLessThan(40);
  });

  it('trims, mutes and turns a video', async () => {
    const { client } = await t.loggedInClient();
    const item = await upload(client, 'clip.mp4', video);
    expect(item.durationSeconds).toBeCloseTo(4, 0);
    const edited = await edit(client, item.id, videoEdit({ trimStart: 1, trimEnd: 3, mute: true, rotate: 90 }));
    expect(edited).toMatchObject({ status: 'ready', failureCode: null, edit: { kind: 'video', trimStart: 1 } });
    const file = path.join(scratch, `edited-${item.id}.mp4`);
    await writeFile(file, await fetchBytes(edited.urls.edited));
    const { stdout } = await run(TEST_MEDIA_TOOLS.ffprobePath, [
      ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    ]);
    const probe = JSON.parse(stdout) as {
      format: { duration: string };
      streams: Array<{ codec_type: string; width?: number; height?: number }>;
    };
    expect(Number(probe.format.duration)).toBeGreaterThan(1.7);
    expect(Number(probe.format.duration)).toBeLessThan(2.3);
    expect(probe.streams.map((stream) => stream.codec_type)).toEqual(['video']);
    expect(probe.streams[0]).toMatchObject({ width: 120, height: 160 });
    expect(await fetchBytes(edited.urls.poster)).toBeTruthy();

    const kept = await edit(client, item.id, videoEdit({ trimStart: 0.5, trimEnd: null }));
    const keptFile = path.join(scratch, `kept-${item.id}.mp4`);
    await writeFile(keptFile, await fetchBytes(kept.urls.video));
    const kept2 = await run(TEST_MEDIA_TOOLS.ffprobePath, [
      ...['-v', 'error', '-print_format', 'json', '-show_streams', keptFile],
    ]);
    const streams = (JSON.parse(kept2.stdout) as { streams: Array<{ codec_type: string }> }).streams;
    expect(streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
  });
});
