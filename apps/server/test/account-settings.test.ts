import type { AccountSettings } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { createAlbum, uploadPhoto } from './account-fixtures.ts';
import { invite, type Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { useLibraryFixtures } from './library-fixtures.ts';
import { mailsTo } from './mailbox.ts';

const SETTINGS = '/api/v3/users/settings';
const SHIELD = '/api/user/email/allow_list/settings/';
const SENDERS = '/api/v3/users/email-senders';
const NOT_FOUND = { success: false, code: 'not_found', message: 'Not found' };

describe.each(testDatabases())('settings on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();

  const settingsOf = async (person: Person) => (await person.client.get(SETTINGS)).json() as AccountSettings;

  /** An album of `owner` shared with `member` (a shared album starts from one of the owner's photos). */
  async function sharedAlbum(owner: Person, member: Person, accept = true) {
    const photo = await uploadPhoto(owner, await files.uniqueJpeg(Math.floor(Math.random() * 1000)));
    const album = await createAlbum(owner, { name: t.uniqueName('Shared '), isShared: true, itemIds: [photo.id] });
    await invite(owner, member, album.id, accept);
    return album;
  }

  it('answers the defaults of a new account', async () => {
    const person = await t.loggedInClient();
    expect(await settingsOf(person)).toEqual({
      language: 'en-US',
      defaultAlbumId: null,
      autoAcceptFriends: false,
      emailShield: { email_filter: false, email_slideshow_id: -1 },
    });
    expect((await person.client.get(SHIELD)).json()).toEqual({ email_filter: false, email_slideshow_id: -1 });
  });

  it('keeps the language, and the mails follow it', async () => {
    const person = await t.loggedInClient();
    const response = await person.client.putJson(SETTINGS, { language: 'de-DE' });
    expect(response.json()).toMatchObject({ language: 'de-DE' });
    await t.client().postForm('/api/v3/password/retrieval/', { email: person.user.email });
    const [mail] = await mailsTo(t, person.user.email);
    expect(mail?.subject).toBe('Setze dein Kinframe-Passwort zurück');
  });

  it('sets the default album to an own album or one shared with the person, and back to none', async () => {
    const person = await t.loggedInClient();
    const own = await createAlbum(person, { name: 'Mine' });
    const set = await person.client.putJson(SETTINGS, { defaultAlbumId: own.id, autoAcceptFriends: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ defaultAlbumId: own.id, autoAcceptFriends: true, language: 'en-US' });

    const owner = await t.loggedInClient();
    const shared = await sharedAlbum(owner, person);
    expect((await person.client.putJson(SETTINGS, { defaultAlbumId: shared.id })).json()).toMatchObject({
      defaultAlbumId: shared.id,
      autoAcceptFriends: true,
    });
    // Leaving the album takes the setting with it.
    await person.client.postJson(`/api/v3/albums/${shared.id}/leave`, {});
    expect((await settingsOf(person)).defaultAlbumId).toBeNull();

    await person.client.putJson(SETTINGS, { defaultAlbumId: own.id });
    expect(
      (await person.client.putJson(SETTINGS, { defaultAlbumId: null, autoAcceptFriends: false })).json(),
    ).toMatchObject({ defaultAlbumId: null, autoAcceptFriends: false });
  });

  it('refuses an album of someone else, one the person is only invited to, or none at all, and changes nothing', async () => {
    const person = await t.loggedInClient();
    const own = await createAlbum(person, { name: 'Mine' });
    await person.client.putJson(SETTINGS, { defaultAlbumId: own.id });
    const owner = await t.loggedInClient();
    const strangers = await createAlbum(owner, { name: 'Not yours' });
    const invitedOnly = await sharedAlbum(owner, person, false);
    for (const albumId of [strangers.id, invitedOnly.id, 999_999, 2 ** 40, -1, 0]) {
      const response = await person.client.putJson(SETTINGS, { defaultAlbumId: albumId, autoAcceptFriends: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await settingsOf(person)).toMatchObject({ defaultAlbumId: own.id, autoAcceptFriends: false });
  });

  it('reads a deleted default album as none', async () => {
    const person = await t.loggedInClient();
    const own = await createAlbum(person, { name: 'Short-lived' });
    await person.client.putJson(SETTINGS, { defaultAlbumId: own.id });
    expect((await person.client.delete(`/api/v3/albums/${own.id}`)).statusCode).toBe(200);
    expect((await settingsOf(person)).defaultAlbumId).toBeNull();
  });

  it('turns the email shield on and off and chooses where mailed photos go, form-encoded', async () => {
    const person = await t.loggedInClient();
    const own = await createAlbum(person, { name: 'From mail' });
    const on = await person.client.postForm(SHIELD, { email_filter: 'true' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ email_filter: true, email_slideshow_id: -1 });
    expect((await person.client.postForm(SHIELD, { email_slideshow_id: String(own.id) })).json()).toEqual({
      email_filter: true,
      email_slideshow_id: own.id,
    });
    expect((await settingsOf(person)).emailShield).toEqual({ email_filter: true, email_slideshow_id: own.id });
    expect((await person.client.postForm(SHIELD, { email_filter: '0', email_slideshow_id: '-1' })).json()).toEqual({
      email_filter: false,
      email_slideshow_id: -1,
    });
  });

  it('refuses a shield form it cannot read, or an album not the person’s, and changes nothing', async () => {
    const person = await t.loggedInClient();
    await person.client.postForm(SHIELD, { email_filter: 'on' });
    const owner = await t.loggedInClient();
    const strangers = await createAlbum(owner, { name: 'Not yours' });
    const cases: [Record<string, string>, number, string][] = [
      [{ email_filter: 'maybe' }, 400, 'validation_failed'],
      [{ email_slideshow_id: 'abc' }, 400, 'validation_failed'],
      [{ email_slideshow_id: '1.5' }, 400, 'validation_failed'],
      [{}, 400, 'validation_failed'],
      [{ email_filter: 'off', email_slideshow_id: String(strangers.id) }, 404, 'not_found'],
    ];
    for (const [form, status, code] of cases) {
      const response = await person.client.postForm(SHIELD, form);
      expect(response.statusCode, JSON.stringify(form)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await person.client.get(SHIELD)).json()).toEqual({ email_filter: true, email_slideshow_id: -1 });
  });

  it('lists the approved and blocked senders page by page and removes one, only for their owner', async () => {
    const person = await t.loggedInClient();
    const other = await t.loggedInClient();
    // Inbound mail (a later issue) fills the allow-list; here the rows are written as it will write them.
    const now = new Date().toISOString();
    const rows = await t.context.db
      .insertInto('email_senders')
      .values([
        { user_id: person.user.id, address: 'grandma@example.com', status: 'approved', created_at: now },
        { user_id: person.user.id, address: 'spam@example.com', status: 'blocked', created_at: now },
        { user_id: person.user.id, address: 'uncle@example.com', status: 'approved', created_at: now },
        { user_id: other.user.id, address: 'theirs@example.com', status: 'approved', created_at: now },
      ])
      .returning('id')
      .execute();
    const [grandma, spam, uncle, theirs] = rows.map((row) => row.id);

    const first = (await person.client.get(`${SENDERS}?limit=2`)).json();
    expect(first.senders.map((sender: { address: string }) => sender.address)).toEqual([
      'uncle@example.com',
      'spam@example.com',
    ]);
    expect(first.senders[1]).toEqual({ id: spam, address: 'spam@example.com', status: 'blocked', createdAt: now });
    const second = (await person.client.get(`${SENDERS}?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({
      senders: [{ id: grandma, address: 'grandma@example.com', status: 'approved', createdAt: now }],
      nextCursor: null,
    });

    expect((await person.client.delete(`${SENDERS}/${theirs}`)).json()).toEqual(NOT_FOUND);
    expect((await person.client.delete(`${SENDERS}/${uncle}`)).json()).toEqual({ success: true });
    expect((await person.client.delete(`${SENDERS}/${uncle}`)).statusCode).toBe(404);
    const left = (await person.client.get(SENDERS)).json();
    expect(left.senders.map((sender: { id: number }) => sender.id)).toEqual([spam, grandma]);
    expect((await other.client.get(SENDERS)).json().senders).toHaveLength(1);
  });

  it('answers 401 to someone not logged in', async () => {
    const client = t.client();
    for (const response of [
      await client.get(SETTINGS),
      await client.putJson(SETTINGS, { autoAcceptFriends: true }),
      await client.get(SHIELD),
      await client.postForm(SHIELD, { email_filter: 'true' }),
      await client.get(SENDERS),
      await client.delete(`${SENDERS}/1`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
