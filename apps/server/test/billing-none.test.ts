import { type BillingPlans, CONTACT_LIMITS, type Features, type Subscriptions } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

const OPERATOR = 'hello@photos.example.org';

describe.each(testDatabases())('billing without a payment provider on $name', (database) => {
  const t = useTestApp(database, { env: { CONTACT_EMAIL: OPERATOR } });

  it('offers no trial and no checkout: the contact form instead', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const plans = (await client.get('/api/v3/billing/plans')).json() as BillingPlans;
    expect(plans).toMatchObject({
      provider: 'none',
      plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
      trial: { days: 7, isAvailable: false },
      contact: { isAvailable: true, operator: { name: null, contact: null } },
    });

    for (const path of ['/api/v3/billing/checkout', '/api/v3/billing/portal']) {
      const refused = await client.postJson(path, {});
      expect(refused.statusCode, path).toBe(501);
      expect(refused.json()).toMatchObject({ success: false, code: 'billing_unavailable' });
    }
    const webhook = await t.client().postJson('/api/billing/stripe/webhook', { id: 'evt_1' });
    expect(webhook.statusCode).toBe(501);
  });

  it('answers v3/subscriptions and v3/features for Lite and for the plans the operator sets', async () => {
    const { client, user } = await t.loggedInClient({ plan: 'lite' });
    const subscriptions = async (query: string) =>
      ((await client.get(`/api/v3/subscriptions${query}`)).json() as Subscriptions).data;
    const storage = async () => ((await client.get('/api/v3/features')).json() as Features).config.video_storage_base;

    expect(await subscriptions('?active=true')).toEqual([
      {
        name: 'lite',
        plan: { name: 'lite', price: 0, currency: 'USD', frequency: 'annual' },
        status: 'active',
        trialStartDate: null,
        nextBillingDate: null,
      },
    ]);
    expect(await storage()).toBe(5);

    await t.services.billing.setPlan(user.id, 'plus');
    expect(await subscriptions('?active=true')).toEqual([
      expect.objectContaining({
        name: 'plus annual',
        status: 'active',
        plan: expect.objectContaining({ price: 49.99 }),
      }),
    ]);
    expect(await storage()).toBe(50);
    // The operator's plan does not run out by time; the operator ends it.
    t.clock.advanceDays(400);
    expect((await t.services.billing.currentPlan(user.id)).tier).toBe('plus');
    t.clock.advanceDays(-400);

    await t.services.billing.setPlan(user.id, 'lite');
    expect((await subscriptions('?active=true'))[0]?.name).toBe('lite');
    const fallback = await client.get('/api/subscriptions/user/');
    expect((fallback.json() as Subscriptions).data[0]?.name).toBe('lite');
  });

  it('mails the contact form to CONTACT_EMAIL in the sender’s language, with who sent it and how to answer', async () => {
    const user = await t.createUser({ plan: 'lite', language: 'de-DE' });
    const client = t.client('10.9.0.1');
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);

    const sent = await client.postJson('/api/v3/contact', {
      subject: 'Upgrade\r\nBcc: someone@example.com',
      message: 'Hallo,\nich möchte Plus.\n\nDanke',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true });

    const [mail] = await mailsTo(t, OPERATOR);
    expect(mail?.subject).toBe('Kinframe-Kontaktformular: Upgrade Bcc: someone@example.com');
    expect(mail?.text).toContain(`Ada Lovelace (${user.username}, ${user.email})`);
    expect(mail?.text).toContain('ich möchte Plus.');
    expect(mail?.text).toContain('Tarif: lite.');
    expect(mail?.html).toContain(`href="mailto:${user.email}?subject=`);

    const untitled = await client.postJson('/api/v3/contact', { message: 'Noch eine Frage' });
    expect(untitled.statusCode).toBe(200);
    expect((await mailsTo(t, OPERATOR))[0]?.subject).toBe(
      `Kinframe-Kontaktformular: eine Nachricht von ${user.username}`,
    );
  });

  it(`refuses an empty message, and more than ${CONTACT_LIMITS.perHour} messages an hour from one account`, async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const empty = await client.postJson('/api/v3/contact', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    const tooLong = await client.postJson('/api/v3/contact', { message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) });
    expect(tooLong.statusCode).toBe(400);

    for (let i = 0; i < CONTACT_LIMITS.perHour; i++) {
      expect((await client.postJson('/api/v3/contact', { message: `Message ${i}` })).statusCode).toBe(200);
    }
    const throttled = await client.postJson('/api/v3/contact', { message: 'One more' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 'contact_throttled',
      message: `You can send up to ${CONTACT_LIMITS.perHour} messages an hour. Please try again later.`,
    });
    // Another account is not held back by this one.
    const other = await t.loggedInClient({ plan: 'lite' });
    expect((await other.client.postJson('/api/v3/contact', { message: 'Hello' })).statusCode).toBe(200);

    t.clock.advanceMinutes(61);
    expect((await client.postJson('/api/v3/contact', { message: 'An hour later' })).statusCode).toBe(200);
  });

  it('needs a signed-in account for every billing call', async () => {
    const anonymous = t.client();
    for (const path of ['/api/v3/membership', '/api/v3/billing/plans', '/api/v3/subscriptions?active=true']) {
      expect((await anonymous.get(path)).statusCode, path).toBe(401);
    }
    expect((await anonymous.postJson('/api/v3/contact', { message: 'Hi' })).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('the contact form without CONTACT_EMAIL on $name', (database) => {
  const t = useTestApp(database);

  it('says it is not set up, and the plans answer says so before anyone tries', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const plans = (await client.get('/api/v3/billing/plans')).json() as BillingPlans;
    expect(plans.contact.isAvailable).toBe(false);
    const refused = await client.postJson('/api/v3/contact', { message: 'Hello' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'contact_unavailable' });
  });
});
