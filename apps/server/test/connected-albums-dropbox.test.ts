import type { Album, AlbumItemPage, ConnectedAlbum, ConnectorList, DropboxFolderList } from '@kinframe/contract';
import { type DropboxStandin, startDropboxStandin } from '@kinframe/testkit/standins/dropbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { CONNECTED_ALBUMS, CONNECTORS, connectAccount, waitForAlbum } from './connector-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf, useLibraryFixtures } from './library-fixtures.ts';

/** What a browser does on the stand-in's consent page: Allow (or Cancel). */
async function consentAt(url: string, decision: 'allow' | 'cancel' = 'allow'): Promise<string> {
  const page = await (await fetch(url)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const answer = await fetch(new URL('/oauth2/authorize', url), {
    method: 'POST',
    body: new URLSearchParams({ consent, decision }),
    redirect: 'manual',
  });
  return answer.headers.get('location') ?? '';
}

describe.each(testDatabases())('Dropbox connected albums on $name', (database) => {
  let dropbox: DropboxStandin;
  beforeAll(async () => {
    dropbox = await startDropboxStandin({ longpollSecondMs: 10 });
  });
  const t = useTestApp(database, { env: () => ({ ...dropbox.env(), CONNECTED_ALBUM_MAX_ITEMS: '3' }) });
  const files = useLibraryFixtures();
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await dropbox.close();
  });

  async function connected(): Promise<{ client: TestClient; userId: number }> {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    expect(await connectAccount(client, 'dropbox', consentAt)).toBe('/family/library/albums?connected=dropbox');
    return { client, userId: user.id };
  }

  it('connects through the consent page with PKCE, and keeps the tokens sealed', async () => {
    const { client, userId } = await connected();
    const list = (await client.get(CONNECTORS)).json() as ConnectorList;
    expect(list.connectors).toEqual([
      {
        provider: 'dropbox',
        isAvailable: true,
        connection: { accountLabel: dropbox.account.email, state: 'connected', connectedAt: expect.any(String) },
      },
      { provider: 'google', isAvailable: false, connection: null },
      { provider: 'facebook', isAvailable: false, connection: null },
      { provider: 'instagram', isAvailable: false, connection: null },
      { provider: 'flickr', isAvailable: false, connection: null },
    ]);
    const row = await t.context.db
      .selectFrom('connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.access_token.startsWith('v1.')).toBe(true);
    expect(row.refresh_token?.startsWith('v1.')).toBe(true);
  });

  it('says so when the person cancels, and refuses a state used twice or of another person', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const cancelled = await connectAccount(client, 'dropbox', (url) => consentAt(url, 'cancel'));
    expect(cancelled).toBe('/family/library/albums?connectError=connect_cancelled&provider=dropbox');
    const started = (await client.postJson(`${CONNECTORS}/dropbox/connect`, { returnTo: 'settings' })).json();
    const callback = new URL(await consentAt(started.url));
    const stranger = await t.loggedInClient({ plan: 'plus' });
    const stolen = await stranger.client.get(`${callback.pathname}${callback.search}`);
    expect(stolen.headers.location).toBe('/account/settings?connectError=connect_failed&provider=dropbox');
    const replay = await client.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/family/library/albums?connectError=connect_failed&provider=dropbox');
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection).toBeNull();
  });

  it('fills an album from a folder, follows adds, changes and deletes, and keeps the newest', async () => {
    const { client, userId } = await connected();
    const name = t.uniqueName('Holidays');
    dropbox.addFile(`/${name}/a.jpg`, await files.uniqueJpeg(1), { clientModified: '2024-01-01T10:00:00Z' });
    dropbox.addFile(`/${name}/b.jpg`, await files.uniqueJpeg(2), { clientModified: '2024-02-01T10:00:00Z' });
    dropbox.addFile(`/${name}/notes.txt`, 'not a photo');
    dropbox.addFile(`/${name}/sub/c.jpg`, await files.uniqueJpeg(3), { clientModified: '2024-03-01T10:00:00Z' });

    const root = (await client.get(`${CONNECTORS}/dropbox/folders`)).json() as DropboxFolderList;
    expect(root.folders).toContainEqual({ name, path: `/${name}` });
    const created = await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: `/${name}` });
    expect(created.statusCode, created.body).toBe(201);
    const albumId = (created.json() as ConnectedAlbum).albumId;
    let album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album).toMatchObject({ name, provider: 'dropbox', itemCount: 3, refusedCount: 1, leftOutCount: 0 });
    const asAlbum = (await client.get(`/api/v3/albums/${albumId}`)).json() as Album;
    expect(asAlbum).toMatchObject({ type: 'dropbox', itemCount: 3, maxItems: 3 });
    expect(asAlbum.abilities.canAddItems).toBe(false);
    const items = await itemRowsOf(t, userId);
    expect(items.map((item) => item.source)).toEqual(['dropbox', 'dropbox', 'dropbox']);
    expect((await client.get(`${CONNECTED_ALBUMS}/${albumId}/refused`)).json()).toEqual({
      files: [{ name: 'notes.txt', path: `/${name}/notes.txt`, code: 'not_media_file' }],
      nextCursor: null,
    });

    // A fourth, newer photo: the oldest leaves the album and the library.
    dropbox.addFile(`/${name}/d.jpg`, await files.uniqueJpeg(4), { clientModified: '2024-04-01T10:00:00Z' });
    await t.services.connectedAlbums.syncNow(userId, albumId);
    album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced' && status.leftOutCount === 1);
    expect(album.itemCount).toBe(3);
    const names = async () =>
      ((await client.get(`/api/v3/albums/${albumId}/items?limit=10`)).json() as AlbumItemPage).items.map(
        (entry) => entry.name,
      );
    expect((await names()).sort()).toEqual(['b.jpg', 'c.jpg', 'd.jpg']);
    expect((await itemRowsOf(t, userId)).map((item) => item.name).sort()).toEqual(['b.jpg', 'c.jpg', 'd.jpg']);

    // A deletion and a new content.
    dropbox.deleteFile(`/${name}/sub/c.jpg`);
    dropbox.addFile(`/${name}/b.jpg`, await files.uniqueJpeg(5), { clientModified: '2024-02-01T10:00:00Z' });
    await t.services.connectedAlbums.syncNow(userId, albumId);
    album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced' && status.leftOutCount === 0);
    expect((await names()).sort()).toEqual(['a.jpg', 'b.jpg', 'd.jpg']);
    expect(album.itemCount).toBe(3);
  });

  it('refuses what a person may not do with a connected album, and 404s another person', async () => {
    const { client } = await connected();
    const name = t.uniqueName('Folder');
    dropbox.addFile(`/${name}/x.jpg`, await files.uniqueJpeg(7));
    const album = (await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: `/${name}` })).json() as ConnectedAlbum;
    expect((await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: `/${name}` })).json().code).toBe(
      'connected_album_exists',
    );
    const stranger = await t.loggedInClient({ plan: 'plus' });
    for (const response of [
      await stranger.client.get(`${CONNECTED_ALBUMS}/${album.albumId}`),
      await stranger.client.postJson(`${CONNECTED_ALBUMS}/${album.albumId}/sync`, {}),
      await stranger.client.get(`${CONNECTED_ALBUMS}/${album.albumId}/refused`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await stranger.client.get(`${CONNECTORS}/dropbox/folders`)).json().code).toBe('connector_not_connected');
    expect((await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: 'no-slash' })).statusCode).toBe(400);
    expect((await client.get(`${CONNECTORS}/dropbox/folders?path=/a/`)).statusCode).toBe(400);
    expect((await client.postJson(`${CONNECTORS}/smugmug/connect`, { returnTo: 'albums' })).statusCode).toBe(400);
    expect((await client.postJson(`${CONNECTORS}/google/connect`, { returnTo: 'albums' })).json().code).toBe(
      'connector_not_configured',
    );
  });

  it('marks the album failed when the grant is revoked, and disconnecting revokes it there', async () => {
    const { client, userId } = await connected();
    const name = t.uniqueName('Revoked');
    dropbox.addFile(`/${name}/x.jpg`, await files.uniqueJpeg(8));
    const { albumId } = (await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: `/${name}` })).json();
    await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    const row = await t.context.db
      .selectFrom('connections')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // The access token has run out, and the refresh is refused: the grant was withdrawn at Dropbox.
    await t.context.db
      .updateTable('connections')
      .set({ expires_at: '2000-01-01T00:00:00Z' })
      .where('id', '=', row.id)
      .execute();
    dropbox.revokeAll();
    await t.services.connectedAlbums.syncNow(userId, albumId).catch(() => undefined);
    await t.services.connectorSync.sync(albumId);
    const failed = (await client.get(`${CONNECTED_ALBUMS}/${albumId}`)).json() as ConnectedAlbum;
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'connection_revoked' });
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection?.state).toBe('revoked');

    // Disconnect keeping the photos: the album stays as the person's own.
    expect((await client.delete(`${CONNECTORS}/dropbox?keepPhotos=true`)).json()).toEqual({ success: true });
    const kept = (await client.get(`/api/v3/albums/${albumId}`)).json() as Album;
    expect(kept).toMatchObject({ type: 'kinframe', itemCount: 1 });
    expect((await client.get(`${CONNECTED_ALBUMS}/${albumId}`)).statusCode).toBe(404);
  });
});
