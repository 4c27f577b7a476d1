import type { Friend, Friends } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { signUpWithPlus } from './account-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { confirmationTokenFor, mailsTo } from './mailbox.ts';
import { breakWrites, FRIENDS, friendshipWith, friendsOf, makeFriends, type Person } from './members-fixtures.ts';

const MAX_FRIENDS = 3;

describe.each(testDatabases())('friends and family on $name', (database) => {
  const t = useTestApp(database, { env: { FRIENDS_MAX: String(MAX_FRIENDS) } });

  function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  function invite(from: Person, invitees: string[]) {
    return from.client.postJson(`${FRIENDS}/invitations`, { invitees });
  }

  describe('requests', () => {
    it('asks by username and by email at once; the people asked receive the requests and a mail', async () => {
      const [a, b, c] = [await person(), await person(), await person()];
      const response = await invite(a, [b.user.username, c.user.email.toUpperCase()]);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json() as Friends;
      expect(list.maxFriends).toBe(MAX_FRIENDS);
      expect(list.friends).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            person: { id: b.user.id, username: b.user.username, displayName: 'Ada Lovelace' },
            email: null,
            nickname: null,
            status: 'pending',
            direction: 'sent',
            acceptedAt: null,
            lastMessageAt: null,
            unreadMessages: 0,
          }),
          expect.objectContaining({ person: expect.objectContaining({ id: c.user.id }), email: c.user.email }),
        ]),
      );
      expect(list.friends).toHaveLength(2);

      const received = await friendshipWith(c, a);
      // The address the request went to is shown to the one who sent it only.
      expect(received).toMatchObject({ status: 'pending', direction: 'received', email: null });
      const [mail] = await mailsTo(t, b.user.email);
      expect(mail?.subject).toBe('Ada Lovelace wants to add you as a friend on Kinframe');
      expect(mail?.text).toContain('http://localhost:8080/family/members');
    });

    it('accepts: both see the friendship accepted', async () => {
      const [a, b] = [await person(), await person()];
      await makeFriends(a, b);
      expect(await friendshipWith(a, b)).toMatchObject({ status: 'accepted', direction: 'sent' });
      const seen = await friendshipWith(b, a);
      expect(seen).toMatchObject({ status: 'accepted', direction: 'received' });
      expect(seen?.acceptedAt).not.toBeNull();
    });

    it('declines: the request goes for both, and the sender may ask again later', async () => {
      const [a, b] = [await person(), await person()];
      await invite(a, [b.user.username]);
      const request = await friendshipWith(b, a);
      const declined = await b.client.postJson(`${FRIENDS}/${request?.id}/respond`, { accept: false });
      expect(declined.statusCode).toBe(200);
      expect((declined.json() as Friends).friends).toEqual([]);
      expect(await friendsOf(a)).toEqual([]);
      expect((await b.client.postJson(`${FRIENDS}/${request?.id}/respond`, { accept: true })).statusCode).toBe(404);

      expect((await invite(a, [b.user.username])).statusCode).toBe(200);
      expect(await friendshipWith(b, a)).toMatchObject({ status: 'pending', direction: 'received' });
    });

    it('accepts at once for someone who auto-accepts friend requests', async () => {
      const [a, b] = [await person(), await person()];
      const settings = await b.client.putJson('/api/v3/users/settings', { autoAcceptFriends: true });
      expect(settings.statusCode, settings.body).toBe(200);
      const response = await invite(a, [b.user.username]);
      expect((response.json() as Friends).friends).toEqual([
        expect.objectContaining({ person: expect.objectContaining({ id: b.user.id }), status: 'accepted' }),
      ]);
      expect(await friendshipWith(b, a)).toMatchObject({ status: 'accepted', direction: 'received' });
      // Accepted, so there is no request to mail.
      expect(await mailsTo(t, b.user.email)).toEqual([]);
    });

    it('refuses someone twice in one invitation: Email already added', async () => {
      const [a, b] = [await person(), await person()];
      const email = `${t.uniqueName('twice')}@example.com`;
      const twice = await invite(a, [email, email.toUpperCase()]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({
        code: 'email_already_added',
        message: 'Email already added',
        errors: [{ id: 'invitees.1', code: 'email_already_added' }],
      });
      // The same person by username and by email.
      const same = await invite(a, [b.user.username, b.user.email]);
      expect(same.json()).toMatchObject({ code: 'email_already_added' });
      // Nothing was written.
      expect(await friendsOf(a)).toEqual([]);
      expect(await mailsTo(t, email)).toEqual([]);
    });

    it('refuses a friend again: You are already friends', async () => {
      const [a, b] = [await person(), await person()];
      await makeFriends(a, b);
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const again = await invite(from, [to.user.username]);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'already_friends', message: 'You are already friends' });
      }
    });

    it('refuses a pending request again, either way and by mail', async () => {
      const [a, b, c] = [await person(), await person(), await person()];
      await invite(a, [b.user.username]);
      const text = 'An email you selected is already an existing friend or has a pending friend request';
      for (const [from, to] of [
        [a, b.user.email],
        [b, a.user.username],
      ] as const) {
        const again = await invite(from, [to]);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'friend_already_requested', message: text });
      }
      const email = `${t.uniqueName('mailed')}@example.com`;
      expect((await invite(c, [email])).statusCode).toBe(200);
      const mailedAgain = await invite(c, [email]);
      expect(mailedAgain.json()).toMatchObject({ code: 'friend_already_requested', errors: [{ id: 'invitees.0' }] });
      // A whole invitation is refused for one invitee: the other is not asked either.
      const d = await person();
      expect((await invite(c, [d.user.username, email])).statusCode).toBe(409);
      expect(await friendshipWith(d, c)).toBeUndefined();
    });

    it('refuses unknown usernames, malformed addresses and oneself, by field', async () => {
      const a = await person();
      const response = await invite(a, ['nobody-here-xyz', 'not@an', a.user.username]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: [
          { id: 'invitees.0', code: 'user_not_found' },
          { id: 'invitees.1', code: 'email_invalid' },
          { id: 'invitees.2', code: 'validation_failed' },
        ],
      });
      expect((await invite(a, [])).statusCode).toBe(400);
    });
  });

  describe('the limit', () => {
    it('refuses more than FRIENDS_MAX friends and sent requests, writing none', async () => {
      const a = await person();
      const others = [await person(), await person(), await person(), await person()];
      const tooMany = await invite(
        a,
        others.map((other) => other.user.username),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        code: 'friends_maximum',
        message: `You can add a maximum of ${MAX_FRIENDS} friends`,
        params: { max: MAX_FRIENDS },
      });
      expect(await friendsOf(a)).toEqual([]);

      const [b, c, d, e] = others as [Person, Person, Person, Person];
      await makeFriends(a, b);
      expect((await invite(a, [c.user.username, `${t.uniqueName('x')}@example.com`])).statusCode).toBe(200);
      expect((await invite(a, [d.user.username])).json()).toMatchObject({ code: 'friends_maximum' });

      // Requests others send do not count until accepted; accepting one beyond the limit is refused.
      expect((await invite(e, [a.user.username])).statusCode).toBe(200);
      const request = await friendshipWith(a, e);
      const accepted = await a.client.postJson(`${FRIENDS}/${request?.id}/respond`, { accept: true });
      expect(accepted.json()).toMatchObject({ code: 'friends_maximum' });
      expect(await friendshipWith(a, e)).toMatchObject({ status: 'pending' });

      // Withdrawing a request makes room again.
      const sent = await friendshipWith(a, c);
      expect((await a.client.delete(`${FRIENDS}/${sent?.id}`)).statusCode).toBe(200);
      expect((await a.client.postJson(`${FRIENDS}/${request?.id}/respond`, { accept: true })).statusCode).toBe(200);
    });

    it('leaves a request pending when auto-accepting it would pass the limit', async () => {
      const b = await person();
      await b.client.putJson('/api/v3/users/settings', { autoAcceptFriends: true });
      const askers = [await person(), await person(), await person(), await person()];
      for (const asker of askers) expect((await invite(asker, [b.user.username])).statusCode).toBe(200);
      const statuses = (await friendsOf(b)).map((friend) => friend.status).sort();
      expect(statuses).toEqual(['accepted', 'accepted', 'accepted', 'pending']);
    });
  });

  describe('requests to people without an account', () => {
    it('mails a sign-up link; signing up with the address and proving it finds the request', async () => {
      const a = await person();
      const email = `${t.uniqueName('newcomer')}@example.com`;
      const response = await invite(a, [email]);
      expect((response.json() as Friends).friends).toEqual([
        expect.objectContaining({ person: null, email, status: 'pending', direction: 'sent' }),
      ]);
      const [mail] = await mailsTo(t, email);
      expect(mail?.text).toMatch(/http:\/\/localhost:8080\/sign-up\?friend=[\w-]+/);
      expect(mail?.text).toContain('Sign up with this email address');

      const newcomer = await signUpWithPlus(t, email);
      // Anyone may sign up with any address: the request waits until the address is proved.
      expect(((await newcomer.get(FRIENDS)).json() as Friends).friends).toEqual([]);
      const token = await confirmationTokenFor(t, email);
      expect((await newcomer.postJson('/api/v3/users/email/confirm', { token })).statusCode).toBe(200);
      const { friends } = (await newcomer.get(FRIENDS)).json() as Friends;
      expect(friends).toEqual([
        expect.objectContaining({
          person: expect.objectContaining({ id: a.user.id }),
          status: 'pending',
          direction: 'received',
        }),
      ]);
      expect((await newcomer.postJson(`${FRIENDS}/${friends[0]?.id}/respond`, { accept: true })).statusCode).toBe(200);
      const seen = (await friendsOf(a))[0];
      expect(seen).toMatchObject({ status: 'accepted', email });
      expect(seen?.person?.displayName).toBe('Nina New');
    });

    it('binds a mailed request to an account of another address through its token, once', async () => {
      // Someone who just signed up from the mail is Lite: the claim is theirs to make all the same.
      const [a, b] = [await person(), await t.loggedInClient()];
      const email = `${t.uniqueName('elsewhere')}@example.com`;
      await invite(a, [email]);
      const token = (await mailsTo(t, email))[0]?.text.match(/friend=([\w-]+)/)?.[1] ?? '';
      // Not the sender's own.
      expect((await a.client.postJson(`${FRIENDS}/claim`, { token })).statusCode).toBe(404);
      const claimed = await b.client.postJson(`${FRIENDS}/claim`, { token });
      expect(claimed.statusCode).toBe(200);
      expect((claimed.json() as Friends).friends).toEqual([
        expect.objectContaining({ person: expect.objectContaining({ id: a.user.id }), direction: 'received' }),
      ]);
      expect((await b.client.postJson(`${FRIENDS}/claim`, { token })).statusCode).toBe(404);
      expect((await (await person()).client.postJson(`${FRIENDS}/claim`, { token: 'made-up' })).statusCode).toBe(404);
    });
  });

  describe('per person', () => {
    it('keeps a nickname private to the one who gave it; empty clears it', async () => {
      const [a, b] = [await person(), await person()];
      const id = await makeFriends(a, b);
      const renamed = await a.client.patchJson(`${FRIENDS}/${id}`, { nickname: '  Grandpa  ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id, nickname: 'Grandpa', person: { id: b.user.id } });
      expect((await friendshipWith(a, b))?.nickname).toBe('Grandpa');
      expect((await friendshipWith(b, a))?.nickname).toBeNull();
      expect(JSON.stringify((await b.client.get(FRIENDS)).json())).not.toContain('Grandpa');

      await b.client.patchJson(`${FRIENDS}/${id}`, { nickname: 'Kiddo' });
      expect((await friendshipWith(a, b))?.nickname).toBe('Grandpa');
      expect((await friendshipWith(b, a))?.nickname).toBe('Kiddo');
      expect((await a.client.patchJson(`${FRIENDS}/${id}`, { nickname: '' })).json()).toMatchObject({ nickname: null });
      expect((await a.client.patchJson(`${FRIENDS}/${id}`, { nickname: 'x'.repeat(61) })).statusCode).toBe(400);
    });

    it('removes a friend: both lose the friendship', async () => {
      const [a, b] = [await person(), await person()];
      const id = await makeFriends(a, b);
      expect((await b.client.delete(`${FRIENDS}/${id}`)).statusCode).toBe(200);
      expect(await friendsOf(a)).toEqual([]);
      expect(await friendsOf(b)).toEqual([]);
      expect((await a.client.delete(`${FRIENDS}/${id}`)).statusCode).toBe(404);
      expect((await a.client.get(`${FRIENDS}/${id}/messages`)).statusCode).toBe(404);
    });

    it('withdraws a sent request; the one asked no longer has it', async () => {
      const [a, b] = [await person(), await person()];
      await invite(a, [b.user.username]);
      const sent = await friendshipWith(a, b);
      expect((await a.client.delete(`${FRIENDS}/${sent?.id}`)).statusCode).toBe(200);
      expect(await friendsOf(b)).toEqual([]);
      expect((await b.client.postJson(`${FRIENDS}/${sent?.id}/respond`, { accept: true })).statusCode).toBe(404);
    });

    it('resends a pending request at most once every ten minutes', async () => {
      const [a, b] = [await person(), await person()];
      await invite(a, [b.user.username]);
      const sent = await friendshipWith(a, b);
      const tooSoon = await a.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {});
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({
        code: 'invite_resend_too_soon',
        message: 'You can resend an invite once every 10 minutes',
      });
      expect(await mailsTo(t, b.user.email)).toHaveLength(1);
      t.clock.advanceMinutes(10);
      expect((await a.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {})).statusCode).toBe(200);
      expect(await mailsTo(t, b.user.email)).toHaveLength(2);
      expect((await a.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {})).statusCode).toBe(429);

      // Only a pending request the asker sent is resent.
      expect((await b.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {})).statusCode).toBe(404);
      await b.client.postJson(`${FRIENDS}/${sent?.id}/respond`, { accept: true });
      t.clock.advanceMinutes(10);
      expect((await a.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {})).statusCode).toBe(404);
    });

    it('resends a mailed request with a new link; the old one no longer works', async () => {
      const a = await person();
      const email = `${t.uniqueName('resent')}@example.com`;
      await invite(a, [email]);
      const sent = (await friendsOf(a))[0];
      t.clock.advanceMinutes(11);
      expect((await a.client.postJson(`${FRIENDS}/${sent?.id}/resend`, {})).statusCode).toBe(200);
      const [newest, first] = await mailsTo(t, email);
      const tokenOf = (text = '') => text.match(/friend=([\w-]+)/)?.[1] ?? '';
      expect(tokenOf(newest?.text)).not.toBe(tokenOf(first?.text));
      const b = await person();
      expect((await b.client.postJson(`${FRIENDS}/claim`, { token: tokenOf(first?.text) })).statusCode).toBe(404);
      expect((await b.client.postJson(`${FRIENDS}/claim`, { token: tokenOf(newest?.text) })).statusCode).toBe(200);
    });

    it('answers 404 to anyone but the two people, and for ids that do not exist', async () => {
      const [a, b, stranger] = [await person(), await person(), await person()];
      await invite(a, [b.user.username]);
      const id = (await friendshipWith(a, b))?.id;
      const calls = {
        rename: (p: Person) => p.client.patchJson(`${FRIENDS}/${id}`, { nickname: 'x' }),
        remove: (p: Person) => p.client.delete(`${FRIENDS}/${id}`),
        resend: (p: Person) => p.client.postJson(`${FRIENDS}/${id}/resend`, {}),
        respond: (p: Person) => p.client.postJson(`${FRIENDS}/${id}/respond`, { accept: true }),
        messages: (p: Person) => p.client.get(`${FRIENDS}/${id}/messages`),
        send: (p: Person) => p.client.postJson(`${FRIENDS}/${id}/messages`, { itemIds: [1] }),
      };
      for (const [name, call] of Object.entries(calls)) {
        const response = await call(stranger);
        expect(response.statusCode, name).toBe(404);
        expect(response.json(), name).toMatchObject({ code: 'not_found', message: 'Not found' });
      }
      // The sender cannot answer their own request.
      expect((await calls.respond(a)).statusCode).toBe(404);
      expect(await friendshipWith(b, a)).toMatchObject({ status: 'pending' });
      expect((await a.client.patchJson(`${FRIENDS}/2147483000`, { nickname: 'x' })).statusCode).toBe(404);
      expect((await a.client.delete(`${FRIENDS}/99999999999`)).statusCode).toBe(400);
      expect((await t.client().get(FRIENDS)).statusCode).toBe(401);
    });

    it("answers a real failure with the call's own text", async () => {
      const [a, b, c, d] = [await person(), await person(), await person(), await person()];
      const friend = await makeFriends(a, b);
      await invite(a, [c.user.username]);
      const sent = (await friendshipWith(a, c))?.id;
      await invite(d, [a.user.username]);
      const received = (await friendshipWith(a, d))?.id;
      t.clock.advanceMinutes(10);

      const restore = await breakWrites(t, 'friendships', ['UPDATE', 'DELETE']);
      try {
        const expectations: [Promise<{ statusCode: number; json(): unknown }>, string, string][] = [
          [
            a.client.patchJson(`${FRIENDS}/${friend}`, { nickname: 'x' }),
            'member_rename_failed',
            'Could not rename member',
          ],
          [a.client.delete(`${FRIENDS}/${friend}`), 'member_remove_failed', 'Could not remove member'],
          [a.client.delete(`${FRIENDS}/${sent}`), 'invitation_withdraw_failed', 'Could not withdraw invitation'],
          [a.client.postJson(`${FRIENDS}/${sent}/resend`, {}), 'invite_resend_failed', 'Could not resend invite'],
          [
            a.client.postJson(`${FRIENDS}/${received}/respond`, { accept: true }),
            'invite_respond_failed',
            'Could not respond to the invite',
          ],
        ];
        for (const [call, code, message] of expectations) {
          const response = await call;
          expect(response.statusCode, code).toBe(500);
          expect(response.json()).toMatchObject({ code, message });
        }
      } finally {
        await restore();
      }
      expect((await friendsOf(a)).map((f: Friend) => [f.id, f.status, f.nickname]).sort()).toEqual(
        [
          [friend, 'accepted', null],
          [sent, 'pending', null],
          [received, 'pending', null],
        ].sort(),
      );
    });
  });

  describe('accounts', () => {
    it("takes a deleted account's friendships with it", async () => {
      const [a, b] = [await person(), await person()];
      await makeFriends(a, b);
      await t.context.db.deleteFrom('users').where('id', '=', b.user.id).execute();
      expect(await friendsOf(a)).toEqual([]);
    });

    it('publishes the calls under the members tag', async () => {
      const document = (await t.client().get('/api/docs/json')).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      for (const path of [
        '/api/v3/friends',
        '/api/v3/friends/invitations',
        '/api/v3/friends/claim',
        '/api/v3/friends/{id}',
        '/api/v3/friends/{id}/resend',
        '/api/v3/friends/{id}/respond',
        '/api/v3/friends/{id}/messages',
      ]) {
        const operations = Object.values(document.paths[path] ?? {});
        expect(operations.length, path).toBeGreaterThan(0);
        for (const operation of operations) expect(operation.tags, path).toEqual(['members']);
      }
    });
  });
  describe('mail to addresses without an account', () => {
    // Room for many requests, so the mail limit is what stops the asker.
    const roomy = useTestApp(database, { env: { FRIENDS_MAX: '100' } });

    it('mails at most 30 addresses without an account an hour for one person, and says so past it', async () => {
      const { client } = await roomy.loggedInClient({ plan: 'plus' });
      const ask = (address: string) => client.postJson(`${FRIENDS}/invitations`, { invitees: [address] });
      for (let address = 0; address < 30; address += 1) {
        const sent = await ask(`${roomy.uniqueName('outside')}@example.com`);
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const refused = await ask(`${roomy.uniqueName('outside')}@example.com`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'requests_throttled' });
      roomy.clock.advanceMinutes(60);
      expect((await ask(`${roomy.uniqueName('outside')}@example.com`)).statusCode).toBe(200);
    });
  });
});
