import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AlbumItemPage, AlbumPage, AvatarUploadPolicy } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, uploadPhoto } from './account-fixtures.ts';
import { TestClient } from './client.ts';
import { DEVICE, heartbeat, invite, type Person, pairFrame } from './frame-fixtures.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, useLibraryFixtures } from './library-fixtures.ts';
import { mailsTo } from './mailbox.ts';

const DELETE = '/api/v3/users/delete';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every stored key of the local media folder (not the content-type side files). */
function storedKeys(t: TestApp): string[] {
  const root = path.join(t.context.config.dataDir, 'media');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

const keysOfContent = (t: TestApp, bytes: Buffer) => {
  const hash = sha256(bytes);
  return storedKeys(t).filter((key) => key.includes(hash));
};

/** Tables that hold a user's rows, and the column that names the user. */
const USER_COLUMNS = [
  ['sessions', 'user_id'],
  ['library_items', 'owner_id'],
  ['albums', 'owner_id'],
  ['album_members', 'user_id'],
  ['album_items', 'added_by'],
  ['frames', 'owner_id'],
  ['subscriptions', 'user_id'],
  ['user_settings', 'user_id'],
  ['avatar_uploads', 'user_id'],
  ['email_senders', 'user_id'],
  ['tags', 'owner_id'],
  ['downloads', 'user_id'],
] as const;

describe.each(testDatabases())('deleting an account on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });
  const files = useLibraryFixtures();

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  async function setAvatar(person: Person): Promise<void> {
    const { uploadId, uploadPolicy } = (
      await person.client.get('/api/v3/avatar/upload-policy')
    ).json() as AvatarUploadPolicy;
    await t
      .client()
      .uploadFile(uploadPolicy.url, { name: 'me.png', bytes: files.png }, uploadPolicy.fields, { csrf: false });
    expect((await person.client.postJson('/api/v3/avatar/activate', { uploadId })).statusCode).toBe(200);
  }

  it('refuses a wrong password and deletes nothing', async () => {
    const person = await t.loggedInClient();
    const photo = await uploadPhoto(person, await files.uniqueJpeg(900));
    const response = await person.client.postJson(DELETE, { password: 'Not-The-Password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'password_incorrect',
      message: 'Password is incorrect',
      errors: [{ id: 'password', code: 'password_incorrect', message: 'Password is incorrect' }],
    });
    expect((await person.client.get(`/api/v3/library/items/${photo.id}`)).statusCode).toBe(200);
    expect((await person.client.postJson(DELETE, { password: '' })).json().code).toBe('validation_failed');
    expect((await t.client().postJson(DELETE, { password: person.user.password })).statusCode).toBe(401);
  });

  it('deletes everything the account owns, and nothing of it stays readable', async () => {
    const leaving = await t.loggedInClient();
    const member = await t.loggedInClient();
    const friend = await t.loggedInClient();

    // Its own photos: one only it holds, one the member uploaded too (the same bytes, one stored object).
    const ownBytes = await files.uniqueJpeg(901);
    const commonBytes = await files.uniqueJpeg(902);
    const contributionBytes = await files.uniqueJpeg(903);
    const own = await uploadPhoto(leaving, ownBytes);
    await uploadPhoto(leaving, commonBytes);
    const contribution = await uploadPhoto(leaving, contributionBytes);
    await uploadPhoto(member, commonBytes);
    await t.context.queue.drain({ timeoutMs: 30_000 });
    expect(keysOfContent(t, ownBytes).length).toBeGreaterThan(1);

    // Its shared album, with a member; and its contribution to the friend's shared album.
    const shared = await createAlbum(leaving, { name: 'Family', isShared: true, itemIds: [own.id] });
    await invite(leaving, member, shared.id);
    const friendPhoto = await uploadPhoto(friend, await files.uniqueJpeg(904));
    const friends = await createAlbum(friend, { name: 'Holiday', isShared: true, itemIds: [friendPhoto.id] });
    await invite(friend, leaving, friends.id);
    const added = await leaving.client.postJson(`/api/v3/albums/${friends.id}/items`, { itemIds: [contribution.id] });
    expect(added.statusCode, added.body).toBe(200);
    const itemsOfFriendsAlbum = async () =>
      ((await friend.client.get(`/api/v3/albums/${friends.id}/items`)).json() as AlbumItemPage).items.map((i) => i.id);
    expect(await itemsOfFriendsAlbum()).toEqual(expect.arrayContaining([contribution.id, friendPhoto.id]));

    // A frame, a picture, settings, a second session.
    const frame = await pairFrame(t, leaving.client);
    expect((await heartbeat(t, frame.token)).statusCode).toBe(200);
    await setAvatar(leaving);
    await leaving.client.putJson('/api/v3/users/settings', { autoAcceptFriends: true });
    const elsewhere = t.client('10.66.0.1');
    expect((await elsewhere.login(leaving.user.email, leaving.user.password)).statusCode).toBe(200);
    const oldCookies = new Map(leaving.client.cookies);
    expect(storedKeys(t).some((key) => key.startsWith(`avatars/${leaving.user.id}/`))).toBe(true);

    const response = await leaving.client.postJson(DELETE, { password: leaving.user.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(leaving.client.cookies.has('kinframe_session')).toBe(false);

    // Its old session cookie, its other session and its frame's token find nothing.
    const replay = new TestClient(t.app);
    for (const [name, value] of oldCookies) replay.cookies.set(name, value);
    expect((await replay.get('/api/user/profile/edit/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/v3/library/items')).statusCode).toBe(401);
    expect((await t.client().login(leaving.user.email, leaving.user.password)).statusCode).toBe(400);
    const playlist = await t
      .client()
      .get(`${DEVICE}/playlist`, { headers: { authorization: `Bearer ${frame.token}` } });
    expect(playlist.statusCode).toBe(401);

    // Its album is gone for its member; its contribution is gone from the friend's album, which stays.
    expect((await member.client.get(`/api/v3/albums/${shared.id}`)).statusCode).toBe(404);
    const memberAlbums = (await member.client.get('/api/v3/albums')).json() as AlbumPage;
    expect(memberAlbums.albums.map((album) => album.id)).not.toContain(shared.id);
    expect(await itemsOfFriendsAlbum()).toEqual([friendPhoto.id]);

    // Its bytes left storage, but not those the member still holds; its picture went too.
    await t.context.queue.drain({ timeoutMs: 30_000 });
    expect(keysOfContent(t, ownBytes)).toEqual([]);
    expect(keysOfContent(t, contributionBytes)).toEqual([]);
    expect(keysOfContent(t, commonBytes).length).toBeGreaterThan(1);
    expect(storedKeys(t).filter((key) => key.startsWith(`avatars/${leaving.user.id}/`))).toEqual([]);

    // No row of it is left anywhere.
    for (const [table, column] of USER_COLUMNS) {
      const rows = await t.context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', leaving.user.id)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n), table).toBe(0);
    }
    expect(await t.context.db.selectFrom('users').select('id').where('id', '=', leaving.user.id).execute()).toEqual([]);

    // And a mail says so, to the address it had.
    const [mail] = await mailsTo(t, leaving.user.email);
    expect(mail?.subject).toBe('Your Kinframe account has been deleted');
    expect(mail?.text).toContain(leaving.user.username);
  });

  it('writes the mail in the account’s language', async () => {
    const user = await t.createUser({ language: 'fr-FR' });
    const client = t.client('10.66.0.2');
    await client.login(user.email, user.password);
    expect((await client.postJson(DELETE, { password: user.password })).statusCode).toBe(200);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Votre compte Kinframe a été supprimé');
    expect(mail?.html).toContain('lang="fr-FR"');
  });

  it('lets a Lite account delete itself', async () => {
    const lite = await t.loggedInClient({ plan: 'lite' });
    expect((await lite.client.postJson(DELETE, { password: lite.user.password })).statusCode).toBe(200);
    expect(await lite.client.isLoggedIn()).toBe(false);
  });
});
