import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Album,
  DEFAULT_FRAME_SETTINGS,
  type LibraryItem,
  type PairingStarted,
  type Playlist,
  type PlaylistItem,
} from '@kinframe/contract';
import { makeJpeg } from '@kinframe/testkit/media';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevicePlaylistModule } from '../src/modules/frames/index.ts';
import type { TestClient } from './client.ts';
import { openEvents } from './event-stream-reader.ts';
import { createAlbum, DEVICE, device, FRAMES, invite, type Person, pollPairing } from './frame-fixtures.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { filesUnder, readyPhotos, useLibraryFixtures } from './library-fixtures.ts';

const PLAYLIST = `${DEVICE}/playlist`;
const EVENTS = `${DEVICE}/events`;
const SCREEN = { width: 400, height: 300 };

interface Frame {
  frameId: number;
  token: string;
}

/** A device of `screen` paired to `owner` the whole way through the device API and the claim. */
async function pairFrame(t: TestApp, owner: TestClient, screen = SCREEN): Promise<Frame> {
  const started = await device(t).postJson(`${DEVICE}/pairing`, { deviceName: 'Hall frame', screen }, { csrf: false });
  expect(started.statusCode, started.body).toBe(201);
  const pairing = started.json() as PairingStarted;
  const claimed = await owner.postJson(`${FRAMES}/claim`, { code: pairing.code });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const { deviceToken, frameId } = (await pollPairing(t, pairing.pairingId)).json() as {
    deviceToken: string;
    frameId: number;
  };
  return { frameId, token: deviceToken };
}

