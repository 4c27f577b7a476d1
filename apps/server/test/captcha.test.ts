import { solveChallenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, type TestApp, testDatabases, useTestApp } from './harness.ts';

const CAPTCHA_FAILED = {
  success: false,
  code: 'captcha_failed',
  message: 'Failed to complete reCAPTCHA v2 challenge.',
};

/** Does what the ALTCHA widget does in the browser: fetch a challenge, find the number, encode. */
async function solveAltcha(t: TestApp): Promise<string> {
  const challenge = (await t.client().get('/api/v3/captcha/challenge')).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('no solution found');
  const payload = { ...challenge, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe.each(testDatabases())('ALTCHA on sign-up on $name', (database) => {
  const t = useTestApp(database, { env: { CAPTCHA: 'altcha', ALTCHA_MAX_NUMBER: '500' } });

  function signUpForm(token: string) {
    const name = t.uniqueName('robin');
    return {
      username: `${name}@kinframe.local`,
      password: GOOD_PASSWORD,
      firstName: 'Robin',
      lastName: 'Hood',
      country: 'GB',
      email: `${name}@example.com`,
      token,
    };
  }

  it('tells the web app to show ALTCHA and where its challenge is', async () => {
    const config = (await t.client().get('/api/v3/app-config')).json();
    expect(config).toEqual({
      mailDomain: 'kinframe.local',
      captcha: { provider: 'altcha', challengeUrl: '/api/v3/captcha/challenge' },
      version: expect.any(String),
      shop: null,
      signUp: 'open',
      capabilities: { connectedAlbums: null, map: expect.any(Object) },
    });
  });

  it('hands out signed challenges at the configured difficulty that expire in 10 minutes', async () => {
    const response = await t.client().get('/api/v3/captcha/challenge');
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 500 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - t.clock.now().getTime()).toBeGreaterThan(9 * 60_000);
    expect(expires - t.clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a solved challenge', async () => {
    const response = await t.client().postForm('/api/v3/users/', signUpForm(await solveAltcha(t)));
    expect(response.statusCode).toBe(200);
  });

  it('refuses the same solution a second time', async () => {
    const token = await solveAltcha(t);
    expect((await t.client().postForm('/api/v3/users/', signUpForm(token))).statusCode).toBe(200);
    const replay = await t.client().postForm('/api/v3/users/', signUpForm(token));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a missing, malformed or wrong solution', async () => {
    for (const token of ['', 'not base64 json', Buffer.from('{"number":1}').toString('base64')]) {
      const response = await t.client().postForm('/api/v3/users/', signUpForm(token));
      expect(response.json()).toEqual(CAPTCHA_FAILED);
    }
    const solved = JSON.parse(Buffer.from(await solveAltcha(t), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    expect((await t.client().postForm('/api/v3/users/', signUpForm(wrong))).json()).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const token = await solveAltcha(t);
    t.clock.advanceMinutes(11);
    expect((await t.client().postForm('/api/v3/users/', signUpForm(token))).json()).toEqual(CAPTCHA_FAILED);
  });

  it('checks the fields before the captcha, so a typo does not use up the solution', async () => {
    const token = await solveAltcha(t);
    const invalid = await t.client().postForm('/api/v3/users/', { ...signUpForm(token), firstName: '' });
    expect(invalid.json().code).toBe('validation_failed');
    expect((await t.client().postForm('/api/v3/users/', signUpForm(token))).statusCode).toBe(200);
  });
});
