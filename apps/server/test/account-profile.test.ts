import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, type TestApp, testDatabases, useTestApp } from './harness.ts';
import { confirmationTokenFor, resetTokenFor } from './mailbox.ts';

const PROFILE = '/api/user/profile/edit/';
const PASSWORD = '/api/v3/users/password';
const NEW_PASSWORD = 'Changed-Frame7';
const WRONG_PASSWORD = {
  success: false,
  code: 'password_incorrect',
  message: 'Password is incorrect',
  errors: [{ id: 'old_password', code: 'password_incorrect', message: 'Password is incorrect' }],
};

async function profileOf(client: Awaited<ReturnType<TestApp['loggedInClient']>>['client']) {
  return (await client.get(PROFILE)).json();
}

describe.each(testDatabases())('profile changes on $name', (database) => {
  const t = useTestApp(database);

  it('changes names, country and contact email behind the current password, and answers the profile', async () => {
    const { client, user } = await t.loggedInClient();
    const response = await client.postForm(PROFILE, {
      old_password: user.password,
      first_name: ' Grace ',
      last_name: 'Hopper',
      country: 'US',
      contact_email: 'Grace.Contact@Example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: user.username,
      first_name: 'Grace',
      last_name: 'Hopper',
      country: 'US',
      email: user.email,
      contact_email: 'grace.contact@example.org',
      product_email: `${user.username}@kinframe.local`,
    });
    expect(await profileOf(client)).toEqual(response.json());
  });

  it("refuses a wrong current password with the spec's text and changes nothing", async () => {
    const { client, user } = await t.loggedInClient();
    const before = await profileOf(client);
    const response = await client.postForm(PROFILE, {
      old_password: 'Not-The-Password1',
      first_name: 'Mallory',
      email: 'mallory@example.com',
      email_confirm: 'mallory@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);
    expect(await profileOf(client)).toEqual(before);
    // Not even the existence of an address is told without the password.
    const other = await t.createUser();
    const probing = await client.postForm(PROFILE, {
      old_password: 'wrong',
      email: other.email,
      email_confirm: other.email,
    });
    expect(probing.json().code).toBe('password_incorrect');
    expect((await client.postForm(PROFILE, { first_name: 'Mallory' })).json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ id: 'old_password', code: 'field_required', message: 'Please enter current password' }],
    });
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the login email once its mailed link is opened: then the new one logs in, the old one not', async () => {
    const { client, user } = await t.loggedInClient();
    const newEmail = `${t.uniqueName('moved')}@example.net`;
    const response = await client.postForm(PROFILE, {
      old_password: user.password,
      email: newEmail.toUpperCase(),
      email_confirm: newEmail,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pending_email: newEmail, username: user.username });
    expect((await t.client().login(newEmail, user.password)).statusCode).toBe(400);
    const token = await confirmationTokenFor(t, newEmail);
    const confirmed = await client.postJson('/api/v3/users/email/confirm', { token });
    expect(confirmed.json()).toMatchObject({ email: newEmail, pending_email: null, email_confirmed: true });
    expect((await t.client().login(newEmail, user.password)).statusCode).toBe(200);
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(400);
    // The same address again, in other letters, is no change and needs no confirmation.
    const same = await client.postForm(PROFILE, { old_password: user.password, email: newEmail.toUpperCase() });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    [
      'a confirmation that differs',
      (email: string) => ({ email, email_confirm: `x${email}` }),
      { id: 'email_confirm', code: 'email_confirmation_mismatch', message: 'Email addresses do not match' },
    ],
    [
      'no confirmation',
      (email: string) => ({ email }),
      { id: 'email_confirm', code: 'field_required', message: 'Please enter email confirmation' },
    ],
    [
      'an address in the product domain',
      () => ({ email: 'someone@kinframe.local', email_confirm: 'someone@kinframe.local' }),
      { id: 'email', code: 'email_product_domain', message: 'Enter your registered email instead' },
    ],
    [
      'an address of 76 characters',
      () => {
        const long = `${'a'.repeat(64)}@example.com`;
        return { email: long, email_confirm: long };
      },
      { id: 'email', code: 'field_length', message: 'Email must be between 5 and 75 characters long' },
    ],
    [
      'an address that is not one',
      () => ({ email: 'not-an-address', email_confirm: 'not-an-address' }),
      { id: 'email', code: 'email_invalid', message: 'Enter a valid email address' },
    ],
  ])('refuses %s and changes nothing', async (_name, fields, problem) => {
    const { client, user } = await t.loggedInClient();
    const before = await profileOf(client);
    const response = await client.postForm(PROFILE, {
      old_password: user.password,
      first_name: 'Changed',
      ...fields(`${t.uniqueName('new')}@example.com`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining(problem)] });
    expect(await profileOf(client)).toEqual(before);
  });

  it("refuses another account's email, in any letters, and changes nothing", async () => {
    const { client, user } = await t.loggedInClient();
    const other = await t.createUser();
    const before = await profileOf(client);
    const response = await client.postForm(PROFILE, {
      old_password: user.password,
      email: other.email.toUpperCase(),
      email_confirm: other.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This email is already associated with an account',
      errors: [{ id: 'email', code: 'already_associated', params: { fieldType: 'email' } }],
    });
    expect(await profileOf(client)).toEqual(before);
  });

  it('refuses names with forbidden characters, an unknown country and a product-domain contact email', async () => {
    const { client, user } = await t.loggedInClient();
    const before = await profileOf(client);
    const response = await client.postForm(PROFILE, {
      old_password: user.password,
      first_name: 'Ada <script>',
      last_name: '',
      country: 'XX',
      contact_email: `${user.username}@kinframe.local`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { id: string; code: string }) => [error.id, error.code])).toEqual([
      ['first_name', 'name_characters'],
      ['last_name', 'field_required'],
      ['country', 'field_required'],
      ['contact_email', 'email_product_domain'],
    ]);
    expect(await profileOf(client)).toEqual(before);
  });

  it('answers 401 to someone not logged in', async () => {
    const response = await t.client().postForm(PROFILE, { old_password: GOOD_PASSWORD, first_name: 'X' });
    expect(response.statusCode).toBe(401);
  });

  it('counts wrong current passwords like failed logins: after 20 in 5 minutes the next try is throttled', async () => {
    const { client, user } = await t.loggedInClient();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await client.postForm(PROFILE, { old_password: `Wrong-${attempt}` })).statusCode).toBe(400);
    }
    const throttled = await client.postForm(PROFILE, { old_password: user.password, first_name: 'Late' });
    expect(throttled.statusCode).toBe(429);
    expect((await profileOf(client)).first_name).toBe('Ada');
    t.clock.advanceMinutes(6);
    expect((await client.postForm(PROFILE, { old_password: user.password, first_name: 'Late' })).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('password change on $name', (database) => {
  const t = useTestApp(database);

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { client, user } = await t.loggedInClient();
    const elsewhere = t.client('10.9.9.9');
    expect((await elsewhere.login(user.email, user.password)).statusCode).toBe(200);

    const response = await client.postJson(PASSWORD, {
      old_password: user.password,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await client.get(PROFILE)).statusCode).toBe(200);
    expect(await client.isLoggedIn()).toBe(true);
    expect((await elsewhere.get(PROFILE)).statusCode).toBe(401);
    expect(await elsewhere.isLoggedIn()).toBe(false);
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(400);
    expect((await t.client().login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids a reset link mailed before the change', async () => {
    const { client, user } = await t.loggedInClient();
    await t.client().postForm('/api/v3/password/retrieval/', { email: user.email });
    const token = await resetTokenFor(t, user.email);
    await client.postJson(PASSWORD, {
      old_password: user.password,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    const reset = await t.client().postForm('/api/v2/reset_pwd/validate/', { token });
    expect(reset.json().code).toBe('reset_token_expired');
  });

  it('refuses a wrong current password, and the password stays', async () => {
    const { client, user } = await t.loggedInClient();
    const response = await client.postJson(PASSWORD, {
      old_password: 'Not-The-Password1',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(200);
    expect((await t.client().login(user.email, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it.each([
    ['no symbol', 'NoSymbolHere1', 'NoSymbolHere1', { id: 'password', code: 'password_symbol' }],
    ['too short', 'Ab-1', 'Ab-1', { id: 'password', code: 'field_length' }],
    ['no uppercase', 'all-lower-1', 'all-lower-1', { id: 'password', code: 'password_uppercase' }],
    [
      'a confirmation that differs',
      NEW_PASSWORD,
      `${NEW_PASSWORD}x`,
      { id: 'password_confirm', code: 'password_confirmation_mismatch' },
    ],
  ])('refuses a new password with %s, and the password stays', async (_name, password, confirmation, problem) => {
    const { client, user } = await t.loggedInClient();
    const response = await client.postJson(PASSWORD, {
      old_password: user.password,
      password,
      password_confirm: confirmation,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining(problem)] });
    expect((await t.client().login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses the username as the password', async () => {
    const user = await t.createUser({ username: t.uniqueName('keeper-one.') });
    const client = t.client('10.9.9.10');
    await client.login(user.email, user.password);
    // Upper-case first letter: every other rule is met, only the sameness with the username is not.
    const password = `${user.username.charAt(0).toUpperCase()}${user.username.slice(1)}`;
    const response = await client.postJson(PASSWORD, {
      old_password: user.password,
      password,
      password_confirm: password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ id: 'password', code: 'password_same_as_username' }),
    ]);
  });
});
