import type {
  Album,
  AlbumItemPage,
  Import,
  ImportPartPolicy,
  ImportRefusalPage,
  LibraryItem,
} from '@kinframe/contract';
import { zipBuffer } from '@kinframe/testkit/archives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { IMPORTS, importArchive, libraryOf, sidecar, untilFinished } from './import-fixtures.ts';
import { useLibraryFixtures } from './library-fixtures.ts';

async function sourceOf(client: TestClient, item: LibraryItem | undefined): Promise<string> {
  return ((await client.get(`/api/v3/library/items/${item?.id ?? 0}/details`)).json() as { source: string }).source;
}

async function albumsOf(client: TestClient): Promise<Album[]> {
  return ((await client.get('/api/v3/albums?limit=100')).json() as { albums: Album[] }).albums;
}

async function albumItemNames(client: TestClient, albumId: number): Promise<string[]> {
  const page = (await client.get(`/api/v3/albums/${albumId}/items?limit=100`)).json() as AlbumItemPage;
  return page.items.map((item) => item.name).sort();
}

function archiveKeysOf(t: TestApp, userId: number, importId: number) {
  return t.context.storage.stat(`imports/${userId}/${importId}/part-0.zip`);
}

describe.each(testDatabases())('imports from export archives on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await t.context.queue.stop();
  });

  it('imports a Takeout archive in two parts with its dates, captions and albums, and deletes it after', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const [beach, hike, snow] = await Promise.all([
      files.uniqueJpeg(101),
      files.uniqueJpeg(102),
      files.uniqueJpeg(103),
    ]);
    const longName = 'a_really_long_name_from_the_phone_camera_2019.jpg';
    // An album called "Trip" already exists: the imported one is "Trip (2)".
    expect((await client.postJson('/api/v3/albums', { name: 'Trip' })).statusCode).toBe(201);
    const first = zipBuffer({
      'Takeout/Google Photos/Trip/metadata.json': JSON.stringify({ title: 'Trip' }),
      'Takeout/Google Photos/Trip/beach.jpg': beach,
      'Takeout/Google Photos/Trip/beach.jpg.supplemental-metadata.json': sidecar(
        'beach.jpg',
        '2019-08-02T10:00:00Z',
        'Sun at last',
        { latitude: 53.5503, longitude: 9.993, altitude: 4 },
      ),
      'Takeout/Google Photos/Photos from 2018/portrait.jpg': files.portraitJpeg,
      'Takeout/Google Photos/Photos from 2018/portrait.jpg.json': sidecar('portrait.jpg', '2018-01-01T00:00:00Z'),
      'Takeout/Google Photos/Photos from 2018/print-subtitle.txt': 'not a photo',
    });
    const second = zipBuffer({
      [`Takeout/Google Photos/Photos from 2019/${longName}`]: hike,
      // Takeout cuts a sidecar's name at 46 characters.
      [`Takeout/Google Photos/Photos from 2019/${`${longName}.supplemental-metadata`.slice(0, 46)}.json`]: sidecar(
        longName,
        '2019-05-05T05:05:05Z',
      ),
      'Takeout/Google Photos/Photos from 2019/snow.jpg': snow,
      'Takeout/Google Photos/Photos from 2019/snow.jpg.json': sidecar('snow.jpg', '2019-12-24T12:00:00Z'),
    });
    const started = await importArchive(t, client, 'takeout', [first, second]);
    expect(started.state).toBe('reading');
    expect(started.parts.map((part) => part.isUploaded)).toEqual([true, true]);

    const done = await untilFinished(t, client, started.id);
    expect(done).toMatchObject({
      state: 'done',
      errorCode: null,
      progress: { done: 5, total: 5 },
      importedCount: 4,
      duplicateCount: 0,
      refusedCount: 1,
      albumCount: 1,
      currentAlbum: null,
    });
    const items = await libraryOf(client);
    const byName = new Map(items.map((item) => [item.name, item]));
    expect(byName.get('beach.jpg')?.caption).toBe('Sun at last');
    // Where the sidecar says it was taken; no place where it says (0, 0).
    expect(byName.get('beach.jpg')?.place).toMatchObject({ city: 'Hamburg', country: 'DE', latitude: 53.5503 });
    expect(byName.get('snow.jpg')?.place).toBeNull();
    expect(await sourceOf(client, byName.get('beach.jpg'))).toBe('google');
    expect(byName.get('beach.jpg')?.createdAt).toBe('2019-08-02T10:00:00.000Z');
    expect(byName.get(longName)?.createdAt).toBe('2019-05-05T05:05:05.000Z');
    // The photo's own EXIF date beats the sidecar's.
    expect(byName.get('portrait.jpg')?.createdAt.startsWith('2023-07-14')).toBe(true);
    const trip = (await albumsOf(client)).find((album) => album.name === 'Trip (2)');
    expect(trip).toBeDefined();
    expect(await albumItemNames(client, trip?.id ?? 0)).toEqual(['beach.jpg']);

    const refused = (await client.get(`${IMPORTS}/${started.id}/refused`)).json() as ImportRefusalPage;
    expect(refused).toEqual({
      files: [
        {
          name: 'print-subtitle.txt',
          path: 'Takeout/Google Photos/Photos from 2018/print-subtitle.txt',
          code: 'not_media_file',
        },
      ],
      nextCursor: null,
    });
    // The archive is gone from storage; the person heard of the end.
    expect(await archiveKeysOf(t, user.id, started.id)).toBeNull();
    const notes = (await client.get('/api/v3/notifications')).json() as {
      notifications: { type: string; params: unknown }[];
    };
    expect(notes.notifications.find((note) => note.type === 'import_finished')?.params).toEqual({
      format: 'Google Takeout',
      imported: 4,
      duplicates: 0,
      refused: 1,
    });
    expect(notes.notifications.some((note) => note.type === 'upload_finished')).toBe(false);
  });

  it('counts photos the library had as duplicates, not imported twice', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const photo = await files.uniqueJpeg(201);
    const archive = zipBuffer({
      'Takeout/Google Photos/Photos from 2020/one.jpg': photo,
      'Takeout/Google Photos/Photos from 2020/one.jpg.json': sidecar('one.jpg', '2020-02-02T00:00:00Z'),
    });
    const once = await untilFinished(t, client, (await importArchive(t, client, 'takeout', [archive])).id);
    expect(once).toMatchObject({ importedCount: 1, duplicateCount: 0 });
    const twice = await untilFinished(t, client, (await importArchive(t, client, 'takeout', [archive])).id);
    expect(twice).toMatchObject({ state: 'done', importedCount: 0, duplicateCount: 1 });
    expect(await libraryOf(client)).toHaveLength(1);
  });

  it('imports a Facebook archive: albums, dates, captions written the way Meta writes them', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const [summer, party] = await Promise.all([files.uniqueJpeg(301), files.uniqueJpeg(302)]);
    const archive = zipBuffer({
      'your_facebook_activity/posts/album/0.json': JSON.stringify({
        name: 'Summer',
        photos: [
          {
            uri: 'your_facebook_activity/posts/media/Summer_1/summer.jpg',
            creation_timestamp: 1_593_000_000,
            // "été", one \u00XX escape per UTF-8 byte.
            description: '\u00c3\u00a9t\u00c3\u00a9',
          },
        ],
      }),
      'your_facebook_activity/posts/media/Summer_1/summer.jpg': summer,
      'your_facebook_activity/posts/your_posts__check_ins__photos_and_videos_1.json': JSON.stringify([
        {
          attachments: [
            {
              data: [
                {
                  media: {
                    uri: 'your_facebook_activity/posts/media/party.jpg',
                    creation_timestamp: 1_600_000_000,
                    description: 'Party',
                  },
                },
              ],
            },
          ],
        },
      ]),
      'your_facebook_activity/posts/media/party.jpg': party,
    });
    const done = await untilFinished(t, client, (await importArchive(t, client, 'facebook', [archive])).id);
    expect(done).toMatchObject({ state: 'done', importedCount: 2, refusedCount: 0, albumCount: 1 });
    const byName = new Map((await libraryOf(client)).map((item) => [item.name, item]));
    expect(byName.get('summer.jpg')?.caption).toBe('été');
    expect(await sourceOf(client, byName.get('summer.jpg'))).toBe('facebook');
    expect(byName.get('summer.jpg')?.createdAt).toBe(new Date(1_593_000_000_000).toISOString());
    expect(byName.get('party.jpg')?.caption).toBe('Party');
    const summerAlbum = (await albumsOf(client)).find((album) => album.name === 'Summer');
    expect(await albumItemNames(client, summerAlbum?.id ?? 0)).toEqual(['summer.jpg']);
  });

  it('imports an Instagram archive: posts and carousels, stories only when asked', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const [a, b, story] = await Promise.all([files.uniqueJpeg(401), files.uniqueJpeg(402), files.uniqueJpeg(403)]);
    const archive = zipBuffer({
      'your_instagram_activity/content/posts_1.json': JSON.stringify([
        {
          title: 'Two at once',
          creation_timestamp: 1_650_000_000,
          media: [
            { uri: 'media/posts/202204/a.jpg', creation_timestamp: 1_650_000_000, title: '' },
            { uri: 'media/posts/202204/b.jpg', creation_timestamp: 1_650_000_000, title: '' },
          ],
        },
      ]),
      'your_instagram_activity/content/stories.json': JSON.stringify({
        ig_stories: [{ uri: 'media/stories/202205/story.jpg', creation_timestamp: 1_652_000_000, title: '' }],
      }),
      'media/posts/202204/a.jpg': a,
      'media/posts/202204/b.jpg': b,
      'media/stories/202205/story.jpg': story,
    });
    const posts = await untilFinished(t, client, (await importArchive(t, client, 'instagram', [archive])).id);
    expect(posts).toMatchObject({ state: 'done', importedCount: 2 });
    const withStories = await untilFinished(
      t,
      client,
      (await importArchive(t, client, 'instagram', [archive], { includeStories: true })).id,
    );
    expect(withStories).toMatchObject({ state: 'done', importedCount: 1, duplicateCount: 2, includeStories: true });
    const byName = new Map((await libraryOf(client)).map((item) => [item.name, item]));
    expect(byName.get('a.jpg')?.caption).toBe('Two at once');
    expect(await sourceOf(client, byName.get('a.jpg'))).toBe('instagram');
  });

  it('fails an archive with nothing to import, saying so, and deletes it', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const archive = zipBuffer({ 'notes/readme.txt': 'nothing here' });
    const started = await importArchive(t, client, 'facebook', [archive]);
    const failed = await untilFinished(t, client, started.id);
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'archive_empty', importedCount: 0 });
    expect(await archiveKeysOf(t, user.id, started.id)).toBeNull();
  });

  it('cancels: what was imported stays, the rest is not taken, and the archive goes', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const entries: Record<string, Buffer | string> = {};
    for (let n = 0; n < 30; n += 1) {
      entries[`Takeout/Google Photos/Photos from 2021/p${n}.jpg`] = await files.uniqueJpeg(500 + n);
    }
    const started = await importArchive(t, client, 'takeout', [zipBuffer(entries)]);
    const cancelled = (await client.postJson(`${IMPORTS}/${started.id}/cancel`, {})).json() as Import;
    expect(cancelled.state).toBe('cancelled');
    const ended = await untilFinished(t, client, started.id);
    expect(ended.state).toBe('cancelled');
    expect((await libraryOf(client)).length).toBeLessThan(30);
    expect(await archiveKeysOf(t, user.id, started.id)).toBeNull();
    // Cancelling again changes nothing.
    expect(((await client.postJson(`${IMPORTS}/${started.id}/cancel`, {})).json() as Import).state).toBe('cancelled');
  });

  it("answers 404 for another person's import, whatever is asked of it", async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const created = (
      await client.postJson(IMPORTS, { format: 'takeout', parts: [{ name: 'takeout.zip', sizeBytes: 1000 }] })
    ).json() as Import;
    const stranger = (await t.loggedInClient({ plan: 'plus' })).client;
    expect((await stranger.get(`${IMPORTS}/${created.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`${IMPORTS}/${created.id}/parts/0/upload-policy`)).statusCode).toBe(404);
    expect((await stranger.postJson(`${IMPORTS}/${created.id}/start`, {})).statusCode).toBe(404);
    expect((await stranger.postJson(`${IMPORTS}/${created.id}/cancel`, {})).statusCode).toBe(404);
    expect((await stranger.get(`${IMPORTS}/${created.id}/refused`)).statusCode).toBe(404);
    expect(((await stranger.get(IMPORTS)).json() as { imports: Import[] }).imports).toEqual([]);
    // Not signed in: 401; Lite: the plan's wall.
    expect((await t.client().get(IMPORTS)).statusCode).toBe(401);
    const lite = (await t.loggedInClient({ plan: 'lite' })).client;
    expect((await lite.get(IMPORTS)).statusCode).toBe(403);
  });

  it('refuses bad input, parts not uploaded, a file that is not a zip, and too many imports at once', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const bad = [
      { format: 'flickr', parts: [{ name: 'a.zip', sizeBytes: 10 }] },
      { format: 'takeout', parts: [] },
      { format: 'takeout', parts: [{ name: '', sizeBytes: 10 }] },
      { format: 'takeout', parts: [{ name: 'a.zip', sizeBytes: 0 }] },
      { format: 'takeout', parts: [{ name: 'a.zip', sizeBytes: 5 * 1024 ** 3 }] },
      { format: 'takeout', parts: Array.from({ length: 101 }, () => ({ name: 'a.zip', sizeBytes: 10 })) },
    ];
    for (const body of bad) expect((await client.postJson(IMPORTS, body)).statusCode).toBe(400);
    expect((await client.get(`${IMPORTS}/abc`)).statusCode).toBe(400);

    const created = (
      await client.postJson(IMPORTS, { format: 'takeout', parts: [{ name: 'takeout.zip', sizeBytes: 1_000_000 }] })
    ).json() as Import;
    expect((await client.get(`${IMPORTS}/${created.id}/refused?cursor=nonsense`)).statusCode).toBe(400);
    expect((await client.get(`${IMPORTS}/${created.id}/parts/1/upload-policy`)).statusCode).toBe(404);
    expect((await client.get(`${IMPORTS}/${created.id}/parts/x/upload-policy`)).statusCode).toBe(400);
    const early = await client.postJson(`${IMPORTS}/${created.id}/start`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('import_parts_missing');
    // Storage judges the part by its bytes: a JPEG is not a zip.
    const policy = (await client.get(`${IMPORTS}/${created.id}/parts/0/upload-policy`)).json() as ImportPartPolicy;
    const posted = await t
      .client()
      .uploadFile(policy.uploadPolicy.url, { name: 'takeout.zip', bytes: files.jpeg }, policy.uploadPolicy.fields, {
        csrf: false,
      });
    expect(posted.statusCode).toBe(400);

    expect(
      (await client.postJson(IMPORTS, { format: 'facebook', parts: [{ name: 'b.zip', sizeBytes: 9 }] })).statusCode,
    ).toBe(200);
    const third = await client.postJson(IMPORTS, { format: 'instagram', parts: [{ name: 'c.zip', sizeBytes: 9 }] });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('imports_limit');
  });
});
