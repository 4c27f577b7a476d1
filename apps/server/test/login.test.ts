import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

const WRONG = { success: false, code: 'invalid_credentials', message: 'Please check your username and password.' };

describe.each(testDatabases())('login, sessions and sign-out on $name', (database) => {
  const t = useTestApp(database);

  it('logs in by email, case-insensitively, and sets the session cookie', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.1');
    const response = await client.login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'kinframe_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await client.isLoggedIn()).toBe(true);
  });

  it('logs in by username', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.2');
    expect((await client.login(user.username, user.password)).statusCode).toBe(200);
    expect(await client.isLoggedIn()).toBe(true);
  });

  it('gives a new CSRF token at login, so one planted before is worthless after', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.3');
    await client.get('/api/v3/is-logged-in');
    const before = client.cookies.get('csrftoken');
    await client.login(user.email, user.password);
    expect(client.cookies.get('csrftoken')).toBeDefined();
    expect(client.cookies.get('csrftoken')).not.toBe(before);
  });

  it('answers 400 with the spec text for a wrong password or an unknown account', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.4');
    const wrongPassword = await client.login(user.email, 'Wrong-password1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(WRONG);
    const unknown = await client.login('nobody@example.com', user.password);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(WRONG);
    expect(await client.isLoggedIn()).toBe(false);
  });

  it('requires the x-webapp-version: 2 header', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.5');
    const missing = await client.postMultipart('/api/www-login/', { email: user.email, password: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ id: 'x-webapp-version' })],
    });
    const other = await client.postMultipart(
      '/api/www-login/',
      { email: user.email, password: user.password },
      { headers: { 'x-webapp-version': '1' } },
    );
    expect(other.statusCode).toBe(400);
    expect(await client.isLoggedIn()).toBe(false);
  });

  it('ends the previous session when logging in again', async () => {
    const user = await t.createUser();
    const client = t.client('10.0.0.6');
    await client.login(user.email, user.password);
    const firstToken = client.cookies.get('kinframe_session');
    await client.login(user.email, user.password);
    const stale = t.client('10.0.0.6');
    stale.cookies.set('kinframe_session', firstToken ?? '');
    expect(await stale.isLoggedIn()).toBe(false);
    expect(await client.isLoggedIn()).toBe(true);
  });

  describe('throttle', () => {
    it('locks an account for the address that failed 20 times in 5 minutes, not for its owner elsewhere', async () => {
      const user = await t.createUser();
      const guesser = t.client('10.2.0.1');
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect((await guesser.login(user.email, 'Wrong-password1')).statusCode).toBe(400);
      }
      const throttled = await guesser.login(user.username, user.password);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ success: false, code: 'login_throttled' });
      expect(throttled.json().message).toContain('20 requests per 5 minutes');
      expect(await guesser.isLoggedIn()).toBe(false);

      // The owner, at home, is not locked out by someone guessing their password elsewhere.
      const owner = t.client('10.2.1.1');
      expect((await owner.login(user.email, user.password)).statusCode).toBe(200);

      t.clock.advanceMinutes(5);
      expect((await guesser.login(user.email, user.password)).statusCode).toBe(200);
    });

    it('refuses an address after 20 failures, whatever the accounts', async () => {
      const user = await t.createUser();
      const client = t.client('10.3.0.1');
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect((await client.login(`someone${attempt}@example.com`, 'Wrong-password1')).statusCode).toBe(400);
      }
      expect((await client.login(user.email, user.password)).statusCode).toBe(429);
      // The account itself is not locked for everyone else.
      expect((await t.client('10.3.0.2').login(user.email, user.password)).statusCode).toBe(200);
    });

    it('counts failures only: 30 people signing in from one address all get in', async () => {
      const people = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
      for (const person of people) {
        const client = t.client('10.4.0.1');
        expect((await client.login(person.email, person.password)).statusCode).toBe(200);
      }
    });
  });

  describe('sessions', () => {
    it('signs out with GET sign_out/, which ends the session and clears the cookie', async () => {
      const { client } = await t.loggedInClient();
      const token = client.cookies.get('kinframe_session');
      const response = await client.get('/api/sign_out/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(response.cookies.find((c) => c.name === 'kinframe_session')?.value).toBe('');
      expect(await client.isLoggedIn()).toBe(false);
      const replay = t.client();
      replay.cookies.set('kinframe_session', token ?? '');
      expect(await replay.isLoggedIn()).toBe(false);
    });

    it('answers isLoggedIn false for a made-up session cookie', async () => {
      const client = t.client();
      client.cookies.set('kinframe_session', 'made-up');
      expect(await client.isLoggedIn()).toBe(false);
    });

    it('ends a session 90 days after its sign-in, however often it is used', async () => {
      const { client } = await t.loggedInClient();
      for (let day = 0; day < 88; day += 4) {
        t.clock.advanceDays(4);
        expect(await client.isLoggedIn()).toBe(true);
      }
      t.clock.advanceDays(3);
      expect(await client.isLoggedIn()).toBe(false);
    });

    it('keeps a session alive while it is used and ends it after 30 idle days', async () => {
      const { client } = await t.loggedInClient();
      t.clock.advanceDays(20);
      expect(await client.isLoggedIn()).toBe(true);
      t.clock.advanceDays(20);
      // 40 days after login, but only 20 after the last visit: the session slid forward.
      expect(await client.isLoggedIn()).toBe(true);
      t.clock.advanceDays(31);
      expect(await client.isLoggedIn()).toBe(false);
    });
  });
});
