import type { ItemDetails } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, invite, type Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf, seedReadyPhoto } from './library-fixtures.ts';

const detailsUrl = (itemId: number | string) => `/api/v3/library/items/${itemId}/details`;

describe.each(testDatabases())('library item details on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let friend: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    friend = await t.loggedInClient({ plan: 'plus' });
  });

  it("lists the asker's albums and the shared ones they belong to that hold the item, by name", async () => {
    const itemId = await seedReadyPhoto(t, owner.user.id);
    const summer = await createAlbum(owner.client, 'Summer', { itemIds: [itemId] });
    await createAlbum(owner.client, 'Another', { itemIds: [await seedReadyPhoto(t, owner.user.id)] });
    // The friend's shared album, where the owner is a member and added the photo.
    const family = await createAlbum(friend.client, 'Family', {
      isShared: true,
      itemIds: [await seedReadyPhoto(t, friend.user.id)],
    });
    await invite(friend, owner, family.id);
    const added = await owner.client.postJson(`/api/v3/albums/${family.id}/items`, { itemIds: [itemId] });
    expect(added.statusCode, added.body).toBe(200);

    const response = await owner.client.get(detailsUrl(itemId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual<ItemDetails>({
      albums: [
        { id: family.id, name: 'Family' },
        { id: summer.id, name: 'Summer' },
      ],
      source: 'upload',
      copiedFrom: null,
      sender: null,
    });

    // Having left the shared album, the owner no longer sees it there.
    expect((await owner.client.postJson(`/api/v3/albums/${family.id}/leave`, {})).statusCode).toBe(200);
    expect(((await owner.client.get(detailsUrl(itemId))).json() as ItemDetails).albums).toEqual([
      { id: summer.id, name: 'Summer' },
    ]);
  });

  it('says how the item came: mailed in by whom, or copied from whose shared item', async () => {
    const mailed = await seedReadyPhoto(t, friend.user.id, { source: 'email', sender_email: 'grandma@example.com' });
    expect((await friend.client.get(detailsUrl(mailed))).json()).toMatchObject({
      source: 'email',
      sender: 'grandma@example.com',
      copiedFrom: null,
    });

    // The friend adds the mailed photo to the owner's shared album; the owner copies it.
    const album = await createAlbum(owner.client, 'Shared', {
      isShared: true,
      itemIds: [await seedReadyPhoto(t, owner.user.id)],
    });
    await invite(owner, friend, album.id);
    expect((await friend.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [mailed] })).statusCode).toBe(
      200,
    );
    const copied = await owner.client.postJson(`/api/v3/albums/${album.id}/items/copy`, { itemIds: [mailed] });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = (await itemRowsOf(t, owner.user.id)).find((row) => row.source === 'copy');
    expect(copy).toBeDefined();
    expect((await owner.client.get(detailsUrl(copy?.id ?? 0))).json()).toEqual<ItemDetails>({
      albums: [],
      source: 'copy',
      copiedFrom: 'Ada Lovelace',
      // The address that mailed the friend's photo stays the friend's to know.
      sender: null,
    });
  });

  it("answers 404 for another person's item, even one in an album both share", async () => {
    const itemId = await seedReadyPhoto(t, owner.user.id);
    const album = await createAlbum(owner.client, 'Together', { isShared: true, itemIds: [itemId] });
    await invite(owner, friend, album.id);
    const { client: stranger } = await t.loggedInClient({ plan: 'plus' });
    for (const client of [friend.client, stranger]) {
      const response = await client.get(detailsUrl(itemId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    expect((await owner.client.get(detailsUrl(999_999_999))).statusCode).toBe(404);
  });

  it('refuses ids no row can have, and strangers without a session', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
      expect((await owner.client.get(detailsUrl(id))).statusCode, id).toBe(400);
    }
    const anonymous = await t.app.inject({ url: detailsUrl(1) });
    expect(anonymous.statusCode).toBe(401);
  });
});
