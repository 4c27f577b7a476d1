import type { AlbumItemPage, ConnectedAlbum, ConnectorList } from '@kinframe/contract';
import { type DropboxStandin, startDropboxStandin } from '@kinframe/testkit/standins/dropbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenBox } from '../src/infra/security/token-box.ts';
import type { DropboxWatch } from '../src/modules/connectors/dropbox-watch.ts';
import { createAlbum } from './account-fixtures.ts';
import type { TestClient } from './client.ts';
import { CONNECTED_ALBUMS, CONNECTORS, connectAccount, waitForAlbum } from './connector-fixtures.ts';
import { type TestApp, type TestDatabase, type TestUser, testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf, useLibraryFixtures } from './library-fixtures.ts';

/** The watch's waits, shortened: the stand-in holds a 30 s longpoll for 300 ms. */
const WATCH_TIMING = { longpollSeconds: 30, lookEveryMs: 50, cursorWaitMs: 2000, retryWaitMs: 50 };

/** What a browser does on the stand-in's consent page: Allow. */
async function allowAt(url: string): Promise<string> {
  const page = await (await fetch(url)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const answer = await fetch(new URL('/oauth2/authorize', url), {
    method: 'POST',
    body: new URLSearchParams({ consent, decision: 'allow' }),
    redirect: 'manual',
  });
  return answer.headers.get('location') ?? '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Dropbox test app of its own: the stand-in, the app on it, its worker, and a few helpers. */
function useDropboxApp(database: TestDatabase, env: Record<string, string> = {}) {
  let dropbox: DropboxStandin | undefined;
  beforeAll(async () => {
    dropbox = await startDropboxStandin({ longpollSecondMs: 10 });
  });
  const t = useTestApp(database, { env: () => ({ ...standin().env(), ...env }) });
  const files = useLibraryFixtures();
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await dropbox?.close();
  });

  function standin(): DropboxStandin {
    if (!dropbox) throw new Error('The stand-in is not started yet');
    return dropbox;
  }

  async function connected(): Promise<{ client: TestClient; user: TestUser }> {
    const person = await t.loggedInClient({ plan: 'plus' });
    expect(await connectAccount(person.client, 'dropbox', allowAt)).toBe('/family/library/albums?connected=dropbox');
    return person;
  }

  let seed = 0;
  /** A folder of photos at the stand-in made a connected album, filled; the files' Dropbox ids by name. */
  async function syncedFolder(client: TestClient, names: string[]) {
    const folder = `/${t.uniqueName('Folder')}`;
    const ids: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      seed += 1;
      const bytes = await files.uniqueJpeg(1000 + seed);
      ids[name] = standin().addFile(`${folder}/${name}`, bytes, {
        clientModified: `2024-01-0${index + 1}T10:00:00Z`,
      }).id;
    }
    const created = await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: folder });
    expect(created.statusCode, created.body).toBe(201);
    const { albumId } = created.json() as ConnectedAlbum;
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album.itemCount).toBe(names.length);
    return { folder, albumId, ids };
  }

  return { t, files, standin, connected, syncedFolder };
}

/** The album's row as the sync left it: what the API does not show (when to try again, how many tries). */
function albumRow(t: TestApp, albumId: number) {
  return t.context.db
    .selectFrom('connected_albums')
    .selectAll()
    .where('album_id', '=', albumId)
    .executeTakeFirstOrThrow();
}

async function statusOf(client: TestClient, albumId: number): Promise<ConnectedAlbum> {
  return (await client.get(`${CONNECTED_ALBUMS}/${albumId}`)).json() as ConnectedAlbum;
}

async function namesIn(client: TestClient, albumId: number): Promise<string[]> {
  const page = (await client.get(`/api/v3/albums/${albumId}/items?limit=50`)).json() as AlbumItemPage;
  return page.items.map((item) => item.name).sort();
}

/** One tick of a worker, and the runs it sent. */
async function runDue(t: TestApp): Promise<void> {
  await t.services.connectorsTick();
  await t.context.queue.drain({ timeoutMs: 30_000 });
}

