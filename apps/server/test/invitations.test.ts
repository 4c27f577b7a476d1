import type { CreatedInvitation, Invitation } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/cli/command.ts';
import { INVITATION_COMMANDS } from '../src/cli/invitation-commands.ts';
import type { TestClient } from './client.ts';
import { GOOD_PASSWORD, type TestApp, testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

let addresses = 0;

/** A client of an address of its own, so no test meets another's throttles. */
function newClient(t: TestApp): TestClient {
  addresses += 1;
  return t.client(`10.12.${Math.floor(addresses / 250)}.${addresses % 250}`);
}

function signUpForm(t: TestApp, overrides: Record<string, string> = {}) {
  const name = t.uniqueName('guest');
  return {
    username: `${name}@kinframe.local`,
    password: GOOD_PASSWORD,
    firstName: 'Gina',
    lastName: 'Guest',
    country: 'IT',
    email: `${name}@example.com`,
    token: 'captcha-token',
    ...overrides,
  };
}

const tokenOf = (invitation: CreatedInvitation) => invitation.link.split('/join/')[1] ?? '';

async function ownerClient(t: TestApp): Promise<TestClient> {
  const owner = t.owner;
  if (!owner) throw new Error('no owner');
  const client = newClient(t);
  expect((await client.login(owner.email, owner.password)).statusCode).toBe(200);
  return client;
}

async function invite(client: TestClient, body: Record<string, unknown>): Promise<CreatedInvitation> {
  const response = await client.postJson('/api/v3/invitations', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function tierOf(t: TestApp, email: string) {
  const user = await t.services.accounts.findByEmail(email);
  return user ? t.services.billing.tierOfUser(user.id) : null;
}

describe.each(testDatabases())('invitations on a server by invitation only, on $name', (database) => {
  const t = useTestApp(database, { env: { SIGNUP: 'invite', NEW_ACCOUNT_PLAN: 'lite' } });

  it('refuses a sign-up without an invitation, with its own text', async () => {
    expect((await newClient(t).get('/api/v3/app-config')).json().signUp).toBe('invite');
    const response = await newClient(t).postForm('/api/v3/users/', signUpForm(t));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'sign_up_invitation_only',
      message: 'This Kinframe is by invitation only: sign up with the link you were sent.',
    });
  });

  it('lets as many people in as the link allows, each on its plan, and shows who invites', async () => {
    const operator = await ownerClient(t);
    const made = await invite(operator, { plan: 'plus', maxUses: 2, note: 'The cousins' });
    expect(made).toMatchObject({
      email: null,
      plan: 'plus',
      note: 'The cousins',
      maxUses: 2,
      useCount: 0,
      state: 'open',
      revokedAt: null,
      createdBy: { username: t.owner?.username, displayName: 'Ada Lovelace' },
    });
    expect(made.link).toMatch(/^http:\/\/localhost:8080\/join\/[\w-]{43}$/);
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(14 * 24 * 3600_000);

    const preview = await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      inviter: { displayName: 'Ada Lovelace' },
      server: { name: 'Ada Lovelace', url: 'http://localhost:8080' },
      email: null,
      plan: 'plus',
      expiresAt: made.expiresAt,
    });

    for (const _use of [1, 2]) {
      const form = signUpForm(t, { invitation: tokenOf(made) });
      const client = newClient(t);
      expect((await client.postForm('/api/v3/users/', form)).statusCode).toBe(200);
      expect(await tierOf(t, form.email)).toBe('plus');
      // With Plus the new account reaches the app at once.
      expect((await client.get('/api/v3/library/items')).statusCode).toBe(200);
    }
    const third = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: tokenOf(made) }));
    expect(third.statusCode).toBe(404);
    expect(third.json()).toMatchObject({ code: 'invitation_invalid' });
    expect((await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) })).statusCode).toBe(404);

    const listed = (await operator.get('/api/v3/invitations')).json().invitations as Invitation[];
    expect(listed.find((each) => each.id === made.id)).toMatchObject({ useCount: 2, state: 'used' });
  });

  it('mails an invitation for an address, and lets in only that address, on the plan it names', async () => {
    const operator = await ownerClient(t);
    const email = `${t.uniqueName('grandpa')}@example.com`;
    const made = await invite(operator, { email: email.toUpperCase(), plan: 'lite', maxUses: 5 });
    // One address, one account.
    expect(made).toMatchObject({ email, maxUses: 1, plan: 'lite' });
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Ada Lovelace invites you to Kinframe');
    expect(mail?.text).toContain(made.link);
    expect(mail?.html).toContain(`href="${made.link}"`);
    expect((await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) })).json().email).toBe(email);

    const other = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: tokenOf(made) }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { id: 'email', code: 'invitation_other_email', message: 'This invitation is for another email address' },
    ]);

    const form = signUpForm(t, { invitation: tokenOf(made), email: email.replace('@', '@').toUpperCase() });
    const joined = newClient(t);
    expect((await joined.postForm('/api/v3/users/', form)).statusCode).toBe(200);
    expect(await tierOf(t, email)).toBe('lite');
    // The link came to that address alone: it is proved, so no confirmation is mailed or asked for.
    expect((await joined.get('/api/user/profile/edit/')).json()).toMatchObject({ email_confirmed: true });
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('makes, lists and withdraws invitations from the terminal, the server itself inviting', async () => {
    const run = (name: string, positional: string[], values: Record<string, unknown> = {}) => {
      const command = INVITATION_COMMANDS[name];
      if (!command) throw new Error(`no ${name}`);
      return command.run(t.services, { positional, values });
    };
    const email = `${t.uniqueName('aunt')}@example.com`;
    const made = await run('invitation:create', [], { email, plan: 'lite', note: 'For the aunt' });
    const link = made.split('\n')[1] ?? '';
    expect(link).toMatch(/\/join\/[\w-]{43}$/);
    const [mail] = await mailsTo(t, email);
    // No one account invites from the terminal: the server does, by its owner's name.
    expect(mail?.subject).toBe('Ada Lovelace invites you to Kinframe');
    expect(mail?.text).toContain(link);
    const id = Number(/Invitation (\d+)/.exec(made)?.[1]);
    expect(await run('invitation:list', [])).toMatch(new RegExp(`${id}\\s+${email}\\s+lite\\s+0/1\\s+open`));

    expect(await run('invitation:revoke', [String(id)])).toContain('is withdrawn');
    expect(await run('invitation:list', [])).toMatch(new RegExp(`${id}\\s+${email}\\s+lite\\s+0/1\\s+revoked`));
    const joined = await newClient(t).postJson('/api/v3/join', { token: link.split('/join/')[1] });
    expect(joined.json()).toMatchObject({ code: 'invitation_invalid' });

    await expect(run('invitation:create', [], { plan: 'gold' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('invitation:create', [], { uses: 'many' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('invitation:create', [], { days: '365' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('invitation:revoke', ['999999'])).rejects.toThrow('No open invitation 999999');
  });

  it('refuses an invitation for an address that already has an account', async () => {
    const operator = await ownerClient(t);
    const someone = await t.createUser();
    const response = await operator.postJson('/api/v3/invitations', { email: someone.email, plan: 'plus' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ id: 'email', code: 'email_taken' }]);
  });

  it('lets nobody in after the link expires', async () => {
    const operator = await ownerClient(t);
    const made = await invite(operator, { plan: 'plus', maxUses: 3, expiresInDays: 1 });
    t.clock.advanceDays(1);
    t.clock.advanceMinutes(1);
    expect((await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) })).statusCode).toBe(404);
    const late = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: tokenOf(made) }));
    expect(late.statusCode).toBe(404);
    const listed = (await operator.get('/api/v3/invitations')).json().invitations as Invitation[];
    expect(listed.find((each) => each.id === made.id)?.state).toBe('expired');
  });

  it('lets nobody in once withdrawn; withdrawing twice is the same', async () => {
    const operator = await ownerClient(t);
    const made = await invite(operator, { plan: 'plus', maxUses: 3 });
    const revoked = await operator.postJson(`/api/v3/invitations/${made.id}/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: made.id, state: 'revoked', useCount: 0 });
    const again = await operator.postJson(`/api/v3/invitations/${made.id}/revoke`, {});
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const refused = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: tokenOf(made) }));
    expect(refused.statusCode).toBe(404);
    expect((await operator.postJson('/api/v3/invitations/999999/revoke', {})).statusCode).toBe(404);
  });

  it('counts a link of one use once when two sign up with it at the same moment', async () => {
    const operator = await ownerClient(t);
    const made = await invite(operator, { plan: 'plus' });
    const forms = [signUpForm(t, { invitation: tokenOf(made) }), signUpForm(t, { invitation: tokenOf(made) })];
    const answers = await Promise.all(forms.map((form) => newClient(t).postForm('/api/v3/users/', form)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const tiers = await Promise.all(forms.map((form) => tierOf(t, form.email)));
    expect(tiers.sort()).toEqual([null, 'plus'].sort());
  });

  it('lets an operator the CLI named manage invitations too, and answers 404 to everyone else', async () => {
    const operator = await t.loggedInClient();
    await t.services.operators.setOperator(operator.user.id, true);
    const made = await invite(operator.client, { plan: 'plus' });

    const { client: member } = await t.loggedInClient();
    const routes: Array<[string, () => ReturnType<TestClient['get']>]> = [
      ['GET invitations', () => member.get('/api/v3/invitations')],
      ['POST invitations', () => member.postJson('/api/v3/invitations', { plan: 'plus' })],
      ['POST invitations/{id}/revoke', () => member.postJson(`/api/v3/invitations/${made.id}/revoke`, {})],
    ];
    for (const [name, call] of routes) {
      const response = await call();
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    }
    // Nothing changed: the invitation still lets someone in.
    expect((await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) })).statusCode).toBe(200);
    // Signed out: asked to sign in, as everywhere.
    expect((await newClient(t).get('/api/v3/invitations')).statusCode).toBe(401);
  });

  it('refuses bad input: tokens, bodies, types and cursors', async () => {
    const operator = await ownerClient(t);
    const visitor = newClient(t);
    for (const body of [{ token: 'not-a-token' }, { token: 'x'.repeat(200) }]) {
      const response = await visitor.postJson('/api/v3/join', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(404);
      expect(response.json().code).toBe('invitation_invalid');
    }
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }, { token: 'a', extra: 1 }]) {
      expect((await visitor.postJson('/api/v3/join', body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const badSignUp = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: 'y'.repeat(500) }));
    expect(badSignUp.statusCode).toBe(400);
    const unknown = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: 'made-up' }));
    expect(unknown.statusCode).toBe(404);

    const wrong: unknown[] = [
      {},
      { plan: 'gold' },
      { plan: 'plus', maxUses: '3' },
      { plan: 'plus', maxUses: 0 },
      { plan: 'plus', maxUses: 101 },
      { plan: 'plus', maxUses: 1.5 },
      { plan: 'plus', expiresInDays: 91 },
      { plan: 'plus', expiresInDays: 0 },
      { plan: 'plus', note: 'n'.repeat(101) },
      { plan: 'plus', note: 'bell\u0007' },
      { plan: 'plus', email: 42 },
      { plan: 'plus', email: 'e'.repeat(80) },
      { plan: 'plus', isAdmin: true },
      [{ plan: 'plus' }],
    ];
    for (const body of wrong) {
      const response = await operator.postJson('/api/v3/invitations', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const malformed = await operator.postJson('/api/v3/invitations', { plan: 'plus', email: 'not an address' });
    expect(malformed.json().errors).toMatchObject([{ id: 'email', code: 'email_invalid' }]);
    const ours = await operator.postJson('/api/v3/invitations', { plan: 'plus', email: 'someone@kinframe.local' });
    expect(ours.json().errors).toMatchObject([{ id: 'email', code: 'email_product_domain' }]);
    const huge = await operator.postJson('/api/v3/invitations', { plan: 'plus', note: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect((await operator.get('/api/v3/invitations?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await operator.postJson('/api/v3/invitations/abc/revoke', {})).statusCode).toBe(400);
    expect((await operator.postJson('/api/v3/invitations/99999999999999/revoke', {})).statusCode).toBe(400);
  });
});

describe.each(testDatabases())('the list and the throttle of invitations, on $name', (database) => {
  const t = useTestApp(database, { env: { SIGNUP: 'invite' } });

  it('throttles making them, and pages the list newest first, 50 at a time', async () => {
    const operator = await ownerClient(t);
    for (let made = 0; made < 30; made += 1) await invite(operator, { plan: 'plus', note: `batch one ${made}` });
    const throttled = await operator.postJson('/api/v3/invitations', { plan: 'plus' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('requests_throttled');
    t.clock.advanceMinutes(61);
    for (let made = 0; made < 21; made += 1) await invite(operator, { plan: 'lite', note: `batch two ${made}` });

    const first = (await operator.get('/api/v3/invitations')).json();
    expect(first.invitations).toHaveLength(50);
    expect(first.invitations[0].note).toBe('batch two 20');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await operator.get(`/api/v3/invitations?cursor=${first.nextCursor}`)).json();
    expect(second.invitations.map((each: Invitation) => each.note)).toEqual(['batch one 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('throttles looking at links from one address', async () => {
    const visitor = newClient(t);
    for (let look = 0; look < 60; look += 1) await visitor.postJson('/api/v3/join', { token: `guess-${look}` });
    expect((await visitor.postJson('/api/v3/join', { token: 'one-more' })).statusCode).toBe(429);
  });
});

describe.each(testDatabases())('invitations on an open server, on $name', (database) => {
  // No payment set up: new accounts get Plus unless an invitation says otherwise.
  const t = useTestApp(database, { env: { SIGNUP: 'open', OPERATOR_NAME: 'The Berg family' } });

  it('gives the plan an invitation carries over the default one, and names the server as its operator does', async () => {
    const operator = await ownerClient(t);
    const made = await invite(operator, { plan: 'lite' });
    const preview = (await newClient(t).postJson('/api/v3/join', { token: tokenOf(made) })).json();
    expect(preview.server.name).toBe('The Berg family');
    const invited = signUpForm(t, { invitation: tokenOf(made) });
    expect((await newClient(t).postForm('/api/v3/users/', invited)).statusCode).toBe(200);
    expect(await tierOf(t, invited.email)).toBe('lite');
    const walkIn = signUpForm(t);
    expect((await newClient(t).postForm('/api/v3/users/', walkIn)).statusCode).toBe(200);
    expect(await tierOf(t, walkIn.email)).toBe('plus');
  });
});

describe.each(testDatabases())('invitations on a closed server, on $name', (database) => {
  const t = useTestApp(database, { env: { SIGNUP: 'closed' } });

  it('makes none, and refuses sign-up with the closed text', async () => {
    const operator = await ownerClient(t);
    const response = await operator.postJson('/api/v3/invitations', { plan: 'plus' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('sign_up_closed');
    const signUp = await newClient(t).postForm('/api/v3/users/', signUpForm(t, { invitation: 'anything' }));
    expect(signUp.json()).toMatchObject({ code: 'sign_up_closed', message: 'Sign-up is closed on this Kinframe.' });
  });
});
