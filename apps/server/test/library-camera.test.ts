import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryItem, LibraryPage, LibrarySummary } from '@kinframe/contract';
import { EXAMPLE_CAMERA, makeJpeg, makeScratchDir } from '@kinframe/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto, uploadFile } from './library-fixtures.ts';

const itemUrl = (itemId: number | string) => `/api/v3/library/items/${itemId}`;

describe.each(testDatabases())("a photo's camera and its corrected date on $name", (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let stranger: Person;
  let cameraJpeg: Buffer;
  let removeScratch: () => Promise<void>;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    stranger = await t.loggedInClient({ plan: 'plus' });
    const scratch = await makeScratchDir();
    removeScratch = scratch.remove;
    const file = path.join(scratch.dir, 'camera.jpg');
    await makeJpeg(file, {
      width: 320,
      height: 240,
      takenAt: '2024:05:01 10:00:00',
      takenAtOffset: '+02:00',
      camera: EXAMPLE_CAMERA,
    });
    cameraJpeg = await readFile(file);
  });
  afterAll(() => removeScratch());

  it('keeps the camera, the lens and the exposure an upload names in its EXIF', async () => {
    const response = await uploadFile(owner.client, 'IMG_0001.jpg', cameraJpeg);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json() as { item: LibraryItem };
    expect(item).toMatchObject({
      createdAt: '2024-05-01T10:00:00+02:00',
      camera: { make: 'Canon', model: 'Canon EOS R6', lens: 'RF24-105mm F4 L IS USM' },
      exposure: { fNumber: 4, exposureTime: 0.004, iso: 200, focalLength: 50 },
    });
    // Read back from the database, not just the answer of the upload.
    expect((await owner.client.get(itemUrl(item.id))).json()).toMatchObject({
      camera: item.camera,
      exposure: item.exposure,
    });
  });

  it('gives null for an item from before the camera was read', async () => {
    const itemId = await seedReadyPhoto(t, owner.user.id);
    expect((await owner.client.get(itemUrl(itemId))).json()).toMatchObject({ camera: null, exposure: null });
  });

  it('takes a corrected date taken with its offset, and the library orders and groups by it', async () => {
    const older = await seedReadyPhoto(t, stranger.user.id, { created_at: '2020-03-01T12:00:00.000Z' });
    const newer = await seedReadyPhoto(t, stranger.user.id, { created_at: '2021-06-01T12:00:00.000Z' });
    const changed = await stranger.client.patchJson(itemUrl(older), { createdAt: '2022-12-31T23:30-05:00' });
    expect(changed.statusCode, changed.body).toBe(200);
    // Seconds are added, so every date in the library compares like with like.
    expect((changed.json() as LibraryItem).createdAt).toBe('2022-12-31T23:30:00-05:00');

    const page = (await stranger.client.get('/api/v3/library/items')).json() as LibraryPage;
    expect(page.items.map((item) => item.id)).toEqual([older, newer]);
    // The day is the one on the wall clock where it was taken, not the UTC day (1 January 2023).
    const summary = (await stranger.client.get('/api/v3/library/summary')).json() as LibrarySummary;
    expect(summary.days.map((day) => day.date)).toEqual(['2022-12-31', '2021-06-01']);

    const withSeconds = await stranger.client.patchJson(itemUrl(newer), { createdAt: '2021-06-01T08:15:42+05:45' });
    expect((withSeconds.json() as LibraryItem).createdAt).toBe('2021-06-01T08:15:42+05:45');
  });

  it("answers 404 for another person's item and leaves its date alone", async () => {
    const itemId = await seedReadyPhoto(t, owner.user.id, { created_at: '2019-01-01T00:00:00.000Z' });
    const response = await stranger.client.patchJson(itemUrl(itemId), { createdAt: '2020-01-01T10:00:00+00:00' });
    expect(response.statusCode).toBe(404);
    expect(((await owner.client.get(itemUrl(itemId))).json() as LibraryItem).createdAt).toBe(
      '2019-01-01T00:00:00.000Z',
    );
  });

  it.each([
    ['no offset', '2024-05-01T10:00:00'],
    ['UTC written as Z', '2024-05-01T10:00:00Z'],
    ['a day that does not exist', '2023-02-29T10:00:00+01:00'],
    ['31 April', '2024-04-31T10:00:00+01:00'],
    ['hour 24', '2024-05-01T24:00:00+01:00'],
    ['minute 60', '2024-05-01T10:60:00+01:00'],
    ['an offset past +14:00', '2024-05-01T10:00:00+14:30'],
    ['an offset past -12:00', '2024-05-01T10:00:00-12:15'],
    ['an offset of no zone', '2024-05-01T10:00:00+01:07'],
    ['before photography', '1700-05-01T10:00:00+01:00'],
    ['a date alone', '2024-05-01'],
    ['words', 'yesterday'],
    ['a number', 1714550400000],
    ['null', null],
  ])('refuses %s with the validation error', async (_, createdAt) => {
    const itemId = await seedReadyPhoto(t, owner.user.id, { created_at: '2019-01-01T00:00:00.000Z' });
    const response = await owner.client.patchJson(itemUrl(itemId), { createdAt });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(((await owner.client.get(itemUrl(itemId))).json() as LibraryItem).createdAt).toBe(
      '2019-01-01T00:00:00.000Z',
    );
  });
});