/** How often the file of this Dropbox id was downloaded. */
const downloadsOf = (dropbox: DropboxStandin, id: string) =>
  dropbox.calls.filter((call) => call.path === '/2/files/download' && (call.arg as { path?: string }).path === id)
    .length;

describe.each(testDatabases())('the Dropbox watch on $name', (database) => {
  // One folder per watch, so two watches share the folders between them.
  const { t, files, standin, connected, syncedFolder } = useDropboxApp(database, { DROPBOX_WATCH_MAX: '1' });

  function newWatch(): DropboxWatch {
    const watch = t.services.createDropboxWatch(WATCH_TIMING);
    if (!watch) throw new Error('Dropbox is set up: there is a watch');
    return watch;
  }

  it('holds a longpoll on a synced folder, and a change there fills the album without anyone asking', async () => {
    const { client } = await connected();
    const { folder, albumId } = await syncedFolder(client, ['a.jpg']);
    const watch = newWatch();
    try {
      await watch.look();
      expect(watch.watching()).toEqual([albumId]);
      expect((await albumRow(t, albumId)).watch_holder).toBe(watch.holder);

      standin().addFile(`${folder}/b.jpg`, await files.uniqueJpeg(2001), { clientModified: '2024-02-01T10:00:00Z' });
      let album = await statusOf(client, albumId);
      for (let round = 0; round < 100 && album.itemCount < 2; round += 1) {
        await sleep(50);
        await t.context.queue.drain({ timeoutMs: 30_000 });
        album = await statusOf(client, albumId);
      }
      expect(album).toMatchObject({ state: 'synced', itemCount: 2 });
      expect(await namesIn(client, albumId)).toEqual(['a.jpg', 'b.jpg']);
      const longpolls = standin().calls.filter((call) => call.path === '/2/files/list_folder/longpoll');
      expect(longpolls.length).toBeGreaterThan(0);
      expect(longpolls.every((call) => !call.hasAuthorization)).toBe(true);
    } finally {
      await watch.stop();
    }
    expect(await albumRow(t, albumId)).toMatchObject({ watch_holder: null, watch_until: null });
  });

  it('never lets two watches hold the same folder, hands a stopped one on, and takes over a silent one', async () => {
    const { client } = await connected();
    await syncedFolder(client, ['c.jpg']);
    const first = newWatch();
    const second = newWatch();
    const third = newWatch();
    try {
      // Both look at once, as two processes would: each folder goes to one of them.
      for (let round = 0; round < 5; round += 1) {
        await Promise.all([first.look(), second.look()]);
        const held = [...first.watching(), ...second.watching()];
        expect(new Set(held).size).toBe(held.length);
        if (first.watching().length === 1 && second.watching().length === 1) break;
      }
      expect(first.watching()).toHaveLength(1);
      expect(second.watching()).toHaveLength(1);
      const [firstFolder] = first.watching();
      const [secondFolder] = second.watching();
      expect((await albumRow(t, firstFolder ?? 0)).watch_holder).toBe(first.holder);
      expect((await albumRow(t, secondFolder ?? 0)).watch_holder).toBe(second.holder);

      // Stopped, the first lets its folder go at once: the third takes it.
      await first.stop();
      expect(await albumRow(t, firstFolder ?? 0)).toMatchObject({ watch_holder: null });
      await third.look();
      expect(third.watching()).toEqual([firstFolder]);

      // The second goes silent (its process gone): once its lease is over, another watch takes its folder.
      t.clock.advanceMinutes(3);
      await third.look();
      const fourth = newWatch();
      try {
        await fourth.look();
        expect(fourth.watching()).toEqual([secondFolder]);
        // Renewing at last, the silent one learns it lost its folder, and stops watching it.
        await second.look();
        expect(second.watching()).toEqual([]);
        expect(third.watching()).toEqual([firstFolder]);
      } finally {
        await fourth.stop();
      }
    } finally {
      await Promise.all([first.stop(), second.stop(), third.stop()]);
    }
  });
});

