import type { AppConfig, ShopSignIn } from '@kinframe/contract';
import { type ShopStandin, startShopStandin } from '@kinframe/testkit/standins/shop';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config.ts';
import { sqliteUnderTest, TEST_SECRET, testDatabases, useTestApp } from './harness.ts';

const SHOP_URL = 'https://shop.example.org/kinframe';
const SHOP_SSO_SECRET = 'shop-sso-secret-that-is-long-enough-0123456789';
const APP_URL = 'https://photos.example.org';
const key = new TextEncoder().encode(SHOP_SSO_SECRET);

/** The token a shop sign-in address carries, and the address without it. */
function tokenOf(url: string): { token: string; base: string } {
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token') ?? '';
  parsed.search = '';
  return { token, base: parsed.toString() };
}

describe.each(testDatabases())('shop sign-in on $name', (database) => {
  const t = useTestApp(database, { env: { SHOP_URL, SHOP_SSO_SECRET, APP_URL } });

  it('sends a signed-in person to the shop with a token the shop verifies with the shared key', async () => {
    const { client, user } = await t.loggedInClient();
    const before = Math.floor(t.clock.now().getTime() / 1000);
    const response = await client.postJson('/api/v3/shop/sso', {});
    expect(response.statusCode).toBe(200);
    const { token, base } = tokenOf((response.json() as ShopSignIn).url);
    expect(base).toBe(`${SHOP_URL}/sso`);

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: APP_URL,
      currentDate: t.clock.now(),
    });
    expect(payload).toEqual({
      iss: APP_URL,
      sub: String(user.id),
      email: user.email,
      email_verified: true,
      name: 'Ada Lovelace',
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.iat).toBeLessThanOrEqual(before + 5);
    expect(payload.exp).toBe((payload.iat ?? 0) + 300);
  });

  it('gives every sign-in a token of its own (a new jti), good for five minutes only', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const tokens = await Promise.all(
      [1, 2, 3].map(async () => tokenOf(((await client.postJson('/api/v3/shop/sso', {})).json() as ShopSignIn).url)),
    );
    const ids = await Promise.all(
      tokens.map(async ({ token }) => (await jwtVerify(token, key, { currentDate: t.clock.now() })).payload.jti),
    );
    expect(new Set(ids).size).toBe(3);

    const { token } = tokens[0] ?? { token: '' };
    const later = new Date(t.clock.now().getTime() + 6 * 60_000);
    await expect(jwtVerify(token, key, { currentDate: later })).rejects.toThrow(/exp/);
    // Another key, or a token whose claims were changed, is refused.
    await expect(jwtVerify(token, new TextEncoder().encode(`${SHOP_SSO_SECRET}x`))).rejects.toThrow();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', exp: 9_999_999_999 })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, key)).rejects.toThrow();
  });

  it('names the person by username when there is no name, and says when the address is not proved', async () => {
    const user = await t.createUser({ plan: 'lite', emailConfirmed: false });
    await t.context.db.updateTable('users').set({ first_name: '', last_name: '' }).where('id', '=', user.id).execute();
    const client = t.client('10.9.9.9');
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
    const { token } = tokenOf(((await client.postJson('/api/v3/shop/sso', {})).json() as ShopSignIn).url);
    const { payload } = await jwtVerify(token, key, { currentDate: t.clock.now() });
    expect(payload).toMatchObject({ name: user.username, email_verified: false, sub: String(user.id) });
  });

  it('lets a Lite account in (the shop is not Plus only)', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.postJson('/api/v3/shop/sso', {})).statusCode).toBe(200);
  });

  it('answers 401 to someone not signed in, and refuses a call without the CSRF header', async () => {
    const anonymous = await t.client().postJson('/api/v3/shop/sso', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'unauthorized' });

    const { client } = await t.loggedInClient();
    const forged = await client.postJson('/api/v3/shop/sso', {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'csrf_failed' });
    expect(forged.body).not.toContain('token=');
  });

  it('refuses bad input: unknown fields, a body that is not an object, another method', async () => {
    const { client } = await t.loggedInClient();
    for (const body of [{ sub: '1' }, { email: 'someone@example.com' }, [], 'token', 42]) {
      const response = await client.postJson('/api/v3/shop/sso', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).not.toContain('token=');
    }
    expect((await client.get('/api/v3/shop/sso')).statusCode).toBe(404);
  });

  it('tells the web app there is a shop, and where its sign-out sends the browser back from', async () => {
    const config = (await t.client().get('/api/v3/app-config')).json() as AppConfig;
    expect(config.shop).toEqual({
      signOutUrl: `${SHOP_URL}/signout?return=${encodeURIComponent(APP_URL)}`,
    });
    expect(JSON.stringify(config)).not.toContain(SHOP_SSO_SECRET);
  });
});

