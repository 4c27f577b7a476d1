import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const PLUS_REQUIRED = { success: false, code: 'plus_required', message: 'This needs a Kinframe Plus membership' };

function expectPlusRequired(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual(PLUS_REQUIRED);
}

/** The app's own calls, as a Lite account would make them; the guard must refuse each. */
const APP_CALLS: [string, (client: TestClient) => Promise<LightMyRequestResponse>][] = [
  ['POST albums', (c) => c.postJson('/api/v3/albums', { name: 'Summer' })],
  ['GET albums', (c) => c.get('/api/v3/albums')],
  ['GET album invites', (c) => c.get('/api/v3/album-invites')],
  ['GET collections', (c) => c.get('/api/v3/collections')],
  ['POST frames/claim', (c) => c.postJson('/api/v3/frames/claim', { code: 'ABC234' })],
  ['POST frame-gifts', (c) => c.postJson('/api/v3/frame-gifts', {})],
  ['POST tags', (c) => c.postJson('/api/v3/library/tags', { name: 'x' })],
  ['POST library items delete', (c) => c.postJson('/api/v3/library/items/delete', { itemIds: [1] })],
  ['PATCH library item', (c) => c.patchJson('/api/v3/library/items/1', { caption: 'x' })],
  ['POST frames/1/commands', (c) => c.postJson('/api/v3/frames/1/commands', { type: 'next' })],
  ['POST connectors/dropbox/connect', (c) => c.postJson('/api/v3/connectors/dropbox/connect', { returnTo: 'albums' })],
  ['GET connected albums', (c) => c.get('/api/v3/connected-albums')],
];

/**
 * Every route a Lite account may call, the whole story in one place: the routes marked `config: LITE`
 * must be exactly these. Getting in and out; the account (a Lite person keeps control of their own
 * data: fix their details, or delete it all); subscribing; and what someone who just signed up for a
 * gift or an invitation needs: claiming a mailed invitation's token only ties it to the new account
 * (seeing and answering it is the app's), reading and accepting a frame gift, and connecting that
 * frame with the code it then shows. And nothing of theirs held hostage: their library read-only,
 * its downloads and the Trash's restore, and their frames (which go on showing) to see and remove. Routes that never read a session (devices, signed media links,
 * the storage upload endpoint, webhooks) need no mark: nobody is signed in there.
 */
const LITE_ROUTES = [
  'DELETE /api/v3/avatar',
  'DELETE /api/v3/connectors/:provider',
  'DELETE /api/v3/frames/:id',
  'DELETE /api/v3/users/email-senders/:id',
  'DELETE /api/v3/users/email/pending',
  'GET /api/docs/json',
  'GET /api/health',
  'GET /api/sign_out/',
  'GET /api/subscriptions/user/',
  'GET /api/user/email/allow_list/settings/',
  'GET /api/user/profile/edit/',
  'GET /api/v3/app-config',
  'GET /api/v3/avatar',
  'GET /api/v3/avatar/upload-policy',
  'GET /api/v3/billing/plans',
  'GET /api/v3/captcha/challenge',
  'GET /api/v3/connectors',
  'GET /api/v3/connectors/:provider/callback',
  'GET /api/v3/console/people',
  'GET /api/v3/console/jobs',
  'GET /api/v3/console/jobs/failed',
  'GET /api/v3/console/mail/undelivered',
  'GET /api/v3/console/server',
  'GET /api/v3/features',
  'GET /api/v3/frame-gifts/:token',
  'GET /api/v3/frames',
  'GET /api/v3/held-mails',
  'GET /api/v3/is-logged-in',
  'GET /api/v3/library/downloads/:id',
  'GET /api/v3/library/downloads/:id/file',
  'GET /api/v3/library/items',
  'GET /api/v3/library/items/:id',
  'GET /api/v3/library/items/:id/details',
  'GET /api/v3/library/places',
  'GET /api/v3/library/places/map',
  'GET /api/v3/library/summary',
  'GET /api/v3/library/tags',
  'GET /api/v3/library/trash',
  'GET /api/v3/library/video-storage',
  'GET /api/v3/library/exports',
  'GET /api/v3/library/exports/:id',
  'GET /api/v3/library/exports/:id/parts/:part',
  'GET /api/v3/membership',
  'GET /api/v3/subscriptions',
  'GET /api/v3/users/email-senders',
  'GET /api/v3/users/settings',
  'PATCH /api/v3/console/people/:id',
  'POST /api/user/email/allow_list/settings/',
  'POST /api/user/exists/json/',
  'POST /api/user/profile/edit/',
  'POST /api/v2/reset_pwd/',
  'POST /api/v2/reset_pwd/validate/',
  'POST /api/v3/album-invites/claim',
  'POST /api/v3/avatar/activate',
  'POST /api/v3/billing/checkout',
  'POST /api/v3/billing/portal',
  'POST /api/v3/console/people/:id/delete',
  'POST /api/v3/console/jobs/:id/retry',
  'POST /api/v3/contact',
  'POST /api/v3/frame-gifts/:token/accept',
  'POST /api/v3/frames/:id/reconnect',
  'POST /api/v3/library/exports',
  'POST /api/v3/friends/claim',
  'POST /api/v3/held-mails/:id/approve',
  'POST /api/v3/held-mails/:id/deny',
  'POST /api/v3/library/downloads',
  'POST /api/v3/library/trash/restore',
  'POST /api/v3/join',
  'POST /api/v3/password/retrieval/',
  'POST /api/v3/shop/sso',
  'POST /api/v3/users/',
  'POST /api/v3/users/delete',
  'POST /api/v3/users/email/confirm',
  'POST /api/v3/users/email/link',
  'POST /api/v3/users/password',
  'POST /api/www-login/',
  'PUT /api/v3/users/settings',
  // Running the server: operators do it whatever their own plan (the routes answer 404 to others).
  'GET /api/v3/invitations',
  'POST /api/v3/invitations',
  'POST /api/v3/invitations/:id/revoke',
  'GET /api/v3/community/moderation/reports',
  'PATCH /api/v3/community/moderation/posts/:id',
  'PATCH /api/v3/community/moderation/replies/:id',
  'GET /api/v3/community/moderation/suspensions',
  'POST /api/v3/community/moderation/suspensions',
  'POST /api/v3/community/moderation/unsuspensions',
  'GET /api/v3/console/competitions',
  'POST /api/v3/console/competitions',
  'POST /api/v3/console/competitions/:id/advance',
  'POST /api/v3/console/competitions/:id/list',
  'POST /api/v3/console/competitions/:id/unlist',
];