describe.each(testDatabases())('Dropbox sync failures and endings on $name', (database) => {
  const { t, files, standin, connected, syncedFolder } = useDropboxApp(database);

  it('waits as long as a 429 asks, then carries on by itself', async () => {
    const { client } = await connected();
    const { folder, albumId } = await syncedFolder(client, ['a.jpg']);
    standin().addFile(`${folder}/b.jpg`, await files.uniqueJpeg(3001));
    standin().throttleNext(1, 120);
    const before = t.clock.now().getTime();
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    await t.context.queue.drain({ timeoutMs: 30_000 });
    const after = t.clock.now().getTime();
    expect(await statusOf(client, albumId)).toMatchObject({ state: 'waiting', errorCode: 'connector_throttled' });
    const retryAt = Date.parse((await albumRow(t, albumId)).retry_at ?? '');
    expect(retryAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(retryAt).toBeLessThanOrEqual(after + 120_000);

    // Not yet: a tick leaves it waiting.
    await runDue(t);
    expect(await statusOf(client, albumId)).toMatchObject({ state: 'waiting', itemCount: 1 });
    t.clock.advanceMinutes(3);
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album).toMatchObject({ errorCode: null, itemCount: 2 });
  });

  it('waits longer at each failure while Dropbox is down, and syncs once it is back', async () => {
    const { client } = await connected();
    const { folder, albumId } = await syncedFolder(client, ['a.jpg']);
    standin().addFile(`${folder}/b.jpg`, await files.uniqueJpeg(3101));
    standin().down(true);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const before = t.clock.now().getTime();
        if (attempt === 0) {
          await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
          await t.context.queue.drain({ timeoutMs: 30_000 });
        } else {
          await runDue(t);
        }
        const after = t.clock.now().getTime();
        const row = await albumRow(t, albumId);
        expect(row).toMatchObject({ state: 'waiting', error_code: 'connector_unavailable', tries: attempt + 1 });
        // 30 s, then twice as long at each failure.
        const wait = 30_000 * 2 ** attempt;
        expect(Date.parse(row.retry_at ?? '')).toBeGreaterThanOrEqual(before + wait);
        expect(Date.parse(row.retry_at ?? '')).toBeLessThanOrEqual(after + wait);
        t.clock.advanceMinutes(2 ** attempt);
      }
      expect(await statusOf(client, albumId)).toMatchObject({ state: 'waiting', errorCode: 'connector_unavailable' });
    } finally {
      standin().down(false);
    }
    t.clock.advanceMinutes(5);
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album).toMatchObject({ errorCode: null, itemCount: 2 });
    expect((await albumRow(t, albumId)).tries).toBe(0);
  });

  it('fails with dropbox_folder_gone when the folder is deleted, and keeps the photos it had', async () => {
    const { client } = await connected();
    const { folder, albumId } = await syncedFolder(client, ['a.jpg', 'b.jpg']);
    standin().deleteFolder(folder);
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'failed');
    expect(album).toMatchObject({ errorCode: 'dropbox_folder_gone', itemCount: 2 });
    expect(await namesIn(client, albumId)).toEqual(['a.jpg', 'b.jpg']);
    // Nothing more is tried by itself.
    t.clock.advanceMinutes(20);
    await runDue(t);
    expect(await statusOf(client, albumId)).toMatchObject({ state: 'failed', errorCode: 'dropbox_folder_gone' });
  });

  it('keeps a moved file as the same item, without fetching it again', async () => {
    const { client, user } = await connected();
    const { folder, albumId, ids } = await syncedFolder(client, ['a.jpg', 'b.jpg']);
    const itemsBefore = await itemRowsOf(t, user.id);
    standin().moveFile(`${folder}/a.jpg`, `${folder}/sub/moved.jpg`);
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album.itemCount).toBe(2);
    expect(downloadsOf(standin(), ids['a.jpg'] ?? '')).toBe(1);
    const itemsAfter = await itemRowsOf(t, user.id);
    expect(itemsAfter.map((item) => item.id).sort()).toEqual(itemsBefore.map((item) => item.id).sort());
    const file = await t.context.db
      .selectFrom('source_files')
      .selectAll()
      .where('album_id', '=', albumId)
      .where('ref', '=', ids['a.jpg'] ?? '')
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ path: `${folder}/sub/moved.jpg`, name: 'moved.jpg', is_own: 1 });
    expect(itemsBefore.map((item) => item.id)).toContain(file.item_id);
  });

  it('lists the folder again when its cursor expired, and still lets go of a file deleted meanwhile', async () => {
    const { client } = await connected();
    const { folder, albumId, ids } = await syncedFolder(client, ['a.jpg', 'b.jpg']);
    standin().deleteFile(`${folder}/b.jpg`);
    standin().resetCursors();
    const listedBefore = standin().calls.filter((call) => call.path === '/2/files/list_folder').length;
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album).toMatchObject({ itemCount: 1, errorCode: null });
    expect(await namesIn(client, albumId)).toEqual(['a.jpg']);
    expect(standin().calls.filter((call) => call.path === '/2/files/list_folder').length).toBe(listedBefore + 1);
    expect(downloadsOf(standin(), ids['a.jpg'] ?? '')).toBe(1);
    // The new cursor works: a later change comes through it.
    standin().addFile(`${folder}/c.jpg`, await files.uniqueJpeg(3301), { clientModified: '2024-03-01T10:00:00Z' });
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    expect(await waitForAlbum(t, client, albumId, (status) => status.state === 'synced')).toMatchObject({
      itemCount: 2,
    });
    expect(standin().calls.filter((call) => call.path === '/2/files/list_folder').length).toBe(listedBefore + 1);
  });

  it('disconnecting without the photos removes the album and its items, but not one kept in an own album', async () => {
    const person = await connected();
    const { client, user } = person;
    const { albumId } = await syncedFolder(client, ['a.jpg', 'b.jpg']);
    const items = await itemRowsOf(t, user.id);
    const kept = items.find((item) => item.name === 'a.jpg');
    const own = await createAlbum(person, { name: t.uniqueName('Mine'), itemIds: [kept?.id ?? 0] });
    const revokes = standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length;

    expect((await client.delete(`${CONNECTORS}/dropbox?keepPhotos=false`)).json()).toEqual({ success: true });
    expect((await client.get(`/api/v3/albums/${albumId}`)).statusCode).toBe(404);
    expect((await client.get(`${CONNECTED_ALBUMS}/${albumId}`)).statusCode).toBe(404);
    expect((await itemRowsOf(t, user.id)).map((item) => item.name)).toEqual(['a.jpg']);
    expect(await namesIn(client, own.id)).toEqual(['a.jpg']);
    expect(standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length).toBe(revokes + 1);
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection).toBeNull();
    // Gone already: a second disconnect finds nothing.
    expect((await client.delete(`${CONNECTORS}/dropbox?keepPhotos=false`)).statusCode).toBe(404);
  });

  it('revokes the grant at Dropbox when the account is deleted', async () => {
    const { client, user } = await connected();
    await syncedFolder(client, ['a.jpg']);
    const revokes = standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length;
    const deleted = await client.postJson('/api/v3/users/delete', { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length).toBe(revokes + 1);
    const rows = await t.context.db.selectFrom('connections').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('resumes an album that failed for a withdrawn grant once the person connects again', async () => {
    const { client, user } = await connected();
    const { folder, albumId } = await syncedFolder(client, ['a.jpg']);
    // The person withdraws this app's access at Dropbox (their grant only, not the other tests').
    const connection = await t.context.db
      .selectFrom('connections')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const accessToken = createTokenBox(t.context.config.connectors.tokenKey).open(connection.access_token);
    const revoked = await fetch(`${standin().url}/2/auth/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(revoked.status).toBe(200);
    standin().addFile(`${folder}/b.jpg`, await files.uniqueJpeg(3501), { clientModified: '2024-02-01T10:00:00Z' });
    await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {});
    const failed = await waitForAlbum(t, client, albumId, (status) => status.state === 'failed');
    expect(failed).toMatchObject({ errorCode: 'connection_revoked', itemCount: 1 });
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection?.state).toBe('revoked');
    expect((await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/sync`, {})).json().code).toBe('connection_revoked');

    expect(await connectAccount(client, 'dropbox', allowAt)).toBe('/family/library/albums?connected=dropbox');
    const album = await waitForAlbum(t, client, albumId, (status) => status.state === 'synced');
    expect(album).toMatchObject({ errorCode: null, itemCount: 2 });
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection?.state).toBe('connected');
  });

  it('refuses bad input at the callback, the connect call and the refused files', async () => {
    const { client } = await connected();
    const callback = `${CONNECTORS}/dropbox/callback`;
    const landing = async (query: string) => (await client.get(`${callback}${query}`)).headers.location;
    expect(await landing('')).toBe('/family/library/albums?connectError=connect_failed&provider=dropbox');
    expect(await landing('?state=made-up&code=abc')).toBe(
      '/family/library/albums?connectError=connect_failed&provider=dropbox',
    );
    expect(await landing('?error=access_denied')).toBe(
      '/family/library/albums?connectError=connect_failed&provider=dropbox',
    );
    expect((await client.get(`${callback}?state=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await client.get(`${CONNECTORS}/smugmug/callback?state=x`)).statusCode).toBe(400);
    // An error brought back with a good state: the person said no (or Dropbox did), on the screen they came from.
    const started = (await client.postJson(`${CONNECTORS}/dropbox/connect`, { returnTo: 'settings' })).json();
    const state = new URL(started.url).searchParams.get('state') ?? '';
    expect(await landing(`?state=${state}&error=server_error`)).toBe(
      '/account/settings?connectError=connect_cancelled&provider=dropbox',
    );
    // Signed out: sign in first.
    expect((await t.client().get(`${callback}?state=${state}&code=abc`)).headers.location).toBe('/login');

    for (const body of [{}, { returnTo: 'https://elsewhere.example/' }, { returnTo: '/account/settings' }]) {
      expect((await client.postJson(`${CONNECTORS}/dropbox/connect`, body)).statusCode).toBe(400);
    }
    const { albumId } = await syncedFolder(client, ['a.jpg']);
    for (const cursor of ['garbage', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(600)]) {
      const response = await client.get(`${CONNECTED_ALBUMS}/${albumId}/refused?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
    }
    expect((await client.get(`${CONNECTED_ALBUMS}/${albumId}/refused?limit=0`)).statusCode).toBe(400);
    expect((await client.postJson(`${CONNECTED_ALBUMS}/${albumId}/pick`, {})).statusCode).toBe(404);
  });

  it('gives Lite plus_required on connecting and on albums, but lets it see and end its connections', async () => {
    const { client, user } = await connected();
    const { albumId } = await syncedFolder(client, ['a.jpg']);
    await t.services.billing.setPlan(user.id, 'lite');
    for (const response of [
      await client.postJson(`${CONNECTORS}/dropbox/connect`, { returnTo: 'albums' }),
      await client.get(CONNECTED_ALBUMS),
      await client.get(`${CONNECTED_ALBUMS}/${albumId}`),
      await client.postJson(`${CONNECTED_ALBUMS}/dropbox`, { path: '/x' }),
      await client.get(`${CONNECTORS}/dropbox/folders`),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('plus_required');
    }
    const list = await client.get(CONNECTORS);
    expect(list.statusCode).toBe(200);
    expect((list.json() as ConnectorList).connectors[0]?.connection?.state).toBe('connected');
    const revokes = standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length;
    expect((await client.delete(`${CONNECTORS}/dropbox?keepPhotos=true`)).json()).toEqual({ success: true });
    expect(standin().calls.filter((call) => call.path === '/2/auth/token/revoke').length).toBe(revokes + 1);
    expect(((await client.get(CONNECTORS)).json() as ConnectorList).connectors[0]?.connection).toBeNull();
  });
});
