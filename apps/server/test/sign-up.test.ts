import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, testDatabases, useTestApp } from './harness.ts';

describe.each(testDatabases())('sign-up and the existence check on $name', (database) => {
  // The spec's flow: anyone signs up, on Lite (as with Plus sold online; not this server's defaults).
  const t = useTestApp(database, { env: { SIGNUP: 'open', NEW_ACCOUNT_PLAN: 'lite' } });

  function signUpForm(overrides: Record<string, string> = {}) {
    const name = t.uniqueName('anna');
    return {
      username: `${name}@kinframe.local`,
      password: GOOD_PASSWORD,
      firstName: 'Anna',
      lastName: 'Berg',
      country: 'SE',
      email: `${name}@example.com`,
      token: 'captcha-token',
      ...overrides,
    };
  }

  it('creates a Lite account, logs it in and answers success', async () => {
    const client = t.client();
    const form = signUpForm({ language: 'de-DE' });
    const response = await client.postForm('/api/v3/users/', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'kinframe_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await client.isLoggedIn()).toBe(true);

    const profile = (await client.get('/api/user/profile/edit/')).json();
    const username = form.username.replace('@kinframe.local', '');
    expect(profile).toMatchObject({
      username,
      first_name: 'Anna',
      last_name: 'Berg',
      email: form.email,
      contact_email: form.email,
      country: 'SE',
      product_email: `${username}@kinframe.local`,
      language: 'de-DE',
    });
    const subscriptions = (await client.get('/api/v3/subscriptions?active=true')).json();
    expect(subscriptions.data[0].plan.name).toBe('lite');
  });

  it('stores email and username lower-cased and defaults the language to en-US', async () => {
    const client = t.client();
    const form = signUpForm();
    const response = await client.postForm('/api/v3/users/', {
      ...form,
      username: form.username.toUpperCase(),
      email: form.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const profile = (await client.get('/api/user/profile/edit/')).json();
    expect(profile.email).toBe(form.email);
    expect(profile.username).toBe(form.username.replace('@kinframe.local', ''));
    expect(profile.language).toBe('en-US');
  });

  const long = (length: number) => 'a'.repeat(length);
  it.each([
    ['an empty username', { username: '' }, 'username', 'Please enter username'],
    [
      'a username without the product mail domain',
      { username: 'annaberg' },
      'username',
      'Please check the highlighted fields',
    ],
    [
      'a username on another domain',
      { username: 'annaberg@example.com' },
      'username',
      'Please check the highlighted fields',
    ],
    [
      'a 3-character username',
      { username: 'abc@kinframe.local' },
      'username',
      'Username must be between 4 and 240 characters long',
    ],
    [
      'a 241-character username',
      { username: `${long(241)}@kinframe.local` },
      'username',
      'Username must be between 4 and 240 characters long',
    ],
    [
      'a username with a space',
      { username: 'anna berg@kinframe.local' },
      'username',
      'Username may only contain letters, digits, full stops, underscores and hyphens',
    ],
    ['an empty password', { password: '' }, 'password', 'Please enter password'],
    [
      'a 7-character password',
      { password: 'Ab-1234' },
      'password',
      'Password must be between 8 and 128 characters long',
    ],
    [
      'a 129-character password',
      { password: `A-${long(127)}` },
      'password',
      'Password must be between 8 and 128 characters long',
    ],
    [
      'a password without an uppercase letter',
      { password: 'frame-photos1' },
      'password',
      'Password must contain at least 1 uppercase letter',
    ],
    [
      'a password without a lowercase letter',
      { password: 'FRAME-PHOTOS1' },
      'password',
      'Password must contain at least 1 lowercase letter',
    ],
    [
      'a password without a symbol',
      { password: 'FramePhotos1' },
      'password',
      'Password must contain at least 1 symbol',
    ],
    [
      'a password equal to the username',
      { username: 'Frame-Photos1@kinframe.local', password: 'Frame-Photos1' },
      'password',
      'Password must be different from your username',
    ],
    ['an empty first name', { firstName: '' }, 'firstName', 'Please enter first name'],
    [
      'a 61-character first name',
      { firstName: long(61) },
      'firstName',
      'First name must be between 1 and 60 characters long',
    ],
    ['a first name with <', { firstName: 'Anna <b>' }, 'firstName', 'Names may not contain & / : $ % < >'],
    ['an empty last name', { lastName: '' }, 'lastName', 'Please enter last name'],
    ['a last name with &', { lastName: 'Berg & Co' }, 'lastName', 'Names may not contain & / : $ % < >'],
    ['an empty country', { country: '' }, 'country', 'Please enter country'],
    ['an unknown country code', { country: 'XX' }, 'country', 'Please enter country'],
    ['an empty email', { email: '' }, 'email', 'Please enter email'],
    ['a malformed email', { email: 'anna.example.com' }, 'email', 'Enter a valid email address'],
    [
      'a 76-character email',
      { email: `${long(64)}@example.com` },
      'email',
      'Email must be between 5 and 75 characters long',
    ],
    [
      'an email in the product mail domain',
      { email: 'anna@kinframe.local' },
      'email',
      'Enter your registered email instead',
    ],
  ])('refuses %s with its text', async (_case, overrides, field, message) => {
    const client = t.client();
    const response = await client.postForm('/api/v3/users/', signUpForm(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'validation_failed', message });
    expect(body.errors).toEqual([expect.objectContaining({ id: field, message })]);
    expect(await client.isLoggedIn()).toBe(false);
  });

  it('lists every problem in field order, the first one as the message', async () => {
    const response = await t
      .client()
      .postForm('/api/v3/users/', signUpForm({ username: '', firstName: '', email: 'x' }));
    const body = response.json();
    expect(body.errors.map((error: { id: string }) => error.id)).toEqual(['username', 'firstName', 'email']);
    expect(body.message).toBe('Please enter username');
  });

  it('refuses a language that is not one of the six', async () => {
    const response = await t.client().postForm('/api/v3/users/', signUpForm({ language: 'xx-XX' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ id: 'language' })],
    });
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    const existing = await t.createUser();
    const response = await t.client().postForm('/api/v3/users/', signUpForm({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'email_taken', message: 'This email is already used' });
  });

  it('answers 409 for a taken username', async () => {
    const existing = await t.createUser();
    const response = await t
      .client()
      .postForm('/api/v3/users/', signUpForm({ username: `${existing.username}@kinframe.local` }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'username_taken',
      message: 'This username is already taken',
    });
  });

  it('creates one account when two sign-ups race for the same email', async () => {
    const form = signUpForm();
    const other = signUpForm({ email: form.email });
    const answers = await Promise.all([
      t.client().postForm('/api/v3/users/', form),
      t.client().postForm('/api/v3/users/', other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  describe('existence check', () => {
    it('answers at most 60 existence checks per 10 minutes from one client address', async () => {
      const client = t.client('10.6.0.1');
      for (let check = 1; check <= 60; check += 1) {
        expect((await client.postForm('/api/user/exists/json/', { username: `free${check}` })).statusCode).toBe(200);
      }
      const refused = await client.postForm('/api/user/exists/json/', { username: 'free61' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('requests_throttled');
      expect((await t.client('10.6.0.2').postForm('/api/user/exists/json/', { username: 'free61' })).statusCode).toBe(
        200,
      );
      t.clock.advanceMinutes(11);
      expect((await client.postForm('/api/user/exists/json/', { username: 'free61' })).statusCode).toBe(200);
    });

    it('answers one key per field asked, true when taken', async () => {
      const existing = await t.createUser();
      const client = t.client();
      expect((await client.postForm('/api/user/exists/json/', { email: existing.email.toUpperCase() })).json()).toEqual(
        {
          email: true,
        },
      );
      expect(
        (await client.postForm('/api/user/exists/json/', { username: `${existing.username}@kinframe.local` })).json(),
      ).toEqual({
        username: true,
      });
      expect((await client.postForm('/api/user/exists/json/', { username: existing.username })).json()).toEqual({
        username: true,
      });
      expect(
        (
          await client.postForm('/api/user/exists/json/', {
            email: 'free@example.com',
            username: 'free-name@kinframe.local',
          })
        ).json(),
      ).toEqual({ email: false, username: false });
    });
  });
});
