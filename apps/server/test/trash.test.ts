import type { Album, LibraryItem, Playlist, TrashPage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { createAlbum, DEVICE, FRAMES, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf, readyPhotos, seedReadyPhoto, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const TRASH = '/api/v3/library/trash';
const trashItems = (client: TestClient, itemIds: number[]) =>
  client.postJson('/api/v3/library/items/delete', { itemIds });

describe.each(testDatabases())('the Trash on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();
  const photo = readyPhotos(t, files);

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  async function trashOf(client: TestClient, query = ''): Promise<TrashPage> {
    const response = await client.get(`${TRASH}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TrashPage;
  }

  async function libraryIds(client: TestClient): Promise<number[]> {
    return ((await client.get('/api/v3/library/items')).json().items as LibraryItem[]).map((item) => item.id);
  }

  it('takes a deleted item out of the library, its albums and its frames at once, and restore brings it back to all', async () => {
    const owner = await person();
    const [kept, deleted] = [await photo(owner), await photo(owner)];
    const album = await createAlbum(owner.client, t.uniqueName('Garden'), { itemIds: [kept, deleted] });
    const frame = await pairFrame(t, owner.client);
    const shown = await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {});
    expect(shown.statusCode, shown.body).toBeLessThan(300);
    const playlist = async () =>
      (
        (
          await t.app.inject({ url: `${DEVICE}/playlist`, headers: { authorization: `Bearer ${frame.token}` } })
        ).json() as Playlist
      ).items.map((item) => item.id);
    const albumNow = async () => (await owner.client.get(`/api/v3/albums/${album.id}`)).json() as Album;
    expect((await playlist()).sort()).toEqual([kept, deleted].sort());

    expect((await trashItems(owner.client, [deleted])).json()).toEqual({ deleted: 1 });
    expect(await libraryIds(owner.client)).toEqual([kept]);
    expect((await owner.client.get('/api/v3/library/summary')).json().total).toBe(1);
    expect((await albumNow()).itemCount).toBe(1);
    expect(await playlist()).toEqual([kept]);
    expect((await owner.client.get(`/api/v3/library/items/${deleted}`)).statusCode).toBe(404);
    const trash = await trashOf(owner.client);
    expect(trash.items.map((item) => item.id)).toEqual([deleted]);
    expect(Date.parse(trash.items[0]?.trashedAt ?? '')).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(trash.items[0]?.urls.square).toBeTruthy();
    expect(trash.keepDays).toBe(30);

    // In the Trash, nothing but restoring and deleting reaches it.
    for (const refused of [
      await owner.client.patchJson(`/api/v3/library/items/${deleted}`, { caption: 'x' }),
      await owner.client.postJson('/api/v3/library/downloads', { itemIds: [deleted] }),
      await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [deleted] }),
      await trashItems(owner.client, [deleted]),
    ]) {
      expect(refused.statusCode, refused.body).toBe(404);
    }

    expect((await owner.client.postJson(`${TRASH}/restore`, { ids: [deleted] })).json()).toEqual({ restored: 1 });
    expect((await libraryIds(owner.client)).sort()).toEqual([kept, deleted].sort());
    expect((await albumNow()).itemCount).toBe(2);
    expect((await playlist()).sort()).toEqual([kept, deleted].sort());
    expect((await trashOf(owner.client)).items).toEqual([]);
  });

  it('lists the latest deleted first, a page at a time', async () => {
    const owner = await person();
    const ids = [
      await seedReadyPhoto(t, owner.user.id),
      await seedReadyPhoto(t, owner.user.id),
      await seedReadyPhoto(t, owner.user.id),
    ];
    for (const id of ids) {
      await trashItems(owner.client, [id]);
      t.clock.advanceMinutes(1);
    }
    const first = await trashOf(owner.client, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await trashOf(owner.client, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it('deletes for good what is chosen, what is emptied, and what has waited past TRASH_DAYS', async () => {
    const owner = await person();
    const [chosen, emptied, old, recent] = [
      await seedReadyPhoto(t, owner.user.id),
      await seedReadyPhoto(t, owner.user.id),
      await seedReadyPhoto(t, owner.user.id),
      await seedReadyPhoto(t, owner.user.id),
    ];
    await trashItems(owner.client, [chosen]);
    expect((await owner.client.postJson(`${TRASH}/delete`, { ids: [chosen] })).json()).toEqual({ deleted: 1 });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.id)).not.toContain(chosen);

    await trashItems(owner.client, [emptied]);
    const emptying = await owner.client.delete(TRASH);
    expect(emptying.json(), emptying.body).toEqual({ deleted: 1 });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.id)).not.toContain(emptied);
    expect((await trashOf(owner.client)).items).toEqual([]);

    // The worker's sweep (signed-in sessions lapse over the days moved here, so it is asked directly).
    await trashItems(owner.client, [old]);
    t.clock.advanceDays(t.context.config.trashDays);
    await t.services.library.trashItems(owner.user.id, [recent]);
    t.clock.advanceMinutes(1);
    expect(await t.services.library.emptyExpiredTrash()).toBeGreaterThanOrEqual(1);
    const left = (await itemRowsOf(t, owner.user.id)).map((row) => row.id);
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
  });

  it('brings a trashed photo back when the same file is uploaded again', async () => {
    const owner = await person();
    const bytes = await files.uniqueJpeg(4242);
    const item = (await uploadFile(owner.client, 'again.jpg', bytes)).json().item as LibraryItem;
    await t.context.queue.drain({ timeoutMs: 60_000 });
    await trashItems(owner.client, [item.id]);
    const again = await uploadFile(owner.client, 'again.jpg', bytes);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json().item as LibraryItem).id).toBe(item.id);
    expect(await libraryIds(owner.client)).toEqual([item.id]);
    expect((await trashOf(owner.client)).items).toEqual([]);
  });

  it("answers 404 for another person's items, and 404 for items not in the Trash", async () => {
    const [owner, stranger] = [await person(), await person()];
    const [inTrash, inLibrary] = [await photo(owner), await photo(owner)];
    await trashItems(owner.client, [inTrash]);
    for (const [client, url, ids] of [
      [stranger.client, `${TRASH}/restore`, [inTrash]],
      [stranger.client, `${TRASH}/delete`, [inTrash]],
      [owner.client, `${TRASH}/restore`, [inLibrary]],
      [owner.client, `${TRASH}/delete`, [inLibrary]],
      // One id that is not theirs refuses the whole call: nothing half done.
      [owner.client, `${TRASH}/restore`, [inTrash, 2 ** 31]],
    ] as const) {
      expect((await client.postJson(url, { ids })).statusCode, url).toBe(404);
    }
    expect((await trashOf(stranger.client)).items).toEqual([]);
    expect((await stranger.client.delete(TRASH)).json()).toEqual({ deleted: 0 });
    expect((await trashOf(owner.client)).items.map((item) => item.id)).toEqual([inTrash]);
  });

  it('refuses malformed ids, bodies and cursors with 400', async () => {
    const owner = await person();
    for (const body of [
      {},
      { ids: [] },
      { ids: ['abc'] },
      { ids: [1.5] },
      { ids: 7 },
      { ids: Array(10_001).fill(1) },
    ]) {
      for (const url of [`${TRASH}/restore`, `${TRASH}/delete`]) {
        expect((await owner.client.postJson(url, body)).statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(
          400,
        );
      }
    }
    for (const query of ['?limit=0', '?limit=501', '?limit=x', '?cursor=not-a-cursor']) {
      expect((await owner.client.get(`${TRASH}${query}`)).statusCode, query).toBe(400);
    }
  });
});
