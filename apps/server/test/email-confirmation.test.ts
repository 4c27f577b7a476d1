import type { AlbumInvite, Friends, Profile } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { createAlbum, signUpWithPlus, uploadPhoto } from './account-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { useLibraryFixtures } from './library-fixtures.ts';
import { confirmationTokenFor, mailsTo, resetTokenFor } from './mailbox.ts';

const CONFIRM = '/api/v3/users/email/confirm';
const LINK = '/api/v3/users/email/link';
const PENDING = '/api/v3/users/email/pending';
const PROFILE = '/api/user/profile/edit/';
const INVALID = {
  success: false,
  code: 'email_link_invalid',
  message: 'This link has expired or has already been used. Send yourself a new one from your profile.',
};

/**
 * Anyone may sign up with any address. Nothing mailed to an address (album invitations, friend
 * requests) reaches an account by that address until the account proved it by the mailed link, and a
 * changed login address takes effect only then. Written as the attacks they stop.
 */
describe.each(testDatabases())('email confirmation on $name', (database) => {
  const t = useTestApp(database, { env: { APP_URL: 'https://photos.example.org' } });
  const fixtures = useLibraryFixtures();
  let photos = 0;

  async function invitesOf(client: ReturnType<typeof t.client>) {
    return ((await client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] }).invites;
  }

  async function sharedAlbumOf(owner: Awaited<ReturnType<typeof t.loggedInClient>>) {
    photos += 1;
    const photo = await uploadPhoto(owner, await fixtures.uniqueJpeg(photos));
    return createAlbum(owner, { name: t.uniqueName('Family '), isShared: true, itemIds: [photo.id] });
  }

  it('mails a new account a link for its address; the profile says whether it is proved', async () => {
    const email = `${t.uniqueName('new')}@example.com`;
    const client = await signUpWithPlus(t, email);
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Confirm your email address for Kinframe');
    expect(mail?.text).toMatch(/https:\/\/photos\.example\.org\/confirm-email\?token=[\w-]+/);
    expect((await client.get(PROFILE)).json()).toMatchObject({ email, email_confirmed: false, pending_email: null });
    const confirmed = await client.postJson(CONFIRM, { token: await confirmationTokenFor(t, email) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, email_confirmed: true, pending_email: null });
    // A link works once.
    const again = await client.postJson(CONFIRM, { token: await confirmationTokenFor(t, email) });
    expect(again.json()).toEqual(INVALID);
  });

  it('does not bind an invitation or friend request to someone who signed up with the address but never proved it', async () => {
    const owner = await t.loggedInClient();
    const victim = `${t.uniqueName('grandma')}@example.com`;
    const squatter = await signUpWithPlus(t, victim);
    const album = await sharedAlbumOf(owner);

    const invited = await owner.client.postJson(`/api/v3/albums/${album.id}/members`, { invitees: [victim] });
    expect(invited.statusCode).toBe(200);
    // Mailed to the address, not bound to the account that merely claims it.
    expect(invited.json().members).toEqual([expect.objectContaining({ person: null, email: victim })]);
    expect(await invitesOf(squatter)).toEqual([]);
    const asked = await owner.client.postJson('/api/v3/friends/invitations', { invitees: [victim] });
    expect(asked.statusCode).toBe(200);
    expect(((await squatter.get('/api/v3/friends')).json() as Friends).friends).toEqual([]);
    const album404 = await squatter.get(`/api/v3/albums/${album.id}/items`);
    expect(album404.statusCode).toBe(404);

    // Confirming needs the link mailed to the address; the squatter does not have it.
    expect((await squatter.postJson(CONFIRM, { token: 'guessed-token' })).json()).toEqual(INVALID);
    const someoneElse = await t.loggedInClient({ emailConfirmed: false });
    await someoneElse.client.postJson(LINK, {});
    const othersToken = await confirmationTokenFor(t, someoneElse.user.email);
    expect((await squatter.postJson(CONFIRM, { token: othersToken })).json()).toEqual(INVALID);
    expect(await invitesOf(squatter)).toEqual([]);

    // Whoever holds the inbox claims the invitation with the mailed link's token.
    const inviteToken = (await mailsTo(t, victim)).map((mail) => mail.text.match(/invite=([\w-]+)/)?.[1]).find(Boolean);
    const holder = await t.loggedInClient();
    const claimed = await holder.client.postJson('/api/v3/album-invites/claim', { token: inviteToken });
    expect(claimed.statusCode).toBe(200);
    expect(await invitesOf(holder.client)).toEqual([
      expect.objectContaining({ album: expect.objectContaining({ id: album.id }) }),
    ]);
  });

  it('binds what was mailed to the address once the account proves it', async () => {
    const owner = await t.loggedInClient();
    const email = `${t.uniqueName('aunt')}@example.com`;
    const album = await sharedAlbumOf(owner);
    await owner.client.postJson(`/api/v3/albums/${album.id}/members`, { invitees: [email] });
    const client = await signUpWithPlus(t, email);
    expect(await invitesOf(client)).toEqual([]);
    await client.postJson(CONFIRM, { token: await confirmationTokenFor(t, email) });
    expect((await invitesOf(client)).map((invite) => invite.album.id)).toEqual([album.id]);
    // From now on an invitation by this address goes straight to the account.
    const second = await sharedAlbumOf(owner);
    await owner.client.postJson(`/api/v3/albums/${second.id}/members`, { invitees: [email.toUpperCase()] });
    expect((await invitesOf(client)).map((invite) => invite.album.id).sort()).toEqual([album.id, second.id].sort());
  });

  it('keeps a changed address pending until its link is opened, and binds nothing to it before', async () => {
    const owner = await t.loggedInClient();
    const { client, user } = await t.loggedInClient();
    const target = `${t.uniqueName('taken')}@example.com`;
    const album = await sharedAlbumOf(owner);
    await owner.client.postJson(`/api/v3/albums/${album.id}/members`, { invitees: [target] });

    const changed = await client.postForm(PROFILE, {
      old_password: user.password,
      email: target,
      email_confirm: target,
    });
    expect(changed.json()).toMatchObject({ email: user.email, pending_email: target, email_confirmed: true });
    // Still the old address everywhere: login, invitations by address.
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(200);
    expect((await t.client().login(target, user.password)).statusCode).toBe(400);
    expect(await invitesOf(client)).toEqual([]);

    const [mail] = await mailsTo(t, target);
    expect(mail?.text).toContain(`You asked to log in to Kinframe with ${target} from now on.`);
    const confirmed = await client.postJson(CONFIRM, { token: await confirmationTokenFor(t, target) });
    expect(confirmed.json()).toMatchObject({ email: target, pending_email: null, email_confirmed: true });
    expect((await invitesOf(client)).map((invite) => invite.album.id)).toEqual([album.id]);
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(400);
  });

  it('refuses a link for an address no longer asked for, an expired one, and one whose address was taken meanwhile', async () => {
    const { client, user } = await t.loggedInClient();
    const first = `${t.uniqueName('first')}@example.com`;
    const second = `${t.uniqueName('second')}@example.com`;
    await client.postForm(PROFILE, { old_password: user.password, email: first, email_confirm: first });
    const firstToken = await confirmationTokenFor(t, first);
    await client.postForm(PROFILE, { old_password: user.password, email: second, email_confirm: second });
    expect((await client.postJson(CONFIRM, { token: firstToken })).json()).toEqual(INVALID);

    const secondToken = await confirmationTokenFor(t, second);
    t.clock.advanceMinutes(48 * 60 + 1);
    expect((await client.postJson(CONFIRM, { token: secondToken })).json()).toEqual(INVALID);

    // A fresh link; meanwhile someone signs up with the address.
    t.clock.advanceMinutes(61);
    await client.postJson(LINK, {});
    const freshToken = (await mailsTo(t, second))[0]?.text.match(/token=([\w-]+)/)?.[1] ?? '';
    await signUpWithPlus(t, second);
    const taken = await client.postJson(CONFIRM, { token: freshToken });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken' });
    expect((await client.get(PROFILE)).json()).toMatchObject({ email: user.email });
  });

  it('drops a pending change on request; its link then does nothing', async () => {
    const { client, user } = await t.loggedInClient();
    const target = `${t.uniqueName('oops')}@example.com`;
    await client.postForm(PROFILE, { old_password: user.password, email: target, email_confirm: target });
    const token = await confirmationTokenFor(t, target);
    const dropped = await client.delete(PENDING);
    expect(dropped.json()).toMatchObject({ email: user.email, pending_email: null });
    expect((await client.postJson(CONFIRM, { token })).json()).toEqual(INVALID);
  });

  it('mails the link again at most 3 times an hour; an account with nothing to prove gets none', async () => {
    const { client, user } = await t.loggedInClient({ emailConfirmed: false });
    for (let i = 0; i < 3; i += 1) expect((await client.postJson(LINK, {})).statusCode).toBe(200);
    const refused = await client.postJson(LINK, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'requests_throttled' });
    expect(await mailsTo(t, user.email)).toHaveLength(3);

    const proved = await t.loggedInClient();
    expect((await proved.client.postJson(LINK, {})).statusCode).toBe(200);
    expect(await mailsTo(t, proved.user.email)).toHaveLength(0);
  });

  it('counts a used password-reset link as proof of the address', async () => {
    const { user } = await t.loggedInClient({ emailConfirmed: false });
    await t.client('10.32.0.1').postForm('/api/v3/password/retrieval/', { email: user.email });
    const token = await resetTokenFor(t, user.email);
    const reset = await t
      .client('10.32.0.1')
      .postForm('/api/v2/reset_pwd/', { token, password: 'New-Frame-Pass2', password_confirm: 'New-Frame-Pass2' });
    expect(reset.statusCode).toBe(200);
    const client = t.client('10.32.0.2');
    await client.login(user.email, 'New-Frame-Pass2');
    expect(((await client.get(PROFILE)).json() as Profile).email_confirmed).toBe(true);
  });

  it('answers only a signed-in person, Lite included, and refuses malformed tokens', async () => {
    const anonymous = t.client();
    for (const response of [
      await anonymous.postJson(CONFIRM, { token: 'x' }),
      await anonymous.postJson(LINK, {}),
      await anonymous.delete(PENDING),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    const { client } = await t.loggedInClient({ plan: 'lite', emailConfirmed: false });
    expect((await client.postJson(LINK, {})).statusCode).toBe(200);
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(201) }, { token: ['a'] }]) {
      const response = await client.postJson(CONFIRM, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.postJson(CONFIRM, { token: '' })).json()).toEqual(INVALID);
  });
});
