import type { Album, AlbumItemPage, Import, SourceAlbumList } from '@kinframe/contract';
import { type FlickrStandin, startFlickrStandin } from '@kinframe/testkit/standins/flickr';
import { type MetaStandin, startMetaStandin } from '@kinframe/testkit/standins/meta';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { CONNECTORS, connectAccount } from './connector-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { IMPORTS, libraryOf, untilFinished } from './import-fixtures.ts';
import { useLibraryFixtures } from './library-fixtures.ts';

async function albumNamed(client: TestClient, name: string): Promise<{ album: Album; names: string[] }> {
  const albums = ((await client.get('/api/v3/albums?limit=100')).json() as { albums: Album[] }).albums;
  const album = albums.find((candidate) => candidate.name === name);
  expect(album, `the album ${name}`).toBeDefined();
  const page = (await client.get(`/api/v3/albums/${album?.id}/items?limit=100`)).json() as AlbumItemPage;
  return { album: album as Album, names: page.items.map((item) => item.name).sort() };
}

describe.each(testDatabases())('imports from accounts at Flickr, Facebook and Instagram on $name', (database) => {
  let flickr: FlickrStandin;
  let meta: MetaStandin;
  beforeAll(async () => {
    flickr = await startFlickrStandin({ perPage: 2 });
    meta = await startMetaStandin({ pageSize: 2 });
  });
  const t = useTestApp(database, { env: () => ({ ...flickr.env(), ...meta.env() }) });
  const files = useLibraryFixtures();
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await t.context.queue.stop();
    await flickr.close();
    await meta.close();
  });

  async function importFrom(client: TestClient, body: { provider: string; albumIds: string[] | null }) {
    const created = await client.postJson(`${IMPORTS}/account`, body);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as Import;
    expect(row).toMatchObject({ provider: body.provider, format: null, state: 'reading' });
    return untilFinished(t, client, row.id);
  }

  it('imports a Flickr photoset as an album, then everything else, with dates taken and titles', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const bytes = await Promise.all([1, 2, 3, 4].map((seed) => files.uniqueJpeg(700 + seed)));
    const [a, b, c] = [
      flickr.addPhoto({
        bytes: bytes[0] as Buffer,
        title: 'Harbour',
        description: 'Boats at dawn',
        dateTaken: '2012-06-01 06:30:00',
      }),
      flickr.addPhoto({ bytes: bytes[1] as Buffer, title: 'Lighthouse', dateTaken: '2012-06-02 18:00:00' }),
      flickr.addPhoto({ bytes: bytes[2] as Buffer, title: 'Gulls', dateTaken: '2012-06-03 12:00:00' }),
    ];
    flickr.addPhoto({
      bytes: bytes[3] as Buffer,
      title: 'Home',
      dateTaken: null,
      dateUpload: new Date('2013-01-01T00:00:00Z'),
    });
    const set = flickr.createPhotoset('Brittany 2012', [a?.id ?? '', b?.id ?? '', c?.id ?? '']);
    expect(await connectAccount(client, 'flickr', async (url) => flickr.consent(url))).toBe(
      '/family/library/albums?connected=flickr',
    );

    const albums = (await client.get(`${CONNECTORS}/flickr/albums`)).json() as SourceAlbumList;
    expect(albums).toEqual({ albums: [{ id: set.id, name: 'Brittany 2012', count: 3 }], isTruncated: false });

    const chosen = await importFrom(client, { provider: 'flickr', albumIds: [set.id] });
    expect(chosen).toMatchObject({ state: 'done', importedCount: 3, duplicateCount: 0, albumCount: 1 });
    expect((await albumNamed(client, 'Brittany 2012')).names).toEqual(['Gulls.jpg', 'Harbour.jpg', 'Lighthouse.jpg']);
    const harbour = (await libraryOf(client)).find((item) => item.name === 'Harbour.jpg');
    expect(harbour).toMatchObject({ caption: 'Boats at dawn', createdAt: '2012-06-01T06:30:00.000Z' });

    const everything = await importFrom(client, { provider: 'flickr', albumIds: null });
    expect(everything).toMatchObject({ state: 'done', importedCount: 1, duplicateCount: 3 });
    expect(await libraryOf(client)).toHaveLength(4);
  });

  it('waits when Flickr asks it to slow down, and carries on by itself', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    await connectAccount(client, 'flickr', async (url) => flickr.consent(url));
    flickr.failNext(1, { status: 429, retryAfterSeconds: 1 });
    const done = await importFrom(client, { provider: 'flickr', albumIds: null });
    expect(done.state).toBe('done');
    expect(done.importedCount + done.duplicateCount).toBeGreaterThan(0);
  });

  it('ends with "reconnect" when the person took Kinframe out of Flickr', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    await connectAccount(client, 'flickr', async (url) => flickr.consent(url));
    flickr.revokeTokens();
    const failed = await importFrom(client, { provider: 'flickr', albumIds: null });
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'connection_revoked' });
    const list = (await client.get(CONNECTORS)).json() as { connectors: { provider: string; connection: unknown }[] };
    expect(list.connectors.find((connector) => connector.provider === 'flickr')?.connection).toMatchObject({
      state: 'revoked',
    });
  });

  it('imports Facebook albums and uploads, with captions and the dates people gave them', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const [one, two, three] = await Promise.all([801, 802, 803].map((seed) => files.uniqueJpeg(seed)));
    const wedding = meta.facebook.addAlbum('Wedding');
    meta.facebook.addPhoto(one as Buffer, {
      albumId: wedding,
      caption: 'First dance',
      createdTime: '2020-01-01T10:00:00Z',
      backdatedTime: '2009-09-09T09:09:09Z',
    });
    meta.facebook.addPhoto(two as Buffer, { albumId: wedding, createdTime: '2020-01-02T10:00:00Z' });
    meta.facebook.addPhoto(three as Buffer, { caption: 'Lunch', createdTime: '2021-05-05T12:00:00Z' });
    await connectAccount(client, 'facebook', async (url) => meta.facebook.consent(url));
    const albums = (await client.get(`${CONNECTORS}/facebook/albums`)).json() as SourceAlbumList;
    expect(albums.albums.map((album) => album.name)).toContain('Wedding');

    const done = await importFrom(client, { provider: 'facebook', albumIds: null });
    expect(done).toMatchObject({ state: 'done', importedCount: 3, refusedCount: 0 });
    const library = await libraryOf(client);
    const dance = library.find((item) => item.caption === 'First dance');
    expect(dance?.createdAt).toBe('2009-09-09T09:09:09.000Z');
    expect(library.some((item) => item.caption === 'Lunch')).toBe(true);
    expect((await albumNamed(client, 'Wedding')).names).toHaveLength(2);
  });

  it('imports an Instagram professional account: posts and carousels with their captions', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const [one, two, three] = await Promise.all([901, 902, 903].map((seed) => files.uniqueJpeg(seed)));
    meta.instagram.addMedia({
      type: 'IMAGE',
      bytes: one as Buffer,
      caption: 'Sunset',
      timestamp: '2023-03-03T18:00:00Z',
    });
    meta.instagram.addMedia({
      type: 'CAROUSEL_ALBUM',
      caption: 'Market day',
      timestamp: '2023-04-04T10:00:00Z',
      children: [
        { type: 'IMAGE', bytes: two as Buffer },
        { type: 'IMAGE', bytes: three as Buffer },
      ],
    });
    await connectAccount(client, 'instagram', async (url) => meta.instagram.consent(url));
    expect((await client.get(`${CONNECTORS}/instagram/albums`)).json()).toEqual({ albums: [], isTruncated: false });
    const done = await importFrom(client, { provider: 'instagram', albumIds: null });
    expect(done).toMatchObject({ state: 'done', importedCount: 3 });
    const library = await libraryOf(client);
    expect(library.filter((item) => item.caption === 'Market day')).toHaveLength(2);
    expect(library.find((item) => item.caption === 'Sunset')?.createdAt).toBe('2023-03-03T18:00:00.000Z');
  });

  it('refuses imports from accounts not connected, and bad input', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const notConnected = await client.postJson(`${IMPORTS}/account`, { provider: 'flickr', albumIds: null });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().code).toBe('connector_not_connected');
    expect((await client.get(`${CONNECTORS}/facebook/albums`)).json().code).toBe('connector_not_connected');
    const bad = [
      { provider: 'dropbox', albumIds: null },
      { provider: 'flickr', albumIds: [] },
      { provider: 'flickr', albumIds: [''] },
      { provider: 'flickr', albumIds: Array.from({ length: 1001 }, (_, n) => String(n)) },
      { provider: 'flickr' },
    ];
    for (const body of bad) expect((await client.postJson(`${IMPORTS}/account`, body)).statusCode).toBe(400);
    expect((await client.get(`${CONNECTORS}/dropbox/albums`)).statusCode).toBe(400);
    expect((await t.client().get(`${CONNECTORS}/flickr/albums`)).statusCode).toBe(401);
  });
});
