import { beforeAll, describe, expect, it } from 'vitest';
import { albumsVisibleTo, itemsOwnedBy, sharedAlbumsOf } from '../src/modules/access/predicates.ts';
import { createAlbum, invite, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

/**
 * Who may do what, asked of the one access module: each permission granted to whom it names and
 * refused, as a missing id is, to everyone else, for one id or a batch.
 */
describe.each(testDatabases())('access on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let member: Person;
  let invitee: Person;
  let stranger: Person;
  let albumId: number;
  let ownerItems: number[];
  let strangerItem: number;
  let frameId: number;

  const seedItems = (ownerId: number, count: number) =>
    Promise.all(Array.from({ length: count }, () => seedReadyPhoto(t, ownerId)));

  beforeAll(async () => {
    [owner, member, invitee, stranger] = (await Promise.all(
      [1, 2, 3, 4].map(() => t.loggedInClient()),
    )) as Person[] as [Person, Person, Person, Person];
    ownerItems = await seedItems(owner.user.id, 3);
    [strangerItem] = (await seedItems(stranger.user.id, 1)) as [number];
    albumId = (await createAlbum(owner.client, 'Summer', { isShared: true, itemIds: ownerItems })).id;
    await invite(owner, member, albumId);
    await invite(owner, invitee, albumId, false);
    frameId = (await pairFrame(t, owner.client, 'Hall')).frameId;
  });

  const access = () => t.context.access;
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ code: 'not_found' });
  const roleOf = async (person: Person, permission: Parameters<typeof t.context.access.requireAccess>[1]) =>
    ((await access().requireAccess(person.user.id, permission, [albumId])) as { role: string }[])[0]?.role;

  it('album.see: the owner, a member and an invitee see its card; no one else', async () => {
    expect(await roleOf(owner, 'album.see')).toBe('owner');
    expect(await roleOf(member, 'album.see')).toBe('member');
    expect(await roleOf(invitee, 'album.see')).toBe('invitee');
    await refused(access().requireAccess(stranger.user.id, 'album.see', [albumId]));
  });

  it('album.read: the owner and members read its items and members; an invitee and a stranger do not', async () => {
    const [grant] = await access().requireAccess(member.user.id, 'album.read', [albumId]);
    expect(grant).toMatchObject({ album: { id: albumId, name: 'Summer' }, role: 'member' });
    expect(grant?.memberId).toEqual(expect.any(Number));
    expect((await access().requireAccess(owner.user.id, 'album.read', [albumId]))[0]?.memberId).toBeNull();
    await refused(access().requireAccess(invitee.user.id, 'album.read', [albumId]));
    await refused(access().requireAccess(stranger.user.id, 'album.read', [albumId]));
  });

  it('album.addItems: the owner and members add; an invitee and a stranger do not', async () => {
    expect(await roleOf(owner, 'album.addItems')).toBe('owner');
    expect(await roleOf(member, 'album.addItems')).toBe('member');
    await refused(access().requireAccess(invitee.user.id, 'album.addItems', [albumId]));
    await refused(access().requireAccess(stranger.user.id, 'album.addItems', [albumId]));
  });

  it('album.leave: a member leaves; the owner cannot, nor an invitee', async () => {
    expect(await roleOf(member, 'album.leave')).toBe('member');
    await refused(access().requireAccess(owner.user.id, 'album.leave', [albumId]));
    await refused(access().requireAccess(invitee.user.id, 'album.leave', [albumId]));
  });

  it('album.manage: the owner alone', async () => {
    expect(await roleOf(owner, 'album.manage')).toBe('owner');
    for (const other of [member, invitee, stranger]) {
      await refused(access().requireAccess(other.user.id, 'album.manage', [albumId]));
    }
  });

  it('refuses an album that does not exist, and a batch with one album not granted', async () => {
    const own = (await createAlbum(owner.client, 'Winter', { itemIds: ownerItems })).id;
    await refused(access().requireAccess(owner.user.id, 'album.see', [own + 1000]));
    expect(await access().requireAccess(owner.user.id, 'album.manage', [own, albumId, own])).toHaveLength(2);
    const strangers = (await createAlbum(stranger.client, 'Theirs', { itemIds: [strangerItem] })).id;
    await refused(access().requireAccess(owner.user.id, 'album.see', [own, strangers]));
  });

  it('item.edit: the owner’s own items, each once in the order asked; one other makes it a 404', async () => {
    const [a, b, c] = ownerItems as [number, number, number];
    expect(await access().requireAccess(owner.user.id, 'item.edit', [c, a, c, b])).toEqual([c, a, b]);
    expect(await access().requireAccess(owner.user.id, 'item.edit', [])).toEqual([]);
    await refused(access().requireAccess(owner.user.id, 'item.edit', [a, strangerItem]));
    await refused(access().requireAccess(member.user.id, 'item.edit', [a]));
    // Ids no row can have are refused before any query, as a missing one is.
    for (const impossible of [0, -1, 1.5, 2 ** 31, Number.NaN]) {
      await refused(access().requireAccess(owner.user.id, 'item.edit', [impossible]));
    }
  });

  it('item.restore: the owner’s own items in the Trash, and not those in the library; item.edit the other way', async () => {
    const [inTrash, inLibrary] = (await seedItems(owner.user.id, 2)) as [number, number];
    await t.context.db
      .updateTable('library_items')
      .set({ trashed_at: t.clock.now().toISOString() })
      .where('id', '=', inTrash)
      .execute();
    expect(await access().requireAccess(owner.user.id, 'item.restore', [inTrash])).toEqual([inTrash]);
    await refused(access().requireAccess(owner.user.id, 'item.restore', [inLibrary]));
    await refused(access().requireAccess(owner.user.id, 'item.edit', [inTrash]));
    await refused(access().requireAccess(stranger.user.id, 'item.restore', [inTrash]));
  });

  it('frame.control: the frame’s owner alone', async () => {
    expect(await access().requireAccess(owner.user.id, 'frame.control', [frameId])).toEqual([frameId]);
    await refused(access().requireAccess(member.user.id, 'frame.control', [frameId]));
    await refused(access().requireAccess(owner.user.id, 'frame.control', [frameId + 1000]));
  });

  it('gives other queries the same answers as SQL: albums visible to, shared albums of, items owned by', async () => {
    const albumsOf = async (person: Person) =>
      (
        await t.context.db
          .selectFrom('albums')
          .select('id')
          .where((eb) => albumsVisibleTo(eb, person.user.id))
          .execute()
      ).map((row) => row.id);
    expect(await albumsOf(member)).toEqual([albumId]);
    expect(await albumsOf(invitee)).toEqual([]);
    const shared = await t.context.db
      .selectFrom('albums')
      .select('id')
      .where((eb) => sharedAlbumsOf(eb, owner.user.id))
      .execute();
    expect(shared.map((row) => row.id)).toEqual([albumId]);
    const items = await t.context.db
      .selectFrom('library_items')
      .select('id')
      .where((eb) => itemsOwnedBy(eb, stranger.user.id))
      .execute();
    expect(items.map((row) => row.id)).toEqual([strangerItem]);
  });
});
