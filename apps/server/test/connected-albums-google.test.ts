import type { AlbumItemPage, ConnectedAlbum, ConnectorList } from '@kinframe/contract';
import { type GooglePhotosStandin, startGooglePhotosStandin } from '@kinframe/testkit/standins/google-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { CONNECTED_ALBUMS, CONNECTORS, connectAccount, waitForAlbum } from './connector-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

/** The picking session a pickerUri opens: its last path segment at the stand-in. */
const sessionOf = (album: ConnectedAlbum) => new URL(album.pickerUri ?? '').pathname.split('/').pop() ?? '';

describe.each(testDatabases())('Google Photos connected albums on $name', (database) => {
  let google: GooglePhotosStandin;
  beforeAll(async () => {
    google = await startGooglePhotosStandin();
  });
  const t = useTestApp(database, { env: () => google.env() });
  const files = useLibraryFixtures({ withVideos: true });
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await google.close();
  });

  async function connected(): Promise<{ client: TestClient; userId: number }> {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    expect(await connectAccount(client, 'google', async (url) => google.consent(url))).toBe(
      '/family/library/albums?connected=google',
    );
    return { client, userId: user.id };
  }

  /** A new Google album, its picker open. */
  async function newAlbum(client: TestClient): Promise<ConnectedAlbum> {
    const created = await client.postJson(`${CONNECTED_ALBUMS}/google`, {});
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as ConnectedAlbum;
  }

  const albumItems = async (client: TestClient, albumId: number) =>
    ((await client.get(`/api/v3/albums/${albumId}/items?limit=50`)).json() as AlbumItemPage).items;

  it('fills an album with what the person picked, dated by Google where the photo has no date', async () => {
    const { client, userId } = await connected();
    const list = (await client.get(CONNECTORS)).json() as ConnectorList;
    expect(list.connectors[1]).toEqual({
      provider: 'google',
      isAvailable: true,
      connection: { accountLabel: google.account.email, state: 'connected', connectedAt: expect.any(String) },
    });
    const plain = google.addPhoto('plain.jpg', await files.uniqueJpeg(101), { createTime: '2021-05-06T07:08:09Z' });
    const dated = google.addPhoto('dated.jpg', files.portraitJpeg, { createTime: '2020-01-01T00:00:00Z' });

    const album = await newAlbum(client);
    expect(album).toMatchObject({ provider: 'google', folderPath: null, state: 'picking', itemCount: 0 });
    expect(album.pickerUri).toBe(`${google.url}/picker/${sessionOf(album)}`);
    expect(google.sessions.has(sessionOf(album))).toBe(true);
    // The same session again while it lasts.
    const again = (await client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/pick`, {})).json() as ConnectedAlbum;
    expect(again.pickerUri).toBe(album.pickerUri);

    // Not picked yet: the album keeps waiting for the person.
    await t.services.connectorsTick();
    await t.services.connectorSync.sync(album.albumId);
    expect((await client.get(`${CONNECTED_ALBUMS}/${album.albumId}`)).json()).toMatchObject({ state: 'picking' });

    google.pick(sessionOf(album), [plain, dated]);
    // A run cut short (its time is up before the first file): the album says how far it got.
    await t.services.connectorSync.sync(album.albumId, AbortSignal.abort());
    const importing = (await client.get(`${CONNECTED_ALBUMS}/${album.albumId}`)).json() as ConnectedAlbum;
    expect(importing).toMatchObject({ state: 'importing', progress: { done: 0, total: 2 }, pickerUri: null });
    // The session stays while its photos are fetched (each run lists it again for fresh links)...
    const sessionId = sessionOf(album);
    expect(google.sessions.has(sessionId)).toBe(true);

    const synced = await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced');
    // ...and goes once they are.
    expect(google.sessions.has(sessionId)).toBe(false);
    expect(google.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/sessions/${sessionId}` }),
    );
    expect(synced).toMatchObject({ itemCount: 2, progress: null, refusedCount: 0, errorCode: null });
    expect(synced.syncedAt).not.toBeNull();
    const items = await itemRowsOf(t, userId);
    expect(items.map((item) => [item.name, item.source]).sort()).toEqual([
      ['dated.jpg', 'google'],
      ['plain.jpg', 'google'],
    ]);
    expect(items.find((item) => item.name === 'plain.jpg')?.created_at).toBe('2021-05-06T07:08:09.000Z');
    // The photo's own date wins over Google's.
    expect(items.find((item) => item.name === 'dated.jpg')?.created_at.startsWith('2023-07-14')).toBe(true);
  });

  it('holds one picking session per person: pressed again while one waits, it answers that album', async () => {
    const { client } = await connected();
    const created = () => google.calls.filter((call) => call.method === 'POST' && call.path === '/v1/sessions').length;
    const before = created();
    const first = await newAlbum(client);
    for (let press = 0; press < 12; press += 1) {
      expect((await newAlbum(client)).albumId).toBe(first.albumId);
    }
    // As the web app calls it: no body at all.
    const bare = await client.send({ method: 'POST', url: `${CONNECTED_ALBUMS}/google` }, {});
    expect(bare.statusCode, bare.body).toBe(201);
    expect(created() - before).toBe(1);
    const { albums } = (await client.get(`${CONNECTED_ALBUMS}?provider=google`)).json() as { albums: ConnectedAlbum[] };
    expect(albums.filter((album) => album.state === 'picking')).toHaveLength(1);
  });

  it('"Pick more" opens a new session and adds to the same album', async () => {
    const { client } = await connected();
    const first = google.addPhoto('first.jpg', await files.uniqueJpeg(111));
    const album = await newAlbum(client);
    google.pick(sessionOf(album), [first]);
    await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced');

    const more = await client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/pick`, {});
    expect(more.statusCode, more.body).toBe(200);
    const picking = more.json() as ConnectedAlbum;
    expect(picking).toMatchObject({ albumId: album.albumId, state: 'picking', itemCount: 1 });
    expect(sessionOf(picking)).not.toBe(sessionOf(album));
    const second = google.addPhoto('second.jpg', await files.uniqueJpeg(112));
    const third = google.addPhoto('third.jpg', await files.uniqueJpeg(113));
    // Picked again, the first photo stays one item.
    google.pick(sessionOf(picking), [first, second, third]);
    const synced = await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced');
    expect(synced.itemCount).toBe(3);
    expect((await albumItems(client, album.albumId)).map((item) => item.name).sort()).toEqual([
      'first.jpg',
      'second.jpg',
      'third.jpg',
    ]);
    const albums = (await client.get(`${CONNECTED_ALBUMS}?provider=google`)).json();
    expect(albums.albums.map((entry: ConnectedAlbum) => entry.albumId)).toEqual([album.albumId]);
  });

  it('reuses photos already in the library, and keeps them when the album goes with its photos', async () => {
    const { client, userId } = await connected();
    const bytes = await files.uniqueJpeg(121);
    const uploaded = await uploadFile(client, 'mine.jpg', bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const ownItemId = uploaded.json().item.id as number;
    await t.context.queue.drain({ timeoutMs: 30_000 });

    const same = google.addPhoto('same-bytes.jpg', bytes);
    const other = google.addPhoto('other.jpg', await files.uniqueJpeg(122));
    const album = await newAlbum(client);
    google.pick(sessionOf(album), [same, other]);
    expect(await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced')).toMatchObject({
      itemCount: 2,
    });
    const items = await itemRowsOf(t, userId);
    expect(items).toHaveLength(2);
    expect((await albumItems(client, album.albumId)).map((item) => item.id)).toContain(ownItemId);

    expect((await client.delete(`${CONNECTORS}/google?keepPhotos=false`)).json()).toEqual({ success: true });
    expect((await client.get(`/api/v3/albums/${album.albumId}`)).statusCode).toBe(404);
    expect((await itemRowsOf(t, userId)).map((item) => [item.id, item.source])).toEqual([[ownItemId, 'upload']]);
    expect(google.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/revoke' }));
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[1]?.connection).toBeNull();
  });

  it('fails with picking_expired when the session ends unpicked, and picks again from there', async () => {
    const { client } = await connected();
    const photo = google.addPhoto('late.jpg', await files.uniqueJpeg(131));
    const album = await newAlbum(client);
    google.expireSession(sessionOf(album));
    const failed = await waitForAlbum(t, client, album.albumId, (status) => status.state === 'failed');
    expect(failed).toMatchObject({ errorCode: 'picking_expired', pickerUri: null });

    const picking = (await client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/pick`, {})).json() as ConnectedAlbum;
    expect(picking).toMatchObject({ state: 'picking', errorCode: null });
    google.pick(sessionOf(picking), [photo]);
    expect(await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced')).toMatchObject({
      itemCount: 1,
      errorCode: null,
    });
  });

  it('fetches a video as a video (=dv), and lists a file its checks refused', async () => {
    const { client, userId } = await connected();
    const video = google.addPhoto('clip.mp4', files.video, { type: 'VIDEO', createTime: '2022-02-02T02:02:02Z' });
    const broken = google.addPhoto('broken.jpg', Buffer.from('these bytes are not a picture'));
    const album = await newAlbum(client);
    google.pick(sessionOf(album), [video, broken]);
    const synced = await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced');
    expect(synced).toMatchObject({ itemCount: 1, refusedCount: 1 });

    const downloads = google.calls.filter((call) => call.path.startsWith(`/media/${video}=`));
    expect(downloads.map((call) => call.path)).toEqual([`/media/${video}=dv`]);
    const [item] = await itemRowsOf(t, userId);
    expect(item).toMatchObject({ name: 'clip.mp4', kind: 'video', source: 'google' });
    expect((await client.get(`${CONNECTED_ALBUMS}/${album.albumId}/refused`)).json()).toEqual({
      files: [{ name: 'broken.jpg', path: null, code: 'file_format_not_supported' }],
      nextCursor: null,
    });
  });

  it("answers 404 on every route for another person's album", async () => {
    const { client } = await connected();
    const album = await newAlbum(client);
    const stranger = await connected();
    for (const response of [
      await stranger.client.get(`${CONNECTED_ALBUMS}/${album.albumId}`),
      await stranger.client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/pick`, {}),
      await stranger.client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/sync`, {}),
      await stranger.client.get(`${CONNECTED_ALBUMS}/${album.albumId}/refused`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(((await stranger.client.get(CONNECTED_ALBUMS)).json() as { albums: unknown[] }).albums).toEqual([]);
    // Their own picker was left alone.
    expect((await client.get(`${CONNECTED_ALBUMS}/${album.albumId}`)).json()).toMatchObject({
      state: 'picking',
      pickerUri: album.pickerUri,
    });
  });

  it('refreshes an access token past its hour, and keeps the refresh token Google does not hand out again', async () => {
    const { client, userId } = await connected();
    const connection = () =>
      t.context.db.selectFrom('connections').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const before = await connection();
    google.expireAccessTokens();
    t.clock.advanceMinutes(60);
    const photo = google.addPhoto('later.jpg', await files.uniqueJpeg(141));
    const album = await newAlbum(client);
    google.pick(sessionOf(album), [photo]);
    expect(await waitForAlbum(t, client, album.albumId, (status) => status.state === 'synced')).toMatchObject({
      itemCount: 1,
    });
    const after = await connection();
    expect(after).toMatchObject({ state: 'connected', refresh_token: before.refresh_token });
    expect(after.access_token).not.toBe(before.access_token);
  });
});
