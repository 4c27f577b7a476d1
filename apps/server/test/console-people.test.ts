import type { ConsolePeoplePage, ConsolePerson } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { pairFrame } from './frame-fixtures.ts';
import { GOOD_PASSWORD, type TestApp, type TestUser, testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';
import { mailsTo } from './mailbox.ts';

const PEOPLE = '/api/v3/console/people';

let addresses = 0;

/** A client of an address of its own, so no test meets another's throttles. */
function newClient(t: TestApp): TestClient {
  addresses += 1;
  return t.client(`10.37.${Math.floor(addresses / 250)}.${addresses % 250}`);
}

async function signedIn(t: TestApp, user: TestUser): Promise<TestClient> {
  const client = newClient(t);
  const response = await client.login(user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

function ownerOf(t: TestApp): TestUser {
  if (!t.owner) throw new Error('no owner');
  return t.owner;
}

async function personIn(client: TestClient, user: TestUser): Promise<ConsolePerson> {
  const response = await client.get(`${PEOPLE}?q=${encodeURIComponent(user.username)}`);
  expect(response.statusCode, response.body).toBe(200);
  const person = (response.json() as ConsolePeoplePage).people.find((one) => one.id === user.id);
  if (!person) throw new Error(`${user.username} is not listed`);
  return person;
}

async function actionsAbout(t: TestApp, userId: number): Promise<string[]> {
  const actions = await t.services.operators.listActions(20, { kind: 'account', id: userId });
  return actions.map((action) => action.action);
}

describe.each(testDatabases())('the console people tab on $name', (database) => {
  const t = useTestApp(database, { env: { NEW_ACCOUNT_PLAN: 'lite' } });

  it('answers 404 to a member on every route, and works for the owner and an operator on Lite', async () => {
    const member = await t.createUser();
    const other = await t.createUser();
    const memberClient = await signedIn(t, member);
    const calls: Array<[string, () => ReturnType<TestClient['get']>]> = [
      ['GET people', () => memberClient.get(PEOPLE)],
      ['PATCH people/{id}', () => memberClient.patchJson(`${PEOPLE}/${other.id}`, { plan: 'lite' })],
      [
        'POST people/{id}/delete',
        () => memberClient.postJson(`${PEOPLE}/${other.id}/delete`, { password: GOOD_PASSWORD }),
      ],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    }
    expect(await t.services.billing.tierOfUser(other.id)).toBe('plus');
    expect(await t.services.accounts.findById(other.id)).toBeDefined();
    expect((await newClient(t).get(PEOPLE)).statusCode).toBe(401);

    // An operator on Lite runs the server as well as one on Plus.
    const operator = await t.createUser({ plan: 'lite' });
    await t.services.operators.setOperator(operator.id, true);
    const operatorClient = await signedIn(t, operator);
    expect((await operatorClient.get(PEOPLE)).statusCode).toBe(200);
    const changed = await operatorClient.patchJson(`${PEOPLE}/${other.id}`, { plan: 'lite' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as ConsolePerson).plan).toEqual({ tier: 'lite', paidThrough: null });
    expect(await actionsAbout(t, other.id)).toEqual(['plan_set']);
  });

  it('refuses bad input: ids, unknown fields, empty changes, long searches and made-up cursors', async () => {
    const owner = await signedIn(t, ownerOf(t));
    const someone = await t.createUser();
    const bad: Array<[string, () => ReturnType<TestClient['get']>, number]> = [
      ['id not a number', () => owner.patchJson(`${PEOPLE}/abc`, { plan: 'plus' }), 400],
      ['id zero', () => owner.patchJson(`${PEOPLE}/0`, { plan: 'plus' }), 400],
      ['id too large', () => owner.postJson(`${PEOPLE}/99999999999999999999/delete`, { password: 'x' }), 400],
      ['no such person', () => owner.patchJson(`${PEOPLE}/2147483000`, { plan: 'plus' }), 404],
      ['unknown field', () => owner.patchJson(`${PEOPLE}/${someone.id}`, { plan: 'plus', isOwner: true }), 400],
      ['nothing to change', () => owner.patchJson(`${PEOPLE}/${someone.id}`, {}), 400],
      ['bad plan', () => owner.patchJson(`${PEOPLE}/${someone.id}`, { plan: 'gold' }), 400],
      ['bad flag', () => owner.patchJson(`${PEOPLE}/${someone.id}`, { signInDisabled: 'yes' }), 400],
      ['deletion without password', () => owner.postJson(`${PEOPLE}/${someone.id}/delete`, {}), 400],
      [
        'deletion, unknown field',
        () => owner.postJson(`${PEOPLE}/${someone.id}/delete`, { password: 'x', now: 1 }),
        400,
      ],
      ['q too long', () => owner.get(`${PEOPLE}?q=${'a'.repeat(101)}`), 400],
      ['unknown sort', () => owner.get(`${PEOPLE}?sort=size`), 400],
      ['unknown parameter', () => owner.get(`${PEOPLE}?limit=5000`), 400],
      ['made-up cursor', () => owner.get(`${PEOPLE}?cursor=bm90LWEtY3Vyc29y`), 400],
      [
        'cursor of another shape',
        () => owner.get(`${PEOPLE}?cursor=${Buffer.from('["a"]').toString('base64url')}`),
        400,
      ],
    ];
    for (const [name, call, status] of bad) expect((await call()).statusCode, name).toBe(status);
    // Nothing changed, and nothing was logged.
    expect(await t.services.billing.tierOfUser(someone.id)).toBe('plus');
    expect(await actionsAbout(t, someone.id)).toEqual([]);
  });

  it('searches usernames, names and addresses, taking % and _ as they are; pages of 50, newest first or by name', async () => {
    const owner = await signedIn(t, ownerOf(t));
    const prefix = t.uniqueName('zq');
    const made: TestUser[] = [];
    for (let index = 0; index < 52; index += 1) {
      made.push(await t.createUser({ username: `${prefix}${String(index).padStart(2, '0')}` }));
    }
    const first = (await owner.get(`${PEOPLE}?q=${prefix.toUpperCase()}`)).json() as ConsolePeoplePage;
    expect(first.people).toHaveLength(50);
    expect(first.people[0]?.id).toBe(made.at(-1)?.id);
    const second = (await owner.get(`${PEOPLE}?q=${prefix}&cursor=${first.nextCursor}`)).json() as ConsolePeoplePage;
    expect(second.people.map((person) => person.id)).toEqual([made[1]?.id, made[0]?.id]);
    expect(second.nextCursor).toBeNull();

    const byName = (await owner.get(`${PEOPLE}?q=${prefix}&sort=name`)).json() as ConsolePeoplePage;
    expect(byName.people[0]?.username).toBe(`${prefix}00`);
    const rest = (await owner.get(`${PEOPLE}?q=${prefix}&sort=name&cursor=${byName.nextCursor}`)).json();
    expect((rest as ConsolePeoplePage).people.map((person) => person.username)).toEqual([`${prefix}50`, `${prefix}51`]);

    // The address and the name are searched too; a wildcard is only itself.
    const found = (await owner.get(`${PEOPLE}?q=${encodeURIComponent(made[3]?.email ?? '')}`)).json();
    expect((found as ConsolePeoplePage).people.map((person) => person.id)).toEqual([made[3]?.id]);
    expect(((await owner.get(`${PEOPLE}?q=ada%20lovelace`)).json() as ConsolePeoplePage).people.length).toBe(50);
    expect(((await owner.get(`${PEOPLE}?q=%25`)).json() as ConsolePeoplePage).people).toEqual([]);
    expect(((await owner.get(`${PEOPLE}?q=${prefix.slice(0, 1)}_`)).json() as ConsolePeoplePage).people).toEqual([]);
  });

  it('tells the figures: plan and how it is paid, role, storage with the Trash, frames, last active', async () => {
    const owner = await signedIn(t, ownerOf(t));
    const member = await t.createUser();
    const signInAt = t.clock.now().toISOString();
    const memberClient = await signedIn(t, member);
    await seedReadyPhoto(t, member.id, { size_bytes: 1000 });
    await seedReadyPhoto(t, member.id, { size_bytes: 2500, trashed_at: new Date().toISOString() });
    await seedReadyPhoto(t, member.id, { kind: 'video', size_bytes: 7_000_000, mime_type: 'video/mp4' });
    await pairFrame(t, memberClient, 'Kitchen');
    await pairFrame(t, memberClient, 'Hall');

    const person = await personIn(owner, member);
    expect(person).toMatchObject({
      username: member.username,
      displayName: 'Ada Lovelace',
      email: member.email,
      plan: { tier: 'plus', paidThrough: null },
      serverRole: null,
      storage: { photos: { count: 2, bytes: 3500 }, videos: { count: 1, bytes: 7_000_000 } },
      frames: 2,
      signInDisabled: false,
    });
    expect(person.lastActiveAt && person.lastActiveAt >= signInAt).toBe(true);
    expect((await personIn(owner, ownerOf(t))).serverRole).toBe('owner');

    // A visit moves it on, at most once a day with the session's extension.
    t.clock.advanceDays(2);
    const visitAt = t.clock.now().toISOString();
    expect((await memberClient.get('/api/v3/is-logged-in')).statusCode).toBe(200);
    const visited = (await personIn(owner, member)).lastActiveAt;
    expect(visited && visited >= visitAt).toBe(true);
    t.clock.advanceMinutes(10);
    expect((await memberClient.get('/api/v3/is-logged-in')).statusCode).toBe(200);
    expect((await personIn(owner, member)).lastActiveAt).toBe(visited);
  });

  it('grants Plus and the operator role and takes them back, each in the log', async () => {
    const owner = await signedIn(t, ownerOf(t));
    const member = await t.createUser({ plan: 'lite' });
    const granted = await owner.patchJson(`${PEOPLE}/${member.id}`, { plan: 'plus', isOperator: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ plan: { tier: 'plus' }, serverRole: 'operator' });
    expect(await t.services.operators.isOperator(member.id)).toBe(true);
    const taken = await owner.patchJson(`${PEOPLE}/${member.id}`, { plan: 'lite', isOperator: false });
    expect(taken.json()).toMatchObject({ plan: { tier: 'lite' }, serverRole: null });
    expect(await actionsAbout(t, member.id)).toEqual(['operator_revoked', 'plan_set', 'operator_granted', 'plan_set']);
    const [last] = await t.services.operators.listActions(1, { kind: 'account', id: member.id });
    expect(last?.operator_id).toBe(ownerOf(t).id);
  });

  it("keeps the owner out of reach, an operator's own sign-in and account, and a paid plan", async () => {
    const operator = await t.createUser();
    await t.services.operators.setOperator(operator.id, true);
    const client = await signedIn(t, operator);
    const ownerId = ownerOf(t).id;
    const refusals: Array<[string, () => ReturnType<TestClient['get']>, string]> = [
      ["owner's role", () => client.patchJson(`${PEOPLE}/${ownerId}`, { isOperator: false }), 'person_is_owner'],
      ["owner's sign-in", () => client.patchJson(`${PEOPLE}/${ownerId}`, { signInDisabled: true }), 'person_is_owner'],
      [
        'owner deleted',
        () => client.postJson(`${PEOPLE}/${ownerId}/delete`, { password: GOOD_PASSWORD }),
        'person_is_owner',
      ],
      ['own sign-in', () => client.patchJson(`${PEOPLE}/${operator.id}`, { signInDisabled: true }), 'person_is_self'],
      ['own role', () => client.patchJson(`${PEOPLE}/${operator.id}`, { isOperator: false }), 'person_is_self'],
      [
        'own account',
        () => client.postJson(`${PEOPLE}/${operator.id}/delete`, { password: GOOD_PASSWORD }),
        'person_is_self',
      ],
    ];
    for (const [name, call, code] of refusals) {
      const response = await call();
      expect(response.statusCode, name).toBe(409);
      expect(response.json().code, name).toBe(code);
    }
    expect((await t.services.accounts.findById(ownerId))?.is_operator).toBe(1);
    expect(await t.services.operators.isOperator(operator.id)).toBe(true);

    // A plan charged by a payment service is changed there; role and sign-in still here.
    const payer = await t.createUser();
    await t.context.db
      .updateTable('subscriptions')
      .set({ provider: 'stripe', provider_ref: 'sub_123', status: 'active' })
      .where('user_id', '=', payer.id)
      .execute();
    expect((await personIn(client, payer)).plan).toEqual({ tier: 'plus', paidThrough: 'stripe' });
    const refused = await client.patchJson(`${PEOPLE}/${payer.id}`, { plan: 'lite', signInDisabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'plan_paid_elsewhere',
      message: 'This plan is paid through a payment service: change or cancel it there.',
    });
    // Nothing of the refused change was written.
    expect((await personIn(client, payer)).signInDisabled).toBe(false);
    expect(await actionsAbout(t, payer.id)).toEqual([]);
  });

  it('turns sign-in off: sessions end at once, login is refused with its text, frames go on; on again', async () => {
    const owner = await signedIn(t, ownerOf(t));
    const member = await t.createUser();
    const memberClient = await signedIn(t, member);
    const frame = await pairFrame(t, memberClient);
    const disabled = await owner.patchJson(`${PEOPLE}/${member.id}`, { signInDisabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ signInDisabled: true });
    expect(await memberClient.isLoggedIn()).toBe(false);
    expect((await memberClient.get('/api/v3/library/items')).statusCode).toBe(401);

    const refused = await newClient(t).login(member.email, member.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'sign_in_disabled',
      message: "Signing in to this account is turned off. Ask this Kinframe's owner or operator.",
    });
    // A wrong password is told as always, so a guesser learns nothing.
    expect((await newClient(t).login(member.email, 'Wrong-Password1')).json().code).toBe('invalid_credentials');
    // The frame still shows the member's photos.
    const playlist = await t
      .client()
      .get('/api/device/v1/playlist', { headers: { authorization: `Bearer ${frame.token}` } });
    expect(playlist.statusCode).toBe(200);

    expect((await owner.patchJson(`${PEOPLE}/${member.id}`, { signInDisabled: false })).json().signInDisabled).toBe(
      false,
    );
    expect((await newClient(t).login(member.email, member.password)).statusCode).toBe(200);
    expect(await actionsAbout(t, member.id)).toEqual(['sign_in_enabled', 'sign_in_disabled']);
  });

  it("deletes an account with the operator's password, by the same erasure as one's own", async () => {
    const owner = await signedIn(t, ownerOf(t));
    const member = await t.createUser();
    const memberClient = await signedIn(t, member);
    await seedReadyPhoto(t, member.id);
    await pairFrame(t, memberClient);

    const wrong = await owner.postJson(`${PEOPLE}/${member.id}/delete`, { password: 'Not-The-One1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('password_incorrect');
    // The member's own password is not the operator's.
    expect((await owner.postJson(`${PEOPLE}/${member.id}/delete`, { password: 'x' })).statusCode).toBe(400);
    expect(await t.services.accounts.findById(member.id)).toBeDefined();

    const deleted = await owner.postJson(`${PEOPLE}/${member.id}/delete`, { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.services.accounts.findById(member.id)).toBeUndefined();
    for (const [table, column] of [
      ['library_items', 'owner_id'],
      ['frames', 'owner_id'],
      ['sessions', 'user_id'],
    ] as const) {
      const rows = await t.context.db.selectFrom(table).select(column).where(column, '=', member.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await memberClient.isLoggedIn()).toBe(false);
    expect((await mailsTo(t, member.email)).length).toBeGreaterThan(0);
    const [logged] = await t.services.operators.listActions(1, { kind: 'account', id: member.id });
    expect(logged).toMatchObject({ action: 'account_deleted', details: `${member.username} <${member.email}>` });
    expect((await owner.postJson(`${PEOPLE}/${member.id}/delete`, { password: GOOD_PASSWORD })).statusCode).toBe(404);
  });

  it('throttles deletions per operator', async () => {
    const operator = await t.createUser();
    await t.services.operators.setOperator(operator.id, true);
    const client = await signedIn(t, operator);
    for (let index = 0; index < 20; index += 1) {
      const someone = await t.createUser();
      const response = await client.postJson(`${PEOPLE}/${someone.id}/delete`, { password: GOOD_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
    }
    const someone = await t.createUser();
    const throttled = await client.postJson(`${PEOPLE}/${someone.id}/delete`, { password: GOOD_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(await t.services.accounts.findById(someone.id)).toBeDefined();
  });
});
