import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, type TestApp, testDatabases, useTestApp } from './harness.ts';

/** The sign-up form as the web app sends it, from a client address of its own. */
function signUp(t: TestApp, overrides: Record<string, string> = {}) {
  const name = t.uniqueName('joiner');
  const client = t.client(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const response = client.postForm('/api/v3/users/', {
    username: `${name}@kinframe.local`,
    password: GOOD_PASSWORD,
    firstName: 'Olga',
    lastName: 'Owner',
    country: 'SE',
    email: `${name}@example.com`,
    token: 'captcha-token',
    ...overrides,
  });
  return { client, email: `${name}@example.com`, response };
}

async function standingOf(t: TestApp, email: string) {
  const user = await t.services.accounts.findByEmail(email);
  if (!user) return null;
  return {
    isOwner: user.is_owner === 1,
    isOperator: user.is_operator === 1,
    tier: await t.services.billing.tierOfUser(user.id),
  };
}

describe.each(testDatabases())('the owner, on a closed server, on $name', (database) => {
  const t = useTestApp(database, { owner: false, env: { SIGNUP: 'closed', NEW_ACCOUNT_PLAN: 'lite' } });

  it('lets the first account in however closed, makes it the owner, and only one of two at once', async () => {
    expect((await t.client().get('/api/v3/app-config')).json().signUp).toBe('open');

    const first = signUp(t);
    const second = signUp(t);
    const answers = await Promise.all([first.response, second.response]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toMatchObject({
      success: false,
      code: 'sign_up_closed',
      message: 'Sign-up is closed on this Kinframe.',
    });
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(await standingOf(t, winner.email)).toEqual({ isOwner: true, isOperator: true, tier: 'plus' });
    // Refused whole: no account was left behind.
    expect(await standingOf(t, loser.email)).toBeNull();
    expect((await t.services.accounts.listAccounts(10)).length).toBe(1);
    // The owner reaches the app (Plus) and the operator's routes.
    expect((await winner.client.get('/api/v3/invitations')).statusCode).toBe(200);

    expect((await t.client().get('/api/v3/app-config')).json().signUp).toBe('closed');
    const later = await signUp(t).response;
    expect(later.statusCode).toBe(400);
    expect(later.json().code).toBe('sign_up_closed');
  });
});

describe.each(testDatabases())('the owner, on an open server, on $name', (database) => {
  const t = useTestApp(database, { owner: false, env: { SIGNUP: 'open', NEW_ACCOUNT_PLAN: 'lite' } });

  it('makes the first of two sign-ups at once the owner, and the other an ordinary account', async () => {
    const first = signUp(t);
    const second = signUp(t);
    const answers = await Promise.all([first.response, second.response]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const standings = [await standingOf(t, first.email), await standingOf(t, second.email)];
    expect(standings).toContainEqual({ isOwner: true, isOperator: true, tier: 'plus' });
    expect(standings).toContainEqual({ isOwner: false, isOperator: false, tier: 'lite' });
  });

  it("names the owner on a Lite account's way to Plus when nothing else is set up", async () => {
    const owner = await t.services.accounts.findOwner();
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const plans = (await client.get('/api/v3/billing/plans')).json();
    expect(plans.provider).toBe('none');
    expect(plans.contact).toEqual({
      isAvailable: false,
      operator: { name: null, contact: null },
      owner: `${owner?.first_name} ${owner?.last_name}`,
    });
  });
});

describe.each(testDatabases())('the owner, made by the operator or the demo, on $name', (database) => {
  const t = useTestApp(database, { owner: false });

  it('makes exactly one owner of many first accounts made at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        t.services.auth.createAccount({
          email: `first${index}@example.com`,
          username: `first${index}`,
          password: GOOD_PASSWORD,
        }),
      ),
    );
    expect(made.filter((user) => user.is_owner === 1)).toHaveLength(1);
    const owner = await t.services.accounts.findOwner();
    expect(made.find((user) => user.is_owner === 1)?.id).toBe(owner?.id);
    expect(await t.services.billing.tierOfUser(owner?.id ?? 0)).toBe('plus');
    expect(await t.services.operators.listOperators()).toEqual([
      { id: owner?.id, email: owner?.email, username: owner?.username },
    ]);
    for (const user of made.filter((each) => each.is_owner !== 1)) {
      expect(await t.services.billing.tierOfUser(user.id)).toBe('lite');
    }
  });
});

describe.each(testDatabases())('sign-up by default on a server of this machine alone, on $name', (database) => {
  // HOST is localhost and no payment is set up: open, and new accounts get Plus.
  const t = useTestApp(database);

  it('gives a new account Plus, so it reaches the app at once', async () => {
    const { client, email, response } = signUp(t);
    expect((await response).statusCode).toBe(200);
    expect(await standingOf(t, email)).toEqual({ isOwner: false, isOperator: false, tier: 'plus' });
    expect((await client.get('/api/v3/library/items')).statusCode).toBe(200);
  });
});
