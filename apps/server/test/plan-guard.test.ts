import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLiteRoute, LITE_ROUTES } from '../src/http/plan-guard.ts';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const PLUS_REQUIRED = { success: false, code: 'plus_required', message: 'This needs a Kinframe Plus membership' };

function expectPlusRequired(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual(PLUS_REQUIRED);
}

/** The app's own calls, as a Lite account would make them; the guard must refuse each. */
const APP_CALLS: [string, (client: TestClient) => Promise<LightMyRequestResponse>][] = [
  ['GET library items', (c) => c.get('/api/v3/library/items')],
  ['GET library summary', (c) => c.get('/api/v3/library/summary')],
  ['GET video storage', (c) => c.get('/api/v3/library/video-storage')],
  ['POST albums', (c) => c.postJson('/api/v3/albums', { name: 'Summer' })],
  ['GET albums', (c) => c.get('/api/v3/albums')],
  ['GET album invites', (c) => c.get('/api/v3/album-invites')],
  ['GET collections', (c) => c.get('/api/v3/collections')],
  ['GET frames', (c) => c.get('/api/v3/frames')],
  ['POST frames/claim', (c) => c.postJson('/api/v3/frames/claim', { code: 'ABC234' })],
  ['POST frame-gifts', (c) => c.postJson('/api/v3/frame-gifts', {})],
  ['POST tags', (c) => c.postJson('/api/v3/library/tags', { name: 'x' })],
];

/** Every call a Lite account may still make (LITE_ROUTES), each with an answer of its own. */
const LITE_CALLS: [string, (client: TestClient) => Promise<LightMyRequestResponse>][] = [
  ['GET v3/is-logged-in', (c) => c.get('/api/v3/is-logged-in')],
  ['GET v3/app-config', (c) => c.get('/api/v3/app-config')],
  ['POST user/exists/json/', (c) => c.postForm('/api/user/exists/json/', { email: 'x@example.com' })],
  ['POST v3/password/retrieval/', (c) => c.postForm('/api/v3/password/retrieval/', { email: 'nobody@example.com' })],
  ['POST v2/reset_pwd/validate/', (c) => c.postForm('/api/v2/reset_pwd/validate/', { token: 'x' })],
  ['POST v2/reset_pwd/', (c) => c.postForm('/api/v2/reset_pwd/', { token: 'x', password: 'x', password_confirm: 'x' })],
  ['GET user/profile/edit/', (c) => c.get('/api/user/profile/edit/')],
  ['POST user/profile/edit/', (c) => c.postForm('/api/user/profile/edit/', { old_password: 'wrong' })],
  [
    'POST v3/users/password',
    (c) => c.postJson('/api/v3/users/password', { old_password: 'wrong', password: 'x', password_confirm: 'x' }),
  ],
  ['GET v3/users/settings', (c) => c.get('/api/v3/users/settings')],
  ['PUT v3/users/settings', (c) => c.putJson('/api/v3/users/settings', { language: 'de-DE' })],
  ['GET allow_list settings', (c) => c.get('/api/user/email/allow_list/settings/')],
  ['POST allow_list settings', (c) => c.postForm('/api/user/email/allow_list/settings/', { email_filter: 'true' })],
  ['GET email senders', (c) => c.get('/api/v3/users/email-senders')],
  ['DELETE email sender', (c) => c.delete('/api/v3/users/email-senders/1')],
  ['GET connected apps', (c) => c.get('/api/v3/users/connected-apps')],
  ['DELETE connected app', (c) => c.delete('/api/v3/users/connected-apps/1')],
  ['GET v3/avatar', (c) => c.get('/api/v3/avatar')],
  ['GET v3/avatar/upload-policy', (c) => c.get('/api/v3/avatar/upload-policy')],
  ['POST v3/avatar/activate', (c) => c.postJson('/api/v3/avatar/activate', { uploadId: 'none' })],
  ['DELETE v3/avatar', (c) => c.delete('/api/v3/avatar')],
  ['POST v3/users/delete', (c) => c.postJson('/api/v3/users/delete', { password: 'wrong' })],
  ['GET v3/subscriptions', (c) => c.get('/api/v3/subscriptions?active=true')],
  ['GET subscriptions/user/', (c) => c.get('/api/subscriptions/user/')],
  ['GET v3/features', (c) => c.get('/api/v3/features')],
  ['GET v3/membership', (c) => c.get('/api/v3/membership')],
  ['GET v3/billing/plans', (c) => c.get('/api/v3/billing/plans')],
  ['POST v3/billing/checkout', (c) => c.postJson('/api/v3/billing/checkout', {})],
  ['POST v3/billing/portal', (c) => c.postJson('/api/v3/billing/portal', {})],
  ['POST v3/contact', (c) => c.postJson('/api/v3/contact', { message: 'Hello' })],
  ['POST album-invites/claim', (c) => c.postJson('/api/v3/album-invites/claim', { token: 'not-a-token' })],
  ['GET frame gift', (c) => c.get('/api/v3/frame-gifts/not-a-token')],
  ['POST frame gift accept', (c) => c.postJson('/api/v3/frame-gifts/not-a-token/accept', {})],
  ['GET health', (c) => c.get('/api/health')],
  ['GET docs', (c) => c.get('/api/docs/json')],
  ['GET sign_out/', (c) => c.get('/api/sign_out/')],
];

