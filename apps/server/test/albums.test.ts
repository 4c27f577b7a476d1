import type { AddedItems, Album, AlbumInvite, AlbumItemPage, AlbumMembers, AlbumPage } from '@kinframe/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { GOOD_PASSWORD, type TestApp, type TestUser, testDatabases, useTestApp } from './harness.ts';
import { confirmationTokenFor, mailsTo } from './mailbox.ts';

const ALBUMS = '/api/v3/albums';

interface Person {
  client: TestClient;
  user: TestUser;
}

/**
 * Library items straight into the database (the upload path has tests of its own): a distinct
 * content each, with a square rendition so covers and signed links show.
 */
async function seedItems(t: TestApp, ownerId: number, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, () => {
      const hash = `${t.uniqueName('h')}${Math.random().toString(16).slice(2)}`.padEnd(64, '0');
      return {
        owner_id: ownerId,
        kind: 'photo' as const,
        status: 'ready' as const,
        failure_code: null,
        name: 'photo.jpg',
        content_hash: hash,
        original_key: `originals/${hash.slice(0, 2)}/${hash}.jpg`,
        mime_type: 'image/jpeg',
        size_bytes: 1000,
        width: 640,
        height: 480,
        orientation: 'landscape' as const,
        duration_ms: null,
        created_at: now,
        uploaded_at: now,
        caption: '',
        is_favourite: 0,
      };
    });
    const inserted = await t.context.db.insertInto('library_items').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  await t.context.db
    .insertInto('renditions')
    .values(
      ids.map((id) => ({
        item_id: id,
        name: 'square',
        key: `renditions/xx/${id}/square.webp`,
        mime_type: 'image/webp',
        width: 400,
        height: 400,
        size_bytes: 100,
      })),
    )
    .execute();
  return ids;
}

