import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

const UNAUTHORIZED = { success: false, code: 'unauthorized', message: 'Unauthorized' };

describe.each(testDatabases())('account and membership on $name', (database) => {
  const t = useTestApp(database);

  it.each([
    ['GET', '/api/user/profile/edit/'],
    ['GET', '/api/v3/subscriptions?active=true'],
    ['GET', '/api/subscriptions/user/'],
    ['GET', '/api/v3/features'],
    ['PUT', '/api/v3/users/settings'],
  ])('answers %s %s with 401 to someone not logged in', async (method, url) => {
    const client = t.client();
    const response = method === 'PUT' ? await client.putJson(url, { language: 'de-DE' }) : await client.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('shows the profile with the product address and nothing secret', async () => {
    const { client, user } = await t.loggedInClient();
    const response = await client.get('/api/user/profile/edit/');
    expect(response.json()).toEqual({
      username: user.username,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
      email_confirmed: true,
      pending_email: null,
      contact_email: user.email,
      country: 'GB',
      product_email: `${user.username}@kinframe.local`,
      language: 'en-US',
      avatar: null,
      stats: { video_storage_used: 0 },
      server_role: null,
    });
  });

  it('stores the language and answers the settings', async () => {
    const { client } = await t.loggedInClient();
    const response = await client.putJson('/api/v3/users/settings', { language: 'jp-JP' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: 'jp-JP' });
    expect((await client.get('/api/user/profile/edit/')).json().language).toBe('jp-JP');
    expect((await client.putJson('/api/v3/users/settings', {})).json()).toMatchObject({ language: 'jp-JP' });
  });

  it('refuses a language that is not one of the six', async () => {
    const { client } = await t.loggedInClient();
    const response = await client.putJson('/api/v3/users/settings', { language: 'en-GB' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ id: 'language' })],
    });
  });

  it('answers a Lite account with the lite plan and the base video storage', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const subscriptions = (await client.get('/api/v3/subscriptions?active=true')).json();
    expect(subscriptions).toEqual({
      data: [
        {
          name: 'lite',
          plan: { name: 'lite', price: 0, currency: 'USD', frequency: 'annual' },
          status: 'active',
          trialStartDate: null,
          nextBillingDate: null,
        },
      ],
    });
    expect((await client.get('/api/subscriptions/user/')).json()).toEqual(subscriptions);
    expect((await client.get('/api/v3/features')).json()).toEqual({ config: { video_storage_base: 5 } });
  });

  it('answers a Plus account with the annual plan, its price and next billing date', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const [subscription] = (await client.get('/api/v3/subscriptions?active=true')).json().data;
    expect(subscription).toMatchObject({
      name: 'plus annual',
      plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
      status: 'active',
    });
    const daysAhead = (Date.parse(subscription.nextBillingDate) - t.clock.now().getTime()) / 86_400_000;
    expect(Math.round(daysAhead)).toBe(365);
    expect((await client.get('/api/v3/features')).json()).toEqual({ config: { video_storage_base: 50 } });
  });

  it('moves an account between plans with setPlan', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'plus' });
    await t.services.billing.setPlan(user.id, 'lite');
    expect((await client.get('/api/v3/subscriptions?active=true')).json().data[0].name).toBe('lite');
    expect((await client.get('/api/v3/features')).json().config.video_storage_base).toBe(5);
  });
});
