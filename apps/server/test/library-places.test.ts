import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AlbumInvite, AlbumItemPage, LibraryItem, PlaceMatches } from '@kinframe/contract';
import { EXAMPLE_CAMERA, makeJpeg, makeScratchDir, makeVideo } from '@kinframe/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_LOOKUP_LIMIT } from '../src/modules/library/library.service.ts';
import type { Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, seedReadyPhoto, uploadFile } from './library-fixtures.ts';

const itemUrl = (itemId: number | string) => `/api/v3/library/items/${itemId}`;
const LOOKUP = '/api/v3/places/lookup';
const HAMBURG = { latitude: 53.5503, longitude: 9.993 };

describe.each(testDatabases())('where photos were taken on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });
  let owner: Person;
  let stranger: Person;
  let hamburgJpeg: Buffer;
  let nullIslandJpeg: Buffer;
  let parisClip: Buffer;
  let removeScratch: () => Promise<void>;

  const rowOf = (id: number) =>
    t.context.db.selectFrom('library_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const runCatchUp = async () => {
    await t.services.requestFactsCatchUp();
    await t.context.queue.drain({ timeoutMs: 60_000 });
  };

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    stranger = await t.loggedInClient({ plan: 'plus' });
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
    const scratch = await makeScratchDir();
    removeScratch = scratch.remove;
    const file = (name: string) => path.join(scratch.dir, name);
    await makeJpeg(file('hamburg.jpg'), {
      width: 320,
      height: 240,
      takenAt: '2024:05:01 10:00:00',
      position: { ...HAMBURG, altitude: 12.5 },
      camera: EXAMPLE_CAMERA,
    });
    await makeJpeg(file('null-island.jpg'), { width: 320, height: 240, position: { latitude: 0, longitude: 0 } });
    await makeVideo(file('paris.mp4'), {
      seconds: 1,
      size: '160x120',
      encode: [
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        ...['-metadata', 'creation_time=2024-07-14T20:00:00.000000Z'],
        ...['-metadata', 'location=+48.8577+002.2950+035.000/'],
      ],
    });
    hamburgJpeg = await readFile(file('hamburg.jpg'));
    nullIslandJpeg = await readFile(file('null-island.jpg'));
    parisClip = await readFile(file('paris.mp4'));
  });
  afterAll(() => removeScratch());

  it("names the place of a photo's GPS position at upload, and gives its date the offset of the zone there", async () => {
    const response = await uploadFile(owner.client, 'hamburg.jpg', hamburgJpeg);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json() as { item: LibraryItem };
    expect(item.place).toMatchObject({ city: 'Hamburg', region: 'Hamburg', country: 'DE' });
    expect(item.place?.latitude).toBeCloseTo(HAMBURG.latitude, 4);
    expect(item.place?.longitude).toBeCloseTo(HAMBURG.longitude, 4);
    // The camera wrote no offset; Hamburg in May is two hours ahead of UTC.
    expect(item.createdAt).toBe('2024-05-01T10:00:00+02:00');
    expect(await rowOf(item.id)).toMatchObject({ time_zone: 'Europe/Berlin', gps_altitude: 12.5, facts_version: 1 });
  });

  it('keeps no place for a GPS block at (0, 0)', async () => {
    const response = await uploadFile(owner.client, 'null-island.jpg', nullIslandJpeg);
    expect((response.json() as { item: LibraryItem }).item.place).toBeNull();
  });

  it("names the place of a video's location tag and turns its UTC date into the wall clock there", async () => {
    const response = await uploadFile(owner.client, 'paris.mp4', parisClip);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json() as { item: LibraryItem };
    expect(item.place).toMatchObject({ city: 'Paris', country: 'FR', latitude: 48.8577, longitude: 2.295 });
    expect(item.createdAt).toBe('2024-07-14T22:00:00+02:00');
    await t.context.queue.drain({ timeoutMs: 60_000 });
  });

  describe('set or removed by the owner', () => {
    it('names the place of a position the owner gives, and keeps it as theirs', async () => {
      const itemId = await seedReadyPhoto(t, owner.user.id, { created_at: '2023-08-01T09:00:00' });
      const response = await owner.client.patchJson(itemUrl(itemId), {
        place: { latitude: 35.6895, longitude: 139.69171 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const item = response.json() as LibraryItem;
      expect(item.place).toEqual({
        city: 'Tokyo',
        region: 'Tokyo',
        country: 'JP',
        latitude: 35.6895,
        longitude: 139.69171,
      });
      // A date without an offset gets the one of the place.
      expect(item.createdAt).toBe('2023-08-01T09:00:00+09:00');
      expect(await rowOf(itemId)).toMatchObject({ time_zone: 'Asia/Tokyo', place_by_person: 1 });
    });

    it('removes the place and the position with null, and a date with an offset stays', async () => {
      const itemId = await seedReadyPhoto(t, owner.user.id, {
        created_at: '2023-08-01T09:00:00+02:00',
        gps_latitude: HAMBURG.latitude,
        gps_longitude: HAMBURG.longitude,
        place_city: 'Hamburg',
        place_country: 'DE',
        time_zone: 'Europe/Berlin',
      });
      const response = await owner.client.patchJson(itemUrl(itemId), { place: null });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ place: null, createdAt: '2023-08-01T09:00:00+02:00' });
      expect(await rowOf(itemId)).toMatchObject({ gps_latitude: null, time_zone: null, place_by_person: 1 });
    });

    it("answers 404 for another person's item and leaves its place alone", async () => {
      const itemId = await seedReadyPhoto(t, owner.user.id);
      const response = await stranger.client.patchJson(itemUrl(itemId), { place: HAMBURG });
      expect(response.statusCode).toBe(404);
      expect(await rowOf(itemId)).toMatchObject({ place_city: null, place_by_person: 0 });
    });

    it.each([
      ['a latitude past the pole', { latitude: 91, longitude: 10 }],
      ['a longitude past the date line', { latitude: 10, longitude: -180.5 }],
      ['a position in words', { latitude: 'north', longitude: 10 }],
      ['half a position', { latitude: 10 }],
      ['a name instead of a position', 'Hamburg'],
    ])('refuses %s with the validation error', async (_, place) => {
      const itemId = await seedReadyPhoto(t, owner.user.id);
      const response = await owner.client.patchJson(itemUrl(itemId), { place });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
      expect(await rowOf(itemId)).toMatchObject({ place_by_person: 0 });
    });
  });

  describe('the place lookup', () => {
    it('answers the towns whose names begin with the query, the most populous first, at most ten', async () => {
      const response = await owner.client.get(`${LOOKUP}?q=hamb`);
      expect(response.statusCode, response.body).toBe(200);
      const { places } = response.json() as PlaceMatches;
      expect(places[0]).toMatchObject({ city: 'Hamburg', region: 'Hamburg', country: 'DE' });
      expect(places).toHaveLength(10);
      expect(
        ((await owner.client.get(`${LOOKUP}?q=${encodeURIComponent('zür')}`)).json() as PlaceMatches).places[0],
      ).toMatchObject({ city: 'Zürich', country: 'CH' });
    });

    it('answers so many lookups a person, then says to wait', async () => {
      const { client } = await t.loggedInClient({ plan: 'plus' });
      for (let lookup = 0; lookup < PLACE_LOOKUP_LIMIT.max; lookup += 1) {
        expect((await client.get(`${LOOKUP}?q=par`)).statusCode).toBe(200);
      }
      const refused = await client.get(`${LOOKUP}?q=par`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'requests_throttled' });
      // Another person's lookups are their own.
      expect((await owner.client.get(`${LOOKUP}?q=par`)).statusCode).toBe(200);
    });

    it('asks who is asking', async () => {
      expect((await t.client().get(`${LOOKUP}?q=hamb`)).statusCode).toBe(401);
    });

    it.each([
      ['no query', ''],
      ['an empty query', '?q='],
      ['spaces alone', '?q=%20%20'],
      ['a query over 100 characters', `?q=${'a'.repeat(101)}`],
      ['a control character', '?q=ham%00b'],
    ])('refuses %s', async (_, query) => {
      const response = await owner.client.get(`${LOOKUP}${query}`);
      expect(response.statusCode, response.body).toBe(400);
    });
  });

  it("gives an album's member the owner's photo without where it was taken", async () => {
    const itemId = await seedReadyPhoto(t, owner.user.id, {
      gps_latitude: HAMBURG.latitude,
      gps_longitude: HAMBURG.longitude,
      place_city: 'Hamburg',
      place_country: 'DE',
    });
    const album = (
      await owner.client.postJson('/api/v3/albums', { name: 'Trip', isShared: true, itemIds: [itemId] })
    ).json() as { id: number };
    await owner.client.postJson(`/api/v3/albums/${album.id}/members`, { invitees: [stranger.user.username] });
    const { invites } = (await stranger.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
    const invite = invites.find((candidate) => candidate.album.id === album.id);
    expect((await stranger.client.postJson(`/api/v3/album-invites/${invite?.id}/accept`, {})).statusCode).toBe(200);

    const seenByMember = (await stranger.client.get(`/api/v3/albums/${album.id}/items`)).json() as AlbumItemPage;
    expect(seenByMember.items.map((item) => [item.id, item.place])).toEqual([[itemId, null]]);
    const seenByOwner = (await owner.client.get(`/api/v3/albums/${album.id}/items`)).json() as AlbumItemPage;
    expect(seenByOwner.items[0]?.place).toMatchObject({ city: 'Hamburg' });
  });

  describe('the catch-up of items from before', () => {
    /** An upload made to look as if it came before the library read cameras and places. */
    async function itemFromBefore(name: string, bytes: Buffer, values: Record<string, unknown> = {}) {
      const response = await uploadFile(owner.client, name, bytes);
      expect(response.statusCode, response.body).toBe(201);
      const { item } = response.json() as { item: LibraryItem };
      await t.context.queue.drain({ timeoutMs: 60_000 });
      await t.context.db
        .updateTable('library_items')
        .set({
          created_at: '2024-05-01T10:00:00',
          camera_make: null,
          camera_model: null,
          camera_lens: null,
          exposure_f_number: null,
          exposure_time: null,
          exposure_iso: null,
          exposure_focal_length: null,
          gps_latitude: null,
          gps_longitude: null,
          gps_altitude: null,
          time_zone: null,
          place_city: null,
          place_region: null,
          place_country: null,
          facts_version: 0,
          ...values,
        })
        .where('id', '=', item.id)
        .execute();
      return item.id;
    }

    it('reads the camera, the position, the place and the offset of every item once', async () => {
      await t.context.db.deleteFrom('library_items').where('owner_id', '=', owner.user.id).execute();
      const photoId = await itemFromBefore('hamburg.jpg', hamburgJpeg);
      const videoId = await itemFromBefore('paris.mp4', parisClip, { created_at: '2024-07-14T20:00:00Z' });
      await runCatchUp();

      const photo = (await owner.client.get(itemUrl(photoId))).json() as LibraryItem;
      expect(photo).toMatchObject({
        createdAt: '2024-05-01T10:00:00+02:00',
        camera: { make: 'Canon', model: 'Canon EOS R6' },
        place: { city: 'Hamburg', country: 'DE' },
      });
      expect(await rowOf(photoId)).toMatchObject({ time_zone: 'Europe/Berlin', gps_altitude: 12.5, facts_version: 1 });
      const video = (await owner.client.get(itemUrl(videoId))).json() as LibraryItem;
      expect(video).toMatchObject({ createdAt: '2024-07-14T22:00:00+02:00', place: { city: 'Paris' } });

      // Read once: what changes afterwards is not read over again.
      await t.context.db
        .updateTable('library_items')
        .set({ place_city: 'Elsewhere' })
        .where('id', '=', photoId)
        .execute();
      await runCatchUp();
      expect((await rowOf(photoId)).place_city).toBe('Elsewhere');
    });

    it('leaves a place the owner set, a date the owner corrected, and the camera an item has', async () => {
      const photoId = await itemFromBefore('hamburg-again.jpg', await sameWithOtherBytes(hamburgJpeg), {
        created_at: '2024-05-02T08:00:00-03:00',
        camera_make: 'Leica',
        place_city: 'Tokyo',
        place_country: 'JP',
        place_by_person: 1,
      });
      await runCatchUp();
      expect(await rowOf(photoId)).toMatchObject({
        created_at: '2024-05-02T08:00:00-03:00',
        camera_make: 'Leica',
        camera_model: null,
        place_city: 'Tokyo',
        gps_latitude: null,
        facts_version: 1,
      });
    });

    it('marks an item whose original is gone as read, with nothing learnt', async () => {
      const itemId = await seedReadyPhoto(t, owner.user.id);
      await runCatchUp();
      expect(await rowOf(itemId)).toMatchObject({ facts_version: 1, place_city: null, camera_make: null });
    });
  });
});

/** The same JPEG with one byte of its comment changed: other bytes, so another item. */
async function sameWithOtherBytes(jpeg: Buffer): Promise<Buffer> {
  // Appended after the end-of-image marker: decoders stop at it, the hash does not.
  return Buffer.concat([jpeg, Buffer.from('other')]);
}