async function createAlbum(client: TestClient, body: { name: string; isShared?: boolean; itemIds?: number[] }) {
  const response = await client.postJson(ALBUMS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Album;
}

async function itemIdsOf(client: TestClient, albumId: number): Promise<number[]> {
  const page = (await client.get(`${ALBUMS}/${albumId}/items?limit=500`)).json() as AlbumItemPage;
  return page.items.map((item) => item.id);
}

/** An invitation by username, accepted: the album shared with a member. */
async function shareWith(owner: Person, member: Person, albumId: number): Promise<void> {
  const invited = await owner.client.postJson(`${ALBUMS}/${albumId}/members`, { invitees: [member.user.username] });
  expect(invited.statusCode, invited.body).toBe(200);
  const { invites } = (await member.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
  const invite = invites.find((candidate) => candidate.album.id === albumId);
  expect(invite).toBeDefined();
  expect((await member.client.postJson(`/api/v3/album-invites/${invite?.id}/accept`, {})).statusCode).toBe(200);
}

describe.each(testDatabases())('albums on $name', (database) => {
  // New accounts on Lite, as where Plus is sold online: an invitation waits for its account's Plus.
  const t = useTestApp(database, {
    env: { ALBUM_MAX_ITEMS: '5', SHARED_ALBUMS_LIMIT: '3', NEW_ACCOUNT_PLAN: 'lite' },
  });
  let owner: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
  });

  async function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  describe('Kinframe albums', () => {
    it('creates, renames, captions, lists by type and deletes an album', async () => {
      const [first, second] = await seedItems(t, owner.user.id, 2);
      const album = await createAlbum(owner.client, { name: 'Summer', itemIds: [first ?? 0, second ?? 0] });
      expect(album).toMatchObject({
        name: 'Summer',
        type: 'kinframe',
        caption: '',
        itemCount: 2,
        maxItems: 5,
        role: 'owner',
        memberCount: 0,
        owner: { id: owner.user.id, username: owner.user.username, displayName: 'Ada Lovelace' },
      });
      // The default cover is the newest item.
      expect(album.coverUrl).toContain(`${second}`);

      const renamed = await owner.client.patchJson(`${ALBUMS}/${album.id}`, {
        name: 'Summer 2024',
        caption: 'x'.repeat(160),
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Summer 2024', caption: 'x'.repeat(160) });
      const tooLong = await owner.client.patchJson(`${ALBUMS}/${album.id}`, { caption: 'x'.repeat(161) });
      expect(tooLong.statusCode).toBe(400);

      const kinframe = (await owner.client.get(`${ALBUMS}?type=kinframe`)).json() as AlbumPage;
      expect(kinframe.albums.map((a) => a.id)).toContain(album.id);
      const shared = (await owner.client.get(`${ALBUMS}?type=shared`)).json() as AlbumPage;
      expect(shared.albums.map((a) => a.id)).not.toContain(album.id);
      for (const type of ['google', 'dropbox']) {
        expect((await owner.client.get(`${ALBUMS}?type=${type}`)).json()).toEqual({ albums: [], nextCursor: null });
      }

      expect((await owner.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(200);
      expect((await owner.client.get(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      // The items stay in the library.
      expect((await owner.client.get(`/api/v3/library/items/${first}`)).statusCode).toBe(200);
    });

    it('refuses a second album of the same name, whatever its case', async () => {
      const other = await person();
      await createAlbum(other.client, { name: 'Garden' });
      const again = await other.client.postJson(ALBUMS, { name: 'GARDEN' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'album_name_taken',
        message: 'An album with the same name already exists',
      });
      const second = await createAlbum(other.client, { name: 'Lawn' });
      const renamed = await other.client.patchJson(`${ALBUMS}/${second.id}`, { name: 'garden' });
      expect(renamed.statusCode).toBe(409);
      // Another person may use the name.
      await createAlbum((await person()).client, { name: 'Garden' });
    });

    it('pages the album list by cursor, newest first', async () => {
      const other = await person();
      for (const name of ['A', 'B', 'C']) await createAlbum(other.client, { name });
      const first = (await other.client.get(`${ALBUMS}?type=kinframe&limit=2`)).json() as AlbumPage;
      expect(first.albums.map((a) => a.name)).toEqual(['C', 'B']);
      const second = (await other.client.get(`${ALBUMS}?type=kinframe&limit=2&cursor=${first.nextCursor}`)).json();
      expect(second).toMatchObject({ albums: [{ name: 'A' }], nextCursor: null });
    });

    it('sets the cover to an item of the album, and falls back to the newest when it leaves', async () => {
      const [a, b, c] = await seedItems(t, owner.user.id, 3);
      const album = await createAlbum(owner.client, { name: 'Covers', itemIds: [a ?? 0, b ?? 0] });
      const notIn = await owner.client.patchJson(`${ALBUMS}/${album.id}`, { coverItemId: c });
      expect(notIn.statusCode).toBe(404);
      const set = (await owner.client.patchJson(`${ALBUMS}/${album.id}`, { coverItemId: a })).json() as Album;
      expect(set.coverUrl).toContain(`/${a}/`);
      await owner.client.postJson(`${ALBUMS}/${album.id}/items/remove`, { itemIds: [a] });
      const after = (await owner.client.get(`${ALBUMS}/${album.id}`)).json() as Album;
      expect(after.coverUrl).toContain(`/${b}/`);
    });

    it('without a chosen cover shows the latest added item that has a square, in lists too', async () => {
      const [older, newer] = await seedItems(t, owner.user.id, 2);
      const album = await createAlbum(owner.client, { name: 'Latest cover', itemIds: [older ?? 0] });
      await owner.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [newer] });
      const listed = (await owner.client.get(`${ALBUMS}?type=kinframe&limit=200`)).json() as AlbumPage;
      expect(listed.albums.find((entry) => entry.id === album.id)?.coverUrl).toContain(`/${newer}/`);

      // An item still being processed has no square yet: the card keeps the last one it can show.
      await t.context.db
        .deleteFrom('renditions')
        .where('item_id', '=', newer ?? 0)
        .execute();
      const shown = (await owner.client.get(`${ALBUMS}/${album.id}`)).json() as Album;
      expect(shown.coverUrl).toContain(`/${older}/`);
    });

    it('adds only the asker’s own library items', async () => {
      const other = await person();
      const [foreign] = await seedItems(t, other.user.id, 1);
      const album = await createAlbum(owner.client, { name: 'Own only' });
      const response = await owner.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [foreign] });
      expect(response.statusCode).toBe(404);
      expect((await owner.client.postJson(ALBUMS, { name: 'Own only 2', itemIds: [foreign] })).statusCode).toBe(404);
    });

    it('pages items in album order and reorders them', async () => {
      const ids = await seedItems(t, owner.user.id, 5);
      const album = await createAlbum(owner.client, { name: 'Order', itemIds: ids });
      const first = (await owner.client.get(`${ALBUMS}/${album.id}/items?limit=2`)).json() as AlbumItemPage;
      expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
      expect(first.items[0]).toMatchObject({ isOwnUpload: true, addedBy: { id: owner.user.id } });
      const rest = (await owner.client.get(`${ALBUMS}/${album.id}/items?limit=10&cursor=${first.nextCursor}`)).json();
      expect((rest as AlbumItemPage).items.map((item) => item.id)).toEqual(ids.slice(2));

      const [i1, i2, i3, i4, i5] = ids as [number, number, number, number, number];
      const move = (itemId: number, beforeItemId: number | null) =>
        owner.client.postJson(`${ALBUMS}/${album.id}/items/move`, { itemId, beforeItemId });
      expect((await move(i5, i1)).statusCode).toBe(200);
      expect(await itemIdsOf(owner.client, album.id)).toEqual([i5, i1, i2, i3, i4]);
      await move(i1, i4);
      expect(await itemIdsOf(owner.client, album.id)).toEqual([i5, i2, i3, i1, i4]);
      await move(i5, null);
      expect(await itemIdsOf(owner.client, album.id)).toEqual([i2, i3, i1, i4, i5]);
      // Removing leaves a gap; moving across it keeps the order whole.
      await owner.client.postJson(`${ALBUMS}/${album.id}/items/remove`, { itemIds: [i3] });
      await move(i5, i2);
      expect(await itemIdsOf(owner.client, album.id)).toEqual([i5, i2, i1, i4]);
      expect((await move(i3, i2)).statusCode).toBe(404);
    });

    it('keeps every item and the limit when adds race each other', async () => {
      const ids = await seedItems(t, owner.user.id, 8);
      const album = await createAlbum(owner.client, { name: 'Race' });
      const answers = await Promise.all(
        ids.map((id) => owner.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [id] })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.json().code === 'album_full')).toHaveLength(3);
      const inAlbum = await itemIdsOf(owner.client, album.id);
      expect(inAlbum).toHaveLength(5);
      expect(new Set(inAlbum).size).toBe(5);
    });

    it('drops an item from every album when it is deleted from the library', async () => {
      const [a, b] = await seedItems(t, owner.user.id, 2);
      const album = await createAlbum(owner.client, { name: 'Cascade', itemIds: [a ?? 0, b ?? 0] });
      await owner.client.patchJson(`${ALBUMS}/${album.id}`, { coverItemId: a });
      await owner.client.postJson('/api/v3/library/items/delete', { itemIds: [a] });
      const after = (await owner.client.get(`${ALBUMS}/${album.id}`)).json() as Album;
      expect(after.itemCount).toBe(1);
      expect(after.coverUrl).toContain(`/${b}/`);
    });
  });

  describe('album fill', () => {
    it('adds up to the limit, then the first that fit, then refuses when full', async () => {
      const ids = await seedItems(t, owner.user.id, 8);
      const album = await createAlbum(owner.client, { name: 'Fill' });
      const add = (itemIds: number[]) => owner.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds });

      const three = await add(ids.slice(0, 3));
      expect(three.statusCode).toBe(200);
      expect(three.json()).toEqual({ added: 3, total: 3, notice: null } satisfies AddedItems);
      // Already there: nothing added, nothing refused.
      expect((await add(ids.slice(0, 1))).json()).toEqual({ added: 0, total: 3, notice: null });

      const partial = await add(ids.slice(3, 7));
      expect(partial.statusCode).toBe(200);
      expect(partial.json()).toEqual({ added: 2, total: 5, notice: 'album_partially_added' });
      expect(await itemIdsOf(owner.client, album.id)).toEqual(ids.slice(0, 5));
      expect(((await owner.client.get(`${ALBUMS}/${album.id}`)).json() as Album).itemCount).toBe(5);

      const full = await add(ids.slice(7));
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        code: 'album_full',
        message: 'This album is full. Create a new album or delete some content to add more.',
      });
    });

    it('creates an album from more items than fit with the first ones', async () => {
      const ids = await seedItems(t, owner.user.id, 7);
      const album = await createAlbum(owner.client, { name: 'Big start', itemIds: ids });
      expect(album.itemCount).toBe(5);
      expect(await itemIdsOf(owner.client, album.id)).toEqual(ids.slice(0, 5));
    });
  });

  describe('shared albums and invitations', () => {
    // Each test shares as a new person: SHARED_ALBUMS_LIMIT counts per owner.
    beforeEach(async () => {
      owner = await person();
    });

    it('needs at least one selected item to create a shared album', async () => {
      const response = await owner.client.postJson(ALBUMS, { name: 'Empty shared', isShared: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'photo_selection_required',
        message: 'To perform this action, you need to select a photo first',
      });
    });

    it('invites by username; the invitee sees the invite in the app and by mail, accepts and contributes', async () => {
      const member = await person();
      const [photo] = await seedItems(t, owner.user.id, 1);
      const album = await createAlbum(owner.client, { name: 'Family trip', isShared: true, itemIds: [photo ?? 0] });
      expect(album.type).toBe('shared');

      const invited = await owner.client.postJson(`${ALBUMS}/${album.id}/members`, {
        invitees: [member.user.username],
      });
      expect(invited.statusCode).toBe(200);
      const members = invited.json() as AlbumMembers;
      expect(members.owner.id).toBe(owner.user.id);
      expect(members.members).toEqual([
        expect.objectContaining({ person: expect.objectContaining({ id: member.user.id }), status: 'invited' }),
      ]);

      const [mail] = await mailsTo(t, member.user.email);
      expect(mail?.subject).toContain('Family trip');
      const { invites } = (await member.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
      expect(invites).toHaveLength(1);
      const invite = invites[0] as AlbumInvite;
      expect(invite).toMatchObject({
        album: { id: album.id, name: 'Family trip', itemCount: 1 },
        invitedBy: { id: owner.user.id },
      });
      expect(invite.album.coverUrl).toBeTruthy();
      expect(mail?.text).toContain(`/family/library/albums?invite=${invite.id}`);

      // An invitee sees the summary, not the items.
      expect(((await member.client.get(`${ALBUMS}/${album.id}`)).json() as Album).role).toBe('invitee');
      expect((await member.client.get(`${ALBUMS}/${album.id}/items`)).statusCode).toBe(404);

      const accepted = await member.client.postJson(`/api/v3/album-invites/${invite.id}/accept`, {});
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ id: album.id, role: 'member', memberCount: 1 });
      expect((await member.client.get('/api/v3/album-invites')).json()).toEqual({ invites: [] });
      const shared = (await member.client.get(`${ALBUMS}?type=shared`)).json() as AlbumPage;
      expect(shared.albums.map((a) => [a.id, a.role])).toEqual([[album.id, 'member']]);

      const [own] = await seedItems(t, member.user.id, 1);
      const added = await member.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [own] });
      expect(added.json()).toMatchObject({ added: 1, total: 2 });
      const page = (await owner.client.get(`${ALBUMS}/${album.id}/items`)).json() as AlbumItemPage;
      expect(page.items.map((item) => [item.id, item.addedBy.id, item.isOwnUpload])).toEqual([
        [photo, owner.user.id, true],
        [own, member.user.id, false],
      ]);
      // The member sees the members, without the owner-only addresses.
      const seen = (await member.client.get(`${ALBUMS}/${album.id}/members`)).json() as AlbumMembers;
      expect(seen.members[0]).toMatchObject({ status: 'member', email: null });

      // A member removes only what they added.
      const removed = await member.client.postJson(`${ALBUMS}/${album.id}/items/remove`, { itemIds: [photo, own] });
      expect(removed.json()).toEqual({ removed: 1 });
      expect(await itemIdsOf(owner.client, album.id)).toEqual([photo]);
    });

    it('invites someone without an account by email; they sign up, prove the address and find the invitation', async () => {
      const album = await createAlbum(owner.client, {
        name: 'For newcomers',
        isShared: true,
        itemIds: await seedItems(t, owner.user.id, 1),
      });
      const email = `${t.uniqueName('newcomer')}@example.com`;
      const invited = await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: [email.toUpperCase()] });
      expect(invited.statusCode).toBe(200);
      expect((invited.json() as AlbumMembers).members).toEqual([
        expect.objectContaining({ person: null, email, status: 'invited' }),
      ]);
      const [mail] = await mailsTo(t, email);
      expect(mail?.text).toMatch(/\/sign-up\?invite=[\w-]+/);

      const newcomer = t.client('10.9.9.9');
      const username = t.uniqueName('newcomer');
      const signedUp = await newcomer.postForm('/api/v3/users/', {
        username: `${username}@kinframe.local`,
        password: GOOD_PASSWORD,
        firstName: 'Nina',
        lastName: 'New',
        country: 'SE',
        email,
        token: 'captcha-token',
      });
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      // A new account is Lite: the invitation waits for it until it has Plus.
      expect((await newcomer.get('/api/v3/album-invites')).json()).toMatchObject({ code: 'plus_required' });
      const account = await t.services.accounts.findByEmail(email);
      await t.services.billing.setPlan(account?.id ?? 0, 'plus');
      // Anyone may sign up with any address: the invitation waits until the address is proved.
      const before = (await newcomer.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
      expect(before.invites).toEqual([]);
      const confirmed = await newcomer.postJson('/api/v3/users/email/confirm', {
        token: await confirmationTokenFor(t, email),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { invites } = (await newcomer.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
      expect(invites.map((invite) => invite.album.id)).toEqual([album.id]);
    });

    it('binds a mailed invitation to an account of another address through its token', async () => {
      const album = await createAlbum(owner.client, {
        name: 'Token claim',
        isShared: true,
        itemIds: await seedItems(t, owner.user.id, 1),
      });
      const email = `${t.uniqueName('elsewhere')}@example.com`;
      await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: [email] });
      const token = (await mailsTo(t, email))[0]?.text.match(/invite=([\w-]+)/)?.[1] ?? '';
      const other = await person();
      const claimed = await other.client.postJson('/api/v3/album-invites/claim', { token });
      expect(claimed.statusCode).toBe(200);
      expect((claimed.json() as { invites: AlbumInvite[] }).invites.map((i) => i.album.id)).toEqual([album.id]);
      expect((await other.client.postJson('/api/v3/album-invites/claim', { token })).statusCode).toBe(404);
    });

    it('mails an address without an account at most five times a day, resends included', async () => {
      const album = await createAlbum(owner.client, {
        name: 'Resent',
        isShared: true,
        itemIds: await seedItems(t, owner.user.id, 1),
      });
      const email = `${t.uniqueName('outside')}@example.com`;
      const invited = (
        await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: [email] })
      ).json() as AlbumMembers;
      const row = invited.members.find((member) => member.email === email)?.id;
      for (let resend = 0; resend < 4; resend += 1) {
        expect((await owner.client.postJson(`${ALBUMS}/${album.id}/members/${row}/resend`, {})).statusCode).toBe(200);
      }
      const refused = await owner.client.postJson(`${ALBUMS}/${album.id}/members/${row}/resend`, {});
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'requests_throttled',
        message: 'Request was throttled. You can make 5 requests per 1440 minutes.',
      });
      expect(await mailsTo(t, email)).toHaveLength(5);
      // A day later the address may be mailed again.
      t.clock.advanceDays(1);
      expect((await owner.client.postJson(`${ALBUMS}/${album.id}/members/${row}/resend`, {})).statusCode).toBe(200);
    });

    it('resends (stays invited, mails again), withdraws, declines, removes and lets members leave', async () => {
      const [a, b, c] = [await person(), await person(), await person()];
      const [photo] = await seedItems(t, owner.user.id, 1);
      const album = await createAlbum(owner.client, { name: 'States', isShared: true, itemIds: [photo ?? 0] });
      const members = (
        await owner.client.postJson(`${ALBUMS}/${album.id}/members`, {
          invitees: [a.user.username, b.user.email, `${c.user.username}@kinframe.local`],
        })
      ).json() as AlbumMembers;
      expect(members.members).toHaveLength(3);
      const rowOf = (user: TestUser) => members.members.find((m) => m.person?.id === user.id)?.id;

      const resent = await owner.client.postJson(`${ALBUMS}/${album.id}/members/${rowOf(a.user)}/resend`, {});
      expect(resent.statusCode).toBe(200);
      expect(await mailsTo(t, a.user.email)).toHaveLength(2);
      const list = (await owner.client.get(`${ALBUMS}/${album.id}/members`)).json() as AlbumMembers;
      expect(list.members.find((m) => m.id === rowOf(a.user))?.status).toBe('invited');

      // Withdrawn: the invitation is gone for a.
      expect((await owner.client.delete(`${ALBUMS}/${album.id}/members/${rowOf(a.user)}`)).statusCode).toBe(200);
      expect((await a.client.get('/api/v3/album-invites')).json()).toEqual({ invites: [] });
      expect((await a.client.get(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);

      // Declined by b.
      const bInvite = ((await b.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] }).invites[0];
      expect((await b.client.postJson(`/api/v3/album-invites/${bInvite?.id}/decline`, {})).statusCode).toBe(200);
      expect((await b.client.get(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      expect((await b.client.postJson(`/api/v3/album-invites/${bInvite?.id}/accept`, {})).statusCode).toBe(404);

      // c accepts, contributes, leaves: their item leaves the album, stays in their library.
      const cInvite = ((await c.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] }).invites[0];
      await c.client.postJson(`/api/v3/album-invites/${cInvite?.id}/accept`, {});
      const [cPhoto] = await seedItems(t, c.user.id, 1);
      await c.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [cPhoto] });
      expect((await c.client.postJson(`${ALBUMS}/${album.id}/leave`, {})).statusCode).toBe(200);
      expect((await c.client.get(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      expect(await itemIdsOf(owner.client, album.id)).toEqual([photo]);
      expect((await c.client.get(`/api/v3/library/items/${cPhoto}`)).statusCode).toBe(200);

      // Removed by the owner.
      await shareWith(owner, a, album.id);
      const row = ((await owner.client.get(`${ALBUMS}/${album.id}/members`)).json() as AlbumMembers).members[0];
      expect((await owner.client.delete(`${ALBUMS}/${album.id}/members/${row?.id}`)).statusCode).toBe(200);
      expect((await a.client.get(`${ALBUMS}/${album.id}/items`)).statusCode).toBe(404);
    });

    it('refuses an unknown username or a malformed address, and more than 10 members', async () => {
      const album = await createAlbum(owner.client, {
        name: 'Seats',
        isShared: true,
        itemIds: await seedItems(t, owner.user.id, 1),
      });
      const unknown = await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: ['nobody-here-xyz'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0]).toMatchObject({ id: 'invitees.0', code: 'user_not_found' });
      const bad = await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: ['not@an'] });
      expect(bad.statusCode).toBe(400);

      const ten = Array.from({ length: 10 }, (_, i) => `seat${i}-${t.uniqueName('x')}@example.com`);
      expect((await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: ten })).statusCode).toBe(200);
      const eleventh = await owner.client.postJson(`${ALBUMS}/${album.id}/members`, {
        invitees: [`${t.uniqueName('late')}@example.com`],
      });
      expect(eleventh.statusCode).toBe(400);
      expect(eleventh.json().errors[0]).toMatchObject({
        id: 'invitees',
        code: 'album_members_limit',
        message: 'You can add a maximum of 10 members to an album',
        params: { max: 10 },
      });
    });

    it('refuses shared albums beyond SHARED_ALBUMS_LIMIT, when creating and when sharing', async () => {
      const sharer = await person();
      const friend = await person();
      const ids = await seedItems(t, sharer.user.id, 4);
      for (const [index, id] of ids.slice(0, 3).entries()) {
        await createAlbum(sharer.client, { name: `Shared ${index}`, isShared: true, itemIds: [id] });
      }
      const fourth = await sharer.client.postJson(ALBUMS, { name: 'Shared 4', isShared: true, itemIds: [ids[3]] });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({
        code: 'shared_albums_limit',
        message: 'You have reached your maximum limit for shared albums',
      });
      const plain = await createAlbum(sharer.client, { name: 'Plain' });
      const sharing = await sharer.client.postJson(`${ALBUMS}/${plain.id}/members`, {
        invitees: [friend.user.username],
      });
      expect(sharing.statusCode).toBe(409);
      expect(sharing.json().code).toBe('shared_albums_limit');
    });

    it('turns a Kinframe album into a shared one when its owner invites someone', async () => {
      const friend = await person();
      const album = await createAlbum(owner.client, { name: 'Becomes shared' });
      await shareWith(owner, friend, album.id);
      expect(((await owner.client.get(`${ALBUMS}/${album.id}`)).json() as Album).type).toBe('shared');
    });

    it('takes every member’s access away when the owner deletes the album', async () => {
      const member = await person();
      const album = await createAlbum(owner.client, {
        name: 'Gone',
        isShared: true,
        itemIds: await seedItems(t, owner.user.id, 1),
      });
      await shareWith(owner, member, album.id);
      const [own] = await seedItems(t, member.user.id, 1);
      await member.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [own] });
      expect((await owner.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(200);
      expect((await member.client.get(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      expect((await member.client.get(`${ALBUMS}?type=shared`)).json()).toEqual({ albums: [], nextCursor: null });
      expect((await member.client.get(`/api/v3/library/items/${own}`)).statusCode).toBe(200);
    });
  });

  describe('copy', () => {
    beforeEach(async () => {
      owner = await person();
    });

    it('answers 404 for a photo its owner moved to the Trash, even by its id', async () => {
      const member = await person();
      const [ownerPhoto] = await seedItems(t, owner.user.id, 1);
      const album = await createAlbum(owner.client, { name: 'Trashed', isShared: true, itemIds: [ownerPhoto ?? 0] });
      await shareWith(owner, member, album.id);
      const [memberPhoto] = await seedItems(t, member.user.id, 1);
      await member.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [memberPhoto] });
      await member.client.postJson('/api/v3/library/items/delete', { itemIds: [memberPhoto] });
      const copied = await owner.client.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [memberPhoto] });
      expect(copied.statusCode, copied.body).toBe(404);
    });

    it('lets a member copy only their own uploads; the owner copies anything, duplicates skipped', async () => {
      const member = await person();
      const [ownerPhoto] = await seedItems(t, owner.user.id, 1);
      const album = await createAlbum(owner.client, { name: 'Copies', isShared: true, itemIds: [ownerPhoto ?? 0] });
      await shareWith(owner, member, album.id);
      const [memberPhoto] = await seedItems(t, member.user.id, 1);
      await member.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [memberPhoto] });

      const refused = await member.client.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [ownerPhoto] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'album_copy_own_only',
        message: 'As an album member, you can only copy your uploaded items',
      });

      // The member's own upload: already in their library, into one of their albums.
      const target = await createAlbum(member.client, { name: 'Mine' });
      const own = await member.client.postJson(`${ALBUMS}/${album.id}/items/copy`, {
        itemIds: [memberPhoto],
        albumId: target.id,
      });
      expect(own.json()).toEqual({ copied: 0, skipped: 1, album: { added: 1, total: 1, notice: null } });

      // The owner copies the member's photo: a new library row on the same bytes.
      const copied = await owner.client.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [memberPhoto] });
      expect(copied.json()).toEqual({ copied: 1, skipped: 0, album: null });
      const library = (await owner.client.get('/api/v3/library/items?limit=500')).json() as {
        items: { id: number; urls: { square: string | null } }[];
      };
      const source = await t.context.db
        .selectFrom('library_items')
        .selectAll()
        .where('id', '=', memberPhoto ?? 0)
        .executeTakeFirstOrThrow();
      const copy = await t.context.db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', owner.user.id)
        .where('content_hash', '=', source.content_hash)
        .executeTakeFirstOrThrow();
      expect(copy.original_key).toBe(source.original_key);
      expect(library.items.find((item) => item.id === copy.id)?.urls.square).toContain(`/${memberPhoto}/square`);
      const again = await owner.client.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [memberPhoto] });
      expect(again.json()).toEqual({ copied: 0, skipped: 1, album: null });

      // Items outside the album, and albums the asker cannot add to, are 404.
      const [outside] = await seedItems(t, owner.user.id, 1);
      expect((await owner.client.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [outside] })).statusCode).toBe(
        404,
      );
      const strangers = await createAlbum((await person()).client, { name: 'Theirs' });
      const intoForeign = await member.client.postJson(`${ALBUMS}/${album.id}/items/copy`, {
        itemIds: [memberPhoto],
        albumId: strangers.id,
      });
      expect(intoForeign.statusCode).toBe(404);
    });
  });

  describe('permissions', () => {
    let album: Album;
    let member: Person;
    let invitee: Person;
    let stranger: Person;
    let ownerItem: number;
    let memberItem: number;
    let inviteRowOfInvitee: number;

    beforeAll(async () => {
      [owner, member, invitee, stranger] = [await person(), await person(), await person(), await person()];
      [ownerItem] = (await seedItems(t, owner.user.id, 1)) as [number];
      album = await createAlbum(owner.client, { name: 'Matrix', isShared: true, itemIds: [ownerItem] });
      await shareWith(owner, member, album.id);
      await owner.client.postJson(`${ALBUMS}/${album.id}/members`, { invitees: [invitee.user.username] });
      [memberItem] = (await seedItems(t, member.user.id, 1)) as [number];
      await member.client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: [memberItem] });
      const members = (await owner.client.get(`${ALBUMS}/${album.id}/members`)).json() as AlbumMembers;
      inviteRowOfInvitee = members.members.find((m) => m.person?.id === invitee.user.id)?.id ?? 0;
    });

    /** Every album call, as a request that leaves the album as it was (or close enough to repeat). */
    const calls: Record<string, (client: TestClient) => Promise<{ statusCode: number }>> = {
      'GET album': (c) => c.get(`${ALBUMS}/${album.id}`),
      'PATCH album': (c) => c.patchJson(`${ALBUMS}/${album.id}`, { caption: 'same' }),
      'GET items': (c) => c.get(`${ALBUMS}/${album.id}/items`),
      'POST items (own items)': async (c) => {
        const userId = c === owner.client ? owner.user.id : c === member.client ? member.user.id : 0;
        const ids = userId ? await seedItems(t, userId, 1) : [ownerItem];
        const answer = await c.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: ids });
        if (answer.statusCode === 200) await c.postJson(`${ALBUMS}/${album.id}/items/remove`, { itemIds: ids });
        return answer;
      },
      'POST items/remove (nothing)': (c) => c.postJson(`${ALBUMS}/${album.id}/items/remove`, { itemIds: [999_999] }),
      'POST items/move': (c) =>
        c.postJson(`${ALBUMS}/${album.id}/items/move`, { itemId: ownerItem, beforeItemId: memberItem }),
      'POST items/copy (own upload)': (c) => c.postJson(`${ALBUMS}/${album.id}/items/copy`, { itemIds: [memberItem] }),
      'GET members': (c) => c.get(`${ALBUMS}/${album.id}/members`),
      'POST members': (c) => c.postJson(`${ALBUMS}/${album.id}/members`, { invitees: [invitee.user.username] }),
      'POST members/resend': (c) => c.postJson(`${ALBUMS}/${album.id}/members/${inviteRowOfInvitee}/resend`, {}),
      'DELETE members (unknown row)': (c) => c.delete(`${ALBUMS}/${album.id}/members/999999`),
      'POST leave (unknown album)': (c) => c.postJson(`${ALBUMS}/999999/leave`, {}),
      'DELETE album (unknown)': (c) => c.delete(`${ALBUMS}/999999`),
    };

    const expected: Record<string, [owner: number, member: number, invitee: number, stranger: number]> = {
      'GET album': [200, 200, 200, 404],
      'PATCH album': [200, 404, 404, 404],
      'GET items': [200, 200, 404, 404],
      'POST items (own items)': [200, 200, 404, 404],
      'POST items/remove (nothing)': [200, 200, 404, 404],
      'POST items/move': [200, 404, 404, 404],
      'POST items/copy (own upload)': [200, 200, 404, 404],
      'GET members': [200, 200, 404, 404],
      'POST members': [200, 404, 404, 404],
      'POST members/resend': [200, 404, 404, 404],
      'DELETE members (unknown row)': [404, 404, 404, 404],
      'POST leave (unknown album)': [404, 404, 404, 404],
      'DELETE album (unknown)': [404, 404, 404, 404],
    };

    it.each(Object.keys(calls))('%s answers by role', async (name) => {
      const clients = [owner.client, member.client, invitee.client, stranger.client];
      const statuses = [];
      for (const client of clients) statuses.push((await calls[name]?.(client))?.statusCode);
      expect(statuses).toEqual(expected[name]);
    });

    it('answers 404 to a stranger for any album id, and leaves and deletes by role', async () => {
      for (const id of [album.id, album.id + 1000, 1]) {
        if (
          id === 1 &&
          (await t.context.db.selectFrom('albums').select('owner_id').where('id', '=', 1).executeTakeFirst())
            ?.owner_id === stranger.user.id
        )
          continue;
        expect((await stranger.client.get(`${ALBUMS}/${id}/items`)).statusCode).toBe(404);
      }
      expect((await invitee.client.postJson(`${ALBUMS}/${album.id}/leave`, {})).statusCode).toBe(404);
      expect((await owner.client.postJson(`${ALBUMS}/${album.id}/leave`, {})).statusCode).toBe(404);
      expect((await stranger.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      expect((await member.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      expect((await invitee.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(404);
      // Someone else's invitation cannot be answered.
      expect(
        (await stranger.client.postJson(`/api/v3/album-invites/${inviteRowOfInvitee}/accept`, {})).statusCode,
      ).toBe(404);
      expect((await member.client.postJson(`${ALBUMS}/${album.id}/leave`, {})).statusCode).toBe(200);
      expect((await owner.client.delete(`${ALBUMS}/${album.id}`)).statusCode).toBe(200);
      expect((await invitee.client.get('/api/v3/album-invites')).json()).toEqual({ invites: [] });
    });

    it('asks to be logged in', async () => {
      expect((await t.client().get(ALBUMS)).statusCode).toBe(401);
      expect((await t.client().get('/api/v3/collections')).statusCode).toBe(401);
    });
  });

  describe('collections', () => {
    it('shows favourites and emailed items live; NFT Art only once there is art', async () => {
      const [a, b, c] = await seedItems(t, owner.user.id, 3);
      const before = (await owner.client.get('/api/v3/collections')).json() as {
        collections: { id: string; itemCount: number }[];
      };
      const favouritesBefore = before.collections.find((entry) => entry.id === 'favourites')?.itemCount ?? 0;
      // No operator imported art here: an empty NFT Art collection would promise what is not there.
      expect(before.collections.map((entry) => entry.id)).toEqual(['favourites', 'emailed']);

      await owner.client.patchJson(`/api/v3/library/items/${a}`, { isFavourite: true });
      await owner.client.patchJson(`/api/v3/library/items/${b}`, { isFavourite: true });
      await t.context.db
        .updateTable('library_items')
        .set({ source: 'email' })
        .where('id', '=', c ?? 0)
        .execute();
      const after = (await owner.client.get('/api/v3/collections')).json() as {
        collections: { id: string; itemCount: number; coverUrl: string | null }[];
      };
      expect(after.collections.find((entry) => entry.id === 'favourites')?.itemCount).toBe(favouritesBefore + 2);
      expect(after.collections.find((entry) => entry.id === 'emailed')).toMatchObject({ itemCount: 1 });
      const favourites = (await owner.client.get('/api/v3/collections/favourites/items?limit=1')).json();
      expect(favourites.items.map((item: { id: number }) => item.id)).toEqual([b]);
      const next = (
        await owner.client.get(`/api/v3/collections/favourites/items?limit=1&cursor=${favourites.nextCursor}`)
      ).json();
      expect(next.items.map((item: { id: number }) => item.id)).toEqual([a]);
      const emailed = (await owner.client.get('/api/v3/collections/emailed/items')).json();
      expect(emailed.items).toEqual([expect.objectContaining({ id: c, art: null })]);

      await owner.client.patchJson(`/api/v3/library/items/${a}`, { isFavourite: false });
      const live = (await owner.client.get('/api/v3/collections/favourites/items')).json();
      expect(live.items.map((item: { id: number }) => item.id)).not.toContain(a);

      // A Lite account reaches no collection: the plan guard answers before the collections do.
      const lite = await t.loggedInClient({ plan: 'lite' });
      for (const url of ['/api/v3/collections', '/api/v3/collections/nft-art/items']) {
        const refused = await lite.client.get(url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'plus_required' });
      }
      expect((await owner.client.get('/api/v3/collections/other/items')).statusCode).toBe(400);
    });
  });
});

describe.each(testDatabases())('a full album on $name', (database) => {
  const t = useTestApp(database);

  it('holds 2000 items (ALBUM_MAX_ITEMS default), added at once and paged in order', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const ids = await seedItems(t, user.id, 2001);
    const album = await createAlbum(client, { name: 'Two thousand' });
    const added = await client.postJson(`${ALBUMS}/${album.id}/items`, { itemIds: ids });
    expect(added.json()).toEqual({ added: 2000, total: 2000, notice: 'album_partially_added' });
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = (
        await client.get(`${ALBUMS}/${album.id}/items?limit=500${cursor ? `&cursor=${cursor}` : ''}`)
      ).json() as AlbumItemPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(ids.slice(0, 2000));
    expect(((await client.get(`${ALBUMS}/${album.id}`)).json() as Album).maxItems).toBe(2000);
  });
});
