import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, testDatabases, useTestApp } from './harness.ts';
import { mailsTo, resetTokenFor } from './mailbox.ts';

const EXPIRED = {
  success: false,
  code: 'reset_token_expired',
  message: 'Your verification token is expired. Please try requesting for a password reset again.',
};
const NEW_PASSWORD = 'New-Frame-Pass2';

describe.each(testDatabases())('password reset on $name', (database) => {
  const t = useTestApp(database, { env: { APP_URL: 'https://photos.example.org', RESET_TOKEN_TTL_MINUTES: '60' } });

  let requests = 0;
  /** From an address of its own each time: the limit per address has a test of its own. */
  async function requestReset(identifier: string, ip = `10.7.${Math.floor(requests / 250)}.${requests++ % 250}`) {
    return t.client(ip).postForm('/api/v3/password/retrieval/', { email: identifier });
  }

  it('sends at most 3 reset mails an hour to one account, then answers 429', async () => {
    const user = await t.createUser();
    for (let mail = 1; mail <= 3; mail += 1) expect((await requestReset(user.email)).statusCode).toBe(200);
    const refused = await requestReset(user.username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'requests_throttled',
      message: 'Request was throttled. You can make 3 requests per 60 minutes.',
    });
    expect(await mailsTo(t, user.email)).toHaveLength(3);
    t.clock.advanceMinutes(61);
    expect((await requestReset(user.email)).statusCode).toBe(200);
  });

  it('takes at most 10 reset requests an hour from one client address, whatever the accounts', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => t.createUser()));
    for (const person of people.slice(0, 10))
      expect((await requestReset(person.email, '10.8.0.1')).statusCode).toBe(200);
    expect((await requestReset(people[10]?.email ?? '', '10.8.0.1')).statusCode).toBe(429);
    expect((await requestReset('nobody@example.com', '10.8.0.1')).statusCode).toBe(429);
    expect(await mailsTo(t, people[10]?.email ?? '')).toHaveLength(0);
  });

  it('mails a reset link to the account, found by email or by username', async () => {
    const user = await t.createUser();
    const byEmail = await requestReset(user.email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({ success: true });
    expect((await requestReset(user.username)).statusCode).toBe(200);

    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Reset your Kinframe password');
    expect(mails[0]?.text).toMatch(/https:\/\/photos\.example\.org\/reset-pwd\?token=[\w-]{43}\n/);
    expect(mails[0]?.html).toContain('https://photos.example.org/reset-pwd?token=');
    expect(mails[0]?.text).toContain('Hello Ada,');
  });

  it("writes the mail in the user's language", async () => {
    const user = await t.createUser({ language: 'fr-FR' });
    await requestReset(user.email);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Kinframe');
    expect(mail?.html).toContain('lang="fr-FR"');
  });

  it('answers 404 for an unknown email', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'email_not_found', message: 'This email does not exist' });
  });

  it('validates a fresh token and refuses an unknown one', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const client = t.client();
    expect((await client.postForm('/api/v2/reset_pwd/validate/', { token })).json()).toEqual({ success: true });
    const unknown = await client.postForm('/api/v2/reset_pwd/validate/', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(EXPIRED);
    expect((await client.postForm('/api/v2/reset_pwd/validate/', { token: '' })).json()).toEqual(EXPIRED);
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const { client: loggedIn, user } = await t.loggedInClient();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const response = await t
      .client()
      .postForm('/api/v2/reset_pwd/', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await loggedIn.isLoggedIn()).toBe(false);
    expect((await t.client('10.9.0.1').login(user.email, GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await t.client('10.9.0.2').login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('uses a token once only', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const form = { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.client().postForm('/api/v2/reset_pwd/', form)).statusCode).toBe(200);
    const again = await t
      .client()
      .postForm('/api/v2/reset_pwd/', { ...form, password: 'Another-Pass3', password_confirm: 'Another-Pass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);
    expect((await t.client().postForm('/api/v2/reset_pwd/validate/', { token })).json()).toEqual(EXPIRED);
  });

  it('lets one of two simultaneous resets with the same token win', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const form = { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    const answers = await Promise.all([
      t.client().postForm('/api/v2/reset_pwd/', form),
      t.client().postForm('/api/v2/reset_pwd/', form),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends every other reset link of the account once one is used', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const first = await resetTokenFor(t, user.email);
    await requestReset(user.email);
    const second = await resetTokenFor(t, user.email);
    await t
      .client()
      .postForm('/api/v2/reset_pwd/', { token: second, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect((await t.client().postForm('/api/v2/reset_pwd/validate/', { token: first })).json()).toEqual(EXPIRED);
  });

  it('refuses a token after RESET_TOKEN_TTL_MINUTES', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    t.clock.advanceMinutes(59);
    expect((await t.client().postForm('/api/v2/reset_pwd/validate/', { token })).json()).toEqual({ success: true });
    t.clock.advanceMinutes(2);
    expect((await t.client().postForm('/api/v2/reset_pwd/validate/', { token })).json()).toEqual(EXPIRED);
    const reset = await t
      .client()
      .postForm('/api/v2/reset_pwd/', { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(reset.json()).toEqual(EXPIRED);
  });

  it.each([
    [
      'a weak password',
      { password: 'weakpass', password_confirm: 'weakpass' },
      'password',
      'Password must contain at least 1 uppercase letter',
    ],
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, password_confirm: 'New-Frame-Pass3' },
      'password_confirm',
      'Passwords do not match',
    ],
    [
      'a missing confirmation',
      { password: NEW_PASSWORD, password_confirm: '' },
      'password_confirm',
      'Please enter password confirmation',
    ],
  ])('refuses %s and keeps the token usable', async (_case, fields, field, message) => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const response = await t.client().postForm('/api/v2/reset_pwd/', { token, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message,
      errors: [expect.objectContaining({ id: field, message })],
    });
    expect((await t.client().postForm('/api/v2/reset_pwd/validate/', { token })).json()).toEqual({ success: true });
  });

  it('refuses the username as the new password, whatever its case', async () => {
    const user = await t.createUser({ username: t.uniqueName('Frame-Keeper.') });
    await requestReset(user.email);
    const token = await resetTokenFor(t, user.email);
    const password = `${user.username.charAt(0).toUpperCase()}${user.username.slice(1)}`;
    const response = await t.client().postForm('/api/v2/reset_pwd/', { token, password, password_confirm: password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be different from your username');
  });
});