describe.each(testDatabases())('without a shop on $name', (database) => {
  const t = useTestApp(database);

  it('answers shop_not_configured and tells the web app there is none', async () => {
    const { client } = await t.loggedInClient();
    const response = await client.postJson('/api/v3/shop/sso', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'shop_not_configured',
      message: 'There is no shop on this Kinframe.',
    });
    expect(((await t.client().get('/api/v3/app-config')).json() as AppConfig).shop).toBeNull();
    // Still 401 first for someone not signed in.
    expect((await t.client().postJson('/api/v3/shop/sso', {})).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('a shop that follows docs/shop-sso.md, on $name', (database) => {
  let shop: ShopStandin | undefined;
  beforeAll(async () => {
    shop = await startShopStandin();
  });
  afterAll(async () => shop?.close());
  const t = useTestApp(database, { env: () => ({ ...(shop?.env() ?? {}), APP_URL }) });

  it('signs the person in once per token, and sends sign-out back only to Kinframe', async () => {
    if (!shop) throw new Error('no shop');
    shop.issuer = APP_URL;
    const { client, user } = await t.loggedInClient({ plan: 'lite' });
    const { url } = (await client.postJson('/api/v3/shop/sso', {})).json() as ShopSignIn;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(`Signed in as ${user.email}`);
    expect((await fetch(url)).status).toBe(401);

    const config = (await t.client().get('/api/v3/app-config')).json() as AppConfig;
    const signOut = await fetch(config.shop?.signOutUrl ?? '', { redirect: 'manual' });
    expect([signOut.status, signOut.headers.get('location')]).toEqual([303, APP_URL]);
    const elsewhere = await fetch(`${shop.url}/signout?return=${encodeURIComponent('https://evil.example')}`, {
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(400);
  });
});

describe.runIf(sqliteUnderTest())('the shop configuration', () => {
  const base = { SESSION_SECRET: TEST_SECRET, DATA_DIR: '/tmp/kinframe-shop-config' };

  it('needs SHOP_URL and SHOP_SSO_SECRET together, a real URL and a long key', () => {
    expect(loadConfig({ ...base }).shop).toBeNull();
    expect(loadConfig({ ...base, SHOP_URL: `${SHOP_URL}/`, SHOP_SSO_SECRET }).shop).toEqual({
      url: SHOP_URL,
      ssoSecret: SHOP_SSO_SECRET,
    });
    expect(() => loadConfig({ ...base, SHOP_URL })).toThrow(/SHOP_URL and SHOP_SSO_SECRET together/);
    expect(() => loadConfig({ ...base, SHOP_SSO_SECRET })).toThrow(/SHOP_URL and SHOP_SSO_SECRET together/);
    expect(() => loadConfig({ ...base, SHOP_URL, SHOP_SSO_SECRET: 'short' })).toThrow(
      /SHOP_SSO_SECRET=\(hidden\): must be at least 32/,
    );
    expect(() => loadConfig({ ...base, SHOP_URL: 'shop.example.org', SHOP_SSO_SECRET })).toThrow(/SHOP_URL/);
    expect(() => loadConfig({ ...base, SHOP_URL: `${SHOP_URL}?a=1`, SHOP_SSO_SECRET })).toThrow(/SHOP_URL/);
  });
});
