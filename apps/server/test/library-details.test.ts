import type { Album, AlbumInvite, ItemDetails } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, type TestUser, testDatabases, useTestApp } from './harness.ts';
import { itemRowsOf } from './library-fixtures.ts';

interface Person {
  client: TestClient;
  user: TestUser;
}

const detailsUrl = (itemId: number | string) => `/api/v3/library/items/${itemId}/details`;

/** One ready photo straight into the database (uploads have tests of their own). */
async function seedItem(t: TestApp, ownerId: number, source: 'upload' | 'email' = 'upload'): Promise<number> {
  const now = new Date().toISOString();
  const hash = `${t.uniqueName('h')}${Math.random().toString(16).slice(2)}`.padEnd(64, '0');
  const row = await t.context.db
    .insertInto('library_items')
    .values({
      owner_id: ownerId,
      kind: 'photo',
      status: 'ready',
      failure_code: null,
      name: 'photo.jpg',
      content_hash: hash,
      original_key: `originals/${hash.slice(0, 2)}/${hash}.jpg`,
      mime_type: 'image/jpeg',
      size_bytes: 1000,
      width: 640,
      height: 480,
      orientation: 'landscape',
      duration_ms: null,
      created_at: now,
      uploaded_at: now,
      caption: '',
      is_favourite: 0,
      source,
      sender_email: source === 'email' ? 'grandma@example.com' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createAlbum(client: TestClient, body: { name: string; isShared?: boolean; itemIds?: number[] }) {
  const response = await client.postJson('/api/v3/albums', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Album;
}

/** An invitation by username, accepted: the album shared with a member. */
async function shareWith(owner: Person, member: Person, albumId: number): Promise<void> {
  const invited = await owner.client.postJson(`/api/v3/albums/${albumId}/members`, {
    invitees: [member.user.username],
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const { invites } = (await member.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
  const invite = invites.find((candidate) => candidate.album.id === albumId);
  expect((await member.client.postJson(`/api/v3/album-invites/${invite?.id}/accept`, {})).statusCode).toBe(200);
}

describe.each(testDatabases())('library item details on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let friend: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    friend = await t.loggedInClient({ plan: 'plus' });
  });

  it("lists the asker's albums and the shared ones they belong to that hold the item, by name", async () => {
    const itemId = await seedItem(t, owner.user.id);
    const summer = await createAlbum(owner.client, { name: 'Summer', itemIds: [itemId] });
    await createAlbum(owner.client, { name: 'Another', itemIds: [await seedItem(t, owner.user.id)] });
    // The friend's shared album, where the owner is a member and added the photo.
    const family = await createAlbum(friend.client, {
      name: 'Family',
      isShared: true,
      itemIds: [await seedItem(t, friend.user.id)],
    });
    await shareWith(friend, owner, family.id);
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
    const mailed = await seedItem(t, friend.user.id, 'email');
    expect((await friend.client.get(detailsUrl(mailed))).json()).toMatchObject({
      source: 'email',
      sender: 'grandma@example.com',
      copiedFrom: null,
    });

    // The friend adds the mailed photo to the owner's shared album; the owner copies it.
    const album = await createAlbum(owner.client, {
      name: 'Shared',
      isShared: true,
      itemIds: [await seedItem(t, owner.user.id)],
    });
    await shareWith(owner, friend, album.id);
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
    const itemId = await seedItem(t, owner.user.id);
    const album = await createAlbum(owner.client, { name: 'Together', isShared: true, itemIds: [itemId] });
    await shareWith(owner, friend, album.id);
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
