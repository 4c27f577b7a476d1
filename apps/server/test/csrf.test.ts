import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

const REFUSED = { success: false, code: 'csrf_failed', message: 'Unauthorized' };

describe.each(testDatabases())('CSRF protection on $name', (database) => {
  const t = useTestApp(database);

  it('sets a readable csrftoken cookie on an API answer when the client has none', async () => {
    const response = await t.client().get('/api/v3/is-logged-in');
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('keeps a genuine csrftoken cookie as it is', async () => {
    const client = t.client();
    await client.get('/api/v3/is-logged-in');
    const again = await client.get('/api/v3/is-logged-in');
    expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });

  it('refuses an unsafe call without the X-CSRFToken header', async () => {
    const client = t.client();
    await client.get('/api/v3/is-logged-in');
    const response = await client.postForm('/api/user/exists/json/', { email: 'a@example.com' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses a header that differs from the cookie', async () => {
    const client = t.client();
    await client.get('/api/v3/is-logged-in');
    const other = t.client();
    await other.get('/api/v3/is-logged-in');
    const response = await client.postForm(
      '/api/user/exists/json/',
      { email: 'a@example.com' },
      { headers: { 'x-csrftoken': other.cookies.get('csrftoken') ?? '' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses a planted cookie with a matching header when its signature is forged', async () => {
    const client = t.client();
    const forged = 'attacker-chosen-value.c2lnbmF0dXJlLW5vdC1tYWRlLWJ5LXVz';
    client.cookies.set('csrftoken', forged);
    const response = await client.postForm(
      '/api/user/exists/json/',
      { email: 'a@example.com' },
      { headers: { 'x-csrftoken': forged } },
    );
    expect(response.statusCode).toBe(403);
    // And the client is handed a genuine token to retry with.
    expect(response.cookies.find((c) => c.name === 'csrftoken')?.value).not.toBe(forged);
  });

  it('refuses a cookie without a signature at all', async () => {
    const client = t.client();
    client.cookies.set('csrftoken', 'plain');
    const response = await client.postForm(
      '/api/user/exists/json/',
      { email: 'a@example.com' },
      { headers: { 'x-csrftoken': 'plain' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('guards logins and settings changes too', async () => {
    const { client, user } = await t.loggedInClient();
    const login = await client.postMultipart(
      '/api/www-login/',
      { email: user.email, password: user.password },
      { csrf: false, headers: { 'x-webapp-version': '2' } },
    );
    expect(login.statusCode).toBe(403);
    const settings = await client.putJson('/api/v3/users/settings', { language: 'it-IT' }, { csrf: false });
    expect(settings.statusCode).toBe(403);
    expect((await client.get('/api/user/profile/edit/')).json().language).toBe('en-US');
  });
});