describe.each(testDatabases())('the plan guard on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();

  it.each(APP_CALLS)('refuses %s to a Lite account with plus_required', async (_name, call) => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expectPlusRequired(await call(client));
  });

  it('refuses before anything is done: no album made, no upload read', async () => {
    const lite = await t.loggedInClient({ plan: 'lite' });
    expectPlusRequired(await lite.client.postJson('/api/v3/albums', { name: 'Summer' }));
    expectPlusRequired(await uploadFile(lite.client, 'photo.jpg', files.jpeg));
    const albums = await t.context.db.selectFrom('albums').select('id').where('owner_id', '=', lite.user.id).execute();
    const items = await t.context.db
      .selectFrom('library_items')
      .select('id')
      .where('owner_id', '=', lite.user.id)
      .execute();
    expect([albums, items]).toEqual([[], []]);
  });

  it.each(LITE_CALLS)('lets a Lite account call %s', async (_name, call) => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const response = await call(client);
    // Each answers for itself (200, or its own refusal of this input), never plus_required.
    expect(response.statusCode).not.toBe(403);
    expect(response.body).not.toContain('plus_required');
  });

  it('lets a Lite account sign out and back in', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.get('/api/sign_out/')).statusCode).toBe(200);
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
    expect(await client.isLoggedIn()).toBe(true);
  });

  it('follows the plan as it changes, at the next call', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    expect((await client.get('/api/v3/library/items')).statusCode).toBe(200);
    await t.services.billing.setPlan(user.id, 'lite');
    expectPlusRequired(await client.get('/api/v3/library/items'));
    await t.services.billing.setPlan(user.id, 'plus');
    expect((await client.get('/api/v3/library/items')).statusCode).toBe(200);
  });

  it('leaves someone not signed in to the routes, which answer 401; an unknown path stays 404', async () => {
    expect((await t.client().get('/api/v3/library/items')).statusCode).toBe(401);
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.get('/api/v3/no-such-call')).statusCode).toBe(404);
  });

  it('lists only routes that exist, and decides by method where it says so', () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    for (const route of LITE_ROUTES) {
      if (route.path.endsWith('/*') && route.path !== '/media/*') continue;
      const candidates = route.methods === '*' ? methods : route.methods;
      // The router ignores a trailing slash (routerOptions.ignoreTrailingSlash), so it stores none.
      const url = `/api${route.path}`.replace(/(.)\/$/, '$1');
      const exists = candidates.some((method) => t.app.hasRoute({ method, url }));
      expect(exists, route.path).toBe(true);
    }
    expect(isLiteRoute('GET', '/v3/frame-gifts/:token')).toBe(true);
    expect(isLiteRoute('POST', '/v3/frame-gifts')).toBe(false);
    expect(isLiteRoute('GET', '/v3/album-invites/claim')).toBe(false);
    expect(isLiteRoute('POST', '/device/v1/heartbeat')).toBe(true);
    expect(isLiteRoute('GET', '/v3/library/items')).toBe(false);
  });
});