/** Lite calls as the web app makes them, each with an answer of its own. */
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
  ['GET v3/connectors', (c) => c.get('/api/v3/connectors')],
  ['DELETE v3/connectors/dropbox', (c) => c.delete('/api/v3/connectors/dropbox?keepPhotos=true')],
  ['GET connector callback', (c) => c.get('/api/v3/connectors/dropbox/callback?state=none')],
  ['GET health', (c) => c.get('/api/health')],
  ['GET docs', (c) => c.get('/api/docs/json')],
  ['GET sign_out/', (c) => c.get('/api/sign_out/')],
  ['GET library items', (c) => c.get('/api/v3/library/items')],
  ['GET library summary', (c) => c.get('/api/v3/library/summary')],
  ['GET library item', (c) => c.get('/api/v3/library/items/1')],
  ['GET library item details', (c) => c.get('/api/v3/library/items/1/details')],
  ['GET video storage', (c) => c.get('/api/v3/library/video-storage')],
  ['GET tags', (c) => c.get('/api/v3/library/tags')],
  ['GET trash', (c) => c.get('/api/v3/library/trash')],
  ['POST trash restore', (c) => c.postJson('/api/v3/library/trash/restore', { ids: [1] })],
  ['POST downloads', (c) => c.postJson('/api/v3/library/downloads', { itemIds: [1] })],
  ['GET download', (c) => c.get('/api/v3/library/downloads/1')],
  ['GET download file', (c) => c.get('/api/v3/library/downloads/1/file')],
  ['GET frames', (c) => c.get('/api/v3/frames')],
  ['DELETE frame', (c) => c.delete('/api/v3/frames/1')],
  ['POST v3/shop/sso', (c) => c.postJson('/api/v3/shop/sso', {})],
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

  it("keeps a lapsed member's photos theirs: listed, downloaded, restored from the Trash, never changed", async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    const [kept, trashed] = [await seedReadyPhoto(t, user.id), await seedReadyPhoto(t, user.id)];
    expect((await client.postJson('/api/v3/library/items/delete', { itemIds: [trashed] })).statusCode).toBe(200);
    await t.services.billing.setPlan(user.id, 'lite');
    const listed = await client.get('/api/v3/library/items');
    expect((listed.json().items as { id: number }[]).map((item) => item.id)).toEqual([kept]);
    expect((await client.get(`/api/v3/library/items/${kept}`)).statusCode).toBe(200);
    expect((await client.postJson('/api/v3/library/downloads', { itemIds: [kept] })).statusCode).toBeLessThan(300);
    expect((await client.postJson('/api/v3/library/trash/restore', { ids: [trashed] })).json()).toEqual({
      restored: 1,
    });
    expectPlusRequired(await client.patchJson(`/api/v3/library/items/${kept}`, { caption: 'changed' }));
    expectPlusRequired(await client.postJson('/api/v3/library/items/delete', { itemIds: [kept] }));
  });

  it('lets a Lite account sign out and back in', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.get('/api/sign_out/')).statusCode).toBe(200);
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
    expect(await client.isLoggedIn()).toBe(true);
  });

  it('follows the plan as it changes, at the next call', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    expect((await client.get('/api/v3/albums')).statusCode).toBe(200);
    await t.services.billing.setPlan(user.id, 'lite');
    expectPlusRequired(await client.get('/api/v3/albums'));
    await t.services.billing.setPlan(user.id, 'plus');
    expect((await client.get('/api/v3/albums')).statusCode).toBe(200);
  });

  it('leaves someone not signed in to the routes, which answer 401; an unknown path stays 404', async () => {
    expect((await t.client().get('/api/v3/library/items')).statusCode).toBe(401);
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.get('/api/v3/no-such-call')).statusCode).toBe(404);
  });

  it('opens to Lite exactly the routes listed, and nothing added later unless it is marked', () => {
    expect([...t.app.liteRoutes].sort()).toEqual([...LITE_ROUTES].sort());
  });
});