function getPlaylist(t: TestApp, frame: Frame, etag?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    url: PLAYLIST,
    headers: { authorization: `Bearer ${frame.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

async function playlistOf(t: TestApp, frame: Frame): Promise<{ playlist: Playlist; etag: string }> {
  const response = await getPlaylist(t, frame);
  expect(response.statusCode, response.body).toBe(200);
  return { playlist: response.json() as Playlist, etag: String(response.headers.etag) };
}

/** The playlist once the worker has made every frame rendition it asked for. */
async function settledPlaylistOf(t: TestApp, frame: Frame) {
  await playlistOf(t, frame);
  await t.context.queue.drain({ timeoutMs: 60_000 });
  return playlistOf(t, frame);
}

const idsOf = (playlist: Playlist) => playlist.items.map((item) => item.id);

/** A signed link of the playlist, fetched through the app's own media route. */
function fetchMedia(t: TestApp, url: string): Promise<LightMyRequestResponse> {
  expect(url.startsWith(`${t.context.config.appUrl}/api/media/`), url).toBe(true);
  return t.app.inject({ url: url.slice(t.context.config.appUrl.length) });
}

describe.each(testDatabases())('frame playlist on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures({ withVideos: true });

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  /** Frames and albums are Plus features: everyone here is a Plus member. */
  async function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  const photo = readyPhotos(t, files);

  async function albumWith(owner: Person, name: string, itemIds: number[]): Promise<Album> {
    const album = await createAlbum(owner.client, t.uniqueName(name));
    if (itemIds.length > 0) await addItems(owner, album.id, itemIds);
    return album;
  }

  async function addItems(owner: Person, albumId: number, itemIds: number[]) {
    const response = await owner.client.postJson(`/api/v3/albums/${albumId}/items`, { itemIds });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function assign(owner: Person, frame: Frame, sourceId: number | string) {
    const response = await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${sourceId}`, {});
    expect(response.statusCode, response.body).toBe(200);
  }

  async function changeItem(owner: Person, itemId: number, changes: { caption?: string; isFavourite?: boolean }) {
    const response = await owner.client.patchJson(`/api/v3/library/items/${itemId}`, changes);
    expect(response.statusCode, response.body).toBe(200);
  }

  describe('what a frame shows', () => {
    it('shows the ready items of its albums, then of its collections, each once, and nothing else', async () => {
      const owner = await person();
      const friend = await person();
      const [first, second, unassigned, favourite] = [
        await photo(owner),
        await photo(owner),
        await photo(owner),
        await photo(owner),
      ] as [number, number, number, number];
      const holidays = await albumWith(owner, 'Holidays', [first, second]);
      await albumWith(owner, 'Not on the frame', [unassigned]);
      const friendsPhoto = await photo(friend);
      const shared = await albumWith(friend, 'Family', [friendsPhoto]);
      await invite(friend, owner, shared.id);
      const friendsPrivate = await photo(friend);
      await albumWith(friend, 'Private', [friendsPrivate]);
      await changeItem(owner, favourite, { isFavourite: true });
      // In Holidays and a favourite: shown once, where Holidays puts it.
      await changeItem(owner, first, { isFavourite: true });

      const frame = await pairFrame(t, owner.client);
      expect(idsOf((await playlistOf(t, frame)).playlist)).toEqual([]);
      await assign(owner, frame, holidays.id);
      await assign(owner, frame, shared.id);
      await assign(owner, frame, 'favourites');
      const { playlist } = await playlistOf(t, frame);
      expect(idsOf(playlist)).toEqual([first, second, friendsPhoto, favourite]);
      expect(playlist).toMatchObject({ frameId: frame.frameId, name: 'Hall frame', settings: { intervalSeconds: 15 } });

      // Only ready items: one being processed again is left out until it is ready.
      await t.context.db.updateTable('library_items').set({ status: 'processing' }).where('id', '=', second).execute();
      await t.services.frameSignals.libraryChanged(owner.user.id);
      expect(idsOf((await playlistOf(t, frame)).playlist)).toEqual([first, friendsPhoto, favourite]);
      await t.context.db.updateTable('library_items').set({ status: 'ready' }).where('id', '=', second).execute();
      await t.services.frameSignals.libraryChanged(owner.user.id);

      // Someone who left a shared album no longer shows it, though it stays assigned.
      expect((await owner.client.postJson(`/api/v3/albums/${shared.id}/leave`, {})).statusCode).toBe(200);
      expect(idsOf((await playlistOf(t, frame)).playlist)).toEqual([first, second, favourite]);
    });

    it('carries the on-screen settings saved by PATCH, and who shared each photo of another person', async () => {
      const owner = await person();
      const friend = await person();
      await t.context.db
        .updateTable('users')
        .set({ first_name: 'Grace', last_name: 'Hopper' })
        .where('id', '=', friend.user.id)
        .execute();
      const own = await photo(owner);
      const friends = await photo(friend);
      const shared = await albumWith(friend, 'Family', [friends]);
      await invite(friend, owner, shared.id);
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, (await albumWith(owner, 'Ours', [own])).id);
      await assign(owner, frame, shared.id);

      const before = (await playlistOf(t, frame)).playlist;
      expect(before.settings).toMatchObject({
        transition: 'fade',
        showCaptions: true,
        showClock: false,
        clockFormat: 'auto',
        showTakenAt: false,
        showSharedBy: false,
      });
      expect(before.items.map((item) => [item.id, item.sharedBy])).toEqual([
        [own, null],
        [friends, 'Grace Hopper'],
      ]);

      const onScreen = {
        transition: 'ken-burns',
        showClock: true,
        clockFormat: '12h',
        showTakenAt: true,
        showSharedBy: true,
      } as const;
      const changed = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: onScreen });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((changed.json() as { settings: unknown }).settings).toMatchObject({ ...onScreen, intervalSeconds: 15 });
      const listed = (await owner.client.get(FRAMES)).json() as { frames: { id: number; settings: unknown }[] };
      expect(listed.frames.find((listedFrame) => listedFrame.id === frame.frameId)?.settings).toMatchObject(onScreen);
      expect((await playlistOf(t, frame)).playlist.settings).toMatchObject({ ...onScreen, showCaptions: true });

      const refused = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: { clockFormat: '36h' } });
      expect(refused.statusCode).toBe(400);

      // Settings stored before these existed read as their defaults: nothing new on screen.
      const { showClock, clockFormat, showTakenAt, showSharedBy, ...older } = DEFAULT_FRAME_SETTINGS;
      await t.context.db
        .updateTable('frames')
        .set({ settings: JSON.stringify(older) })
        .where('id', '=', frame.frameId)
        .execute();
      expect((await playlistOf(t, frame)).playlist.settings).toEqual(DEFAULT_FRAME_SETTINGS);
    });

    it('shows the NFT Art to a Plus member, with ids of its own, and nothing of it once Plus ends', async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'kinframe-art-'));
      try {
        await makeJpeg(path.join(folder, 'sunflowers.jpg'), { width: 120, height: 90 });
        await writeFile(path.join(folder, 'sunflowers.json'), JSON.stringify({ title: 'Sunflowers', artist: 'V. G.' }));
        await t.services.collections.importArt(folder);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      const owner = await person();
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, 'nft-art');

      const { playlist } = await settledPlaylistOf(t, frame);
      const art = playlist.items.find((item) => item.caption === 'Sunflowers · V. G.');
      expect(art).toMatchObject({ kind: 'photo', isInterim: false, ...SCREEN });
      expect(art?.id).toBeLessThan(0);
      expect((await fetchMedia(t, art?.url ?? '')).statusCode).toBe(200);
      await t.services.billing.setPlan(owner.user.id, 'lite');
      expect((await playlistOf(t, frame)).playlist.items).toEqual([]);
    });

    it('plays a video as its frame-friendly MP4, with its duration and poster', async () => {
      const owner = await person();
      const uploaded = await owner.client.uploadFile('/api/v3/library/uploads', {
        name: 'clip.mp4',
        bytes: files.video,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      await t.context.queue.drain({ timeoutMs: 60_000 });
      const videoId = (uploaded.json() as { item: LibraryItem }).item.id;
      const captioned = await photo(owner);
      await changeItem(owner, captioned, { caption: 'Grandma at the lake' });
      await changeItem(owner, videoId, { caption: 'First steps' });
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, (await albumWith(owner, 'Moving', [videoId, captioned])).id);

      const { playlist } = await settledPlaylistOf(t, frame);
      const [video, still] = playlist.items as [PlaylistItem, PlaylistItem];
      expect(video).toMatchObject({
        id: videoId,
        kind: 'video',
        width: 160,
        height: 120,
        orientation: 'landscape',
        caption: 'First steps',
        isInterim: false,
      });
      expect(video.durationMs).toBeGreaterThan(1500);
      expect(video.durationMs).toBeLessThan(2500);
      const mp4 = await fetchMedia(t, video.url);
      expect(mp4.statusCode).toBe(200);
      expect(mp4.headers['content-type']).toBe('video/mp4');
      const poster = await fetchMedia(t, video.posterUrl ?? '');
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(still).toMatchObject({ id: captioned, kind: 'photo', caption: 'Grandma at the lake', posterUrl: null });
      expect(still.durationMs).toBeNull();
    });
  });

  describe('frame renditions', () => {
    it('makes each photo at the frame size once, and shares it with frames of the same size', async () => {
      const owner = await person();
      const photos = [await photo(owner), await photo(owner)];
      const album = await albumWith(owner, 'Garden', photos);
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, album.id);

      // Before the worker: the preview stands in, and says so.
      const interim = (await playlistOf(t, frame)).playlist;
      expect(interim.items.map((item) => item.isInterim)).toEqual([true, true]);
      expect(interim.items[0]).toMatchObject({ width: expect.any(Number) });
      expect(interim.items[0]?.width).not.toBe(SCREEN.width);

      const { playlist } = await settledPlaylistOf(t, frame);
      expect(playlist.items.map((item) => [item.isInterim, item.width, item.height])).toEqual([
        [false, 400, 300],
        [false, 400, 300],
      ]);
      const image = await fetchMedia(t, playlist.items[0]?.url ?? '');
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
      const mediaDir = path.join(t.context.config.dataDir, 'media');
      const made = () => filesUnder(mediaDir).filter((file) => file.endsWith('frame-400x300.jpg'));
      const madeBefore = made().length;

      // A second frame of the same size: ready at once, on the very same renditions.
      const second = await pairFrame(t, owner.client);
      await assign(owner, second, album.id);
      const shared = (await playlistOf(t, second)).playlist;
      expect(shared.items.map((item) => item.isInterim)).toEqual([false, false]);
      const pathOf = (url: string) => new URL(url).pathname;
      expect(shared.items.map((item) => pathOf(item.url))).toEqual(playlist.items.map((item) => pathOf(item.url)));
      await t.context.queue.drain({ timeoutMs: 60_000 });
      expect(made().length).toBe(madeBefore);

      // Turned to portrait by its setting: these landscape photos get half the screen each, so the
      // player stacks two of them rather than cutting away most of each.
      const portrait = await pairFrame(t, owner.client);
      await assign(owner, portrait, album.id);
      const changed = await owner.client.patchJson(`${FRAMES}/${portrait.frameId}`, {
        settings: { orientation: 'portrait' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const upright = (await settledPlaylistOf(t, portrait)).playlist;
      expect(upright.items.map((item) => [item.isInterim, item.width, item.height])).toEqual([
        [false, 300, 200],
        [false, 300, 200],
      ]);
    });
  });

  describe('ETag', () => {
    it('is another once APP_URL changes, so a frame never keeps links to an address gone', async () => {
      const owner = await person();
      const album = await albumWith(owner, 'Moved', [await photo(owner)]);
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, album.id);
      const { etag, playlist } = await settledPlaylistOf(t, frame);
      const moved = createDevicePlaylistModule(
        { ...t.context, config: { ...t.context.config, appUrl: 'https://photos.example.org' } },
        { billing: t.services.billing, frameSignals: t.services.frameSignals, library: t.services.library },
      );
      const row = await t.context.db
        .selectFrom('frames')
        .selectAll()
        .where('id', '=', frame.frameId)
        .executeTakeFirstOrThrow();
      const answer = await moved.playlist.poll(row, etag);
      expect(answer.status).toBe('modified');
      expect(answer.etag).not.toBe(etag);
      if (answer.status === 'modified') {
        expect(answer.playlist.items.map((item) => item.id)).toEqual(playlist.items.map((item) => item.id));
        expect(answer.playlist.items[0]?.url).toMatch(/^https:\/\/photos\.example\.org\//);
      }
    });

    it('answers 304 to the current ETag, and a new one whenever what the frame shows changes', async () => {
      const owner = await person();
      const kept = await photo(owner);
      const album = await albumWith(owner, 'Weekly', [kept]);
      const other = await albumWith(owner, 'Other', [await photo(owner)]);
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, album.id);
      let { etag } = await settledPlaylistOf(t, frame);

      const again = await getPlaylist(t, frame, etag);
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.body).toBe('');
      expect(again.headers['content-length'] ?? '0').toBe('0');
      t.clock.advanceMinutes(1);
      expect((await getPlaylist(t, frame, etag)).statusCode).toBe(304);

      /** Applies a change, checks the old ETag now gets the new playlist, and settles on the new ETag. */
      async function expectNewEtagAfter(change: () => Promise<unknown>): Promise<Playlist> {
        await change();
        const response = await getPlaylist(t, frame, etag);
        expect(response.statusCode, 'the old ETag must no longer match').toBe(200);
        expect(response.headers.etag).not.toBe(etag);
        const settled = await settledPlaylistOf(t, frame);
        etag = settled.etag;
        expect((await getPlaylist(t, frame, etag)).statusCode).toBe(304);
        return settled.playlist;
      }

      const added = await photo(owner);
      expect(idsOf(await expectNewEtagAfter(() => addItems(owner, album.id, [added])))).toEqual([kept, added]);
      const removed = await expectNewEtagAfter(() =>
        owner.client.postJson(`/api/v3/albums/${album.id}/items/remove`, { itemIds: [added] }),
      );
      expect(idsOf(removed)).toEqual([kept]);
      const captioned = await expectNewEtagAfter(() => changeItem(owner, kept, { caption: 'Sunday' }));
      expect(captioned.items[0]?.caption).toBe('Sunday');
      expect((await expectNewEtagAfter(() => assign(owner, frame, other.id))).items).toHaveLength(2);
      const unassigned = await expectNewEtagAfter(() =>
        owner.client.delete(`${FRAMES}/${frame.frameId}/albums/${other.id}`),
      );
      expect(idsOf(unassigned)).toEqual([kept]);
      const slower = await expectNewEtagAfter(() =>
        owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: { intervalSeconds: 60 } }),
      );
      expect(slower.settings.intervalSeconds).toBe(60);

      // The links are signed in six-hour windows: the next window brings new links, and a new ETag.
      const expiresAt = Date.parse(slower.expiresAt);
      expect(expiresAt).toBeGreaterThan(t.clock.now().getTime() + 6 * 60 * 60_000);
      const later = await expectNewEtagAfter(async () => t.clock.advanceMinutes(6 * 60));
      expect(Date.parse(later.expiresAt)).toBe(expiresAt + 6 * 60 * 60_000);
    });
  });

  describe('revocation', () => {
    it('answers 401 device_token_invalid to a removed frame, and to a made-up token', async () => {
      const owner = await person();
      const frame = await pairFrame(t, owner.client);
      expect((await getPlaylist(t, frame)).statusCode).toBe(200);
      expect((await owner.client.delete(`${FRAMES}/${frame.frameId}`)).statusCode).toBe(200);
      for (const url of [PLAYLIST, EVENTS]) {
        for (const token of [frame.token, 'made-up']) {
          const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({ success: false, code: 'device_token_invalid' });
        }
      }
      expect((await t.app.inject({ url: PLAYLIST })).statusCode).toBe(401);
    });
  });

  describe('events', () => {
    let base = '';
    beforeAll(async () => {
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it('serves at most 10 streams to one device', async () => {
      const owner = await person();
      const frame = await pairFrame(t, owner.client);
      const open = [];
      try {
        for (let stream = 0; stream < 10; stream += 1) {
          const events = await openEvents(`${base}${EVENTS}`, { authorization: `Bearer ${frame.token}` });
          await events.nextOf('hello');
          open.push(events);
        }
        const refused = await fetch(`${base}${EVENTS}`, { headers: { authorization: `Bearer ${frame.token}` } });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: 'too_many_streams' });
      } finally {
        for (const events of open) events.close();
      }
    });

    it('says hello, then `playlist` when an assigned album changes, then `removed`', async () => {
      const owner = await person();
      const album = await albumWith(owner, 'Live', [await photo(owner)]);
      const frame = await pairFrame(t, owner.client);
      await assign(owner, frame, album.id);
      const added = await photo(owner);
      const events = await openEvents(`${base}${EVENTS}`, { authorization: `Bearer ${frame.token}` });
      try {
        expect(events.response.headers.get('content-type')).toContain('text/event-stream');
        expect(await events.next()).toEqual({ event: 'hello', data: { frameId: frame.frameId, pingSeconds: 25 } });
        // Connecting counts as being heard from: the owner sees the frame online.
        expect((await owner.client.get(`${FRAMES}/${frame.frameId}`)).json()).toMatchObject({ online: true });

        await addItems(owner, album.id, [added]);
        expect(await events.next()).toMatchObject({ event: 'playlist' });

        expect((await owner.client.delete(`${FRAMES}/${frame.frameId}`)).statusCode).toBe(200);
        expect(await events.nextOf('removed')).toEqual({ event: 'removed', data: { reason: 'removed' } });
        expect(await events.ended()).toBe(true);
      } finally {
        events.close();
      }
    });

    it('refuses a stream to a token it does not know', async () => {
      const response = await fetch(`${base}${EVENTS}`, { headers: { authorization: 'Bearer nobody' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'device_token_invalid' });
    });
  });
});

describe.each(testDatabases())('frame event streams at shutdown on $name', (database) => {
  const t = useTestApp(database);

  it('ends every open stream when the app closes', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const frame = await pairFrame(t, client);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const events = await openEvents(`${base}${EVENTS}`, { authorization: `Bearer ${frame.token}` });
    expect(await events.next()).toMatchObject({ event: 'hello' });
    await t.app.close();
    expect(await events.ended()).toBe(true);
  });
});
