import type { AddressInfo } from 'node:net';
import type { BillingPlans, Features, Membership, RedirectAnswer, Subscriptions } from '@kinframe/contract';
import { type StripeStandin, startStripeStandin } from '@kinframe/testkit/standins/stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestUser, testDatabases, useTestApp } from './harness.ts';

const APP_URL = 'http://kinframe.test';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Person {
  client: TestClient;
  user: TestUser;
}

function addYear(iso: string): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
}

describe.each(testDatabases())('billing with Stripe on $name', (database) => {
  let stripe: StripeStandin;
  beforeAll(async () => {
    // Stripe's clock is the server's, so trials end and signatures age as the test moves time.
    stripe = await startStripeStandin({ now: () => t.clock.now() });
  });
  const t = useTestApp(database, { env: () => ({ ...stripe.env(), APP_URL }) });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    stripe.webhookUrl = `http://127.0.0.1:${port}/api/billing/stripe/webhook`;
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function subscriptionsOf(client: TestClient, query = '?active=true'): Promise<Subscriptions> {
    const response = await client.get(`/api/v3/subscriptions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Subscriptions;
  }

  async function membershipOf(client: TestClient): Promise<Membership> {
    const response = await client.get('/api/v3/membership');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Membership;
  }

  async function videoStorageBase(client: TestClient): Promise<number> {
    return ((await client.get('/api/v3/features')).json() as Features).config.video_storage_base;
  }

  async function row(userId: number) {
    return t.context.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }

  /** Checkout as the browser does it: ask for the page, visit it (the stand-in pays), follow back. */
  async function checkout(person: Person, body: object = {}): Promise<string> {
    const started = await person.client.postJson('/api/v3/billing/checkout', body);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json() as RedirectAnswer;
    expect(url.startsWith(`${stripe.url}/checkout/`)).toBe(true);
    const deliveredBefore = stripe.deliveries.length;
    const paid = await fetch(url, { redirect: 'manual' });
    expect(paid.status).toBe(303);
    for (const delivery of stripe.deliveries.slice(deliveredBefore)) {
      expect(delivery.status, `${delivery.type}: ${delivery.body}`).toBe(200);
    }
    return paid.headers.get('location') ?? '';
  }

  async function subscriptionIdOf(userId: number): Promise<string> {
    const { provider_ref } = await row(userId);
    expect(provider_ref).toMatch(/^sub_/);
    return provider_ref ?? '';
  }

  /** Cancels at period end through the portal page, as the person would. */
  async function cancelInPortal(person: Person): Promise<void> {
    const opened = await person.client.postJson('/api/v3/billing/portal', {});
    expect(opened.statusCode, opened.body).toBe(200);
    const { url } = opened.json() as RedirectAnswer;
    const portalPage = await (await fetch(url)).text();
    expect(portalPage).toContain('Cancel plan');
    const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${APP_URL}/account/membership?portal=done`);
  }

  it('offers the 7-day trial, then the paid plan from the date the trial ends', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    const plans = (await client.get('/api/v3/billing/plans')).json() as BillingPlans;
    expect(plans).toMatchObject({
      provider: 'stripe',
      plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
      trial: { days: 7, isAvailable: true },
    });
    const expected = t.clock.now().getTime() + 7 * DAY_MS;
    expect(Math.abs(new Date(plans.trial.paidPlanStartDate).getTime() - expected)).toBeLessThan(5000);
  });

  it('starts the trial through Checkout and webhooks: trialing, Plus, next billing on the trial end', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    expect(await videoStorageBase(person.client)).toBe(5);

    const backTo = await checkout(person);
    expect(backTo).toBe(`${APP_URL}/account/membership?checkout=success`);

    const stored = await row(person.user.id);
    const customer = stripe.customers.get(stored.provider_customer_id ?? '');
    expect(customer?.email).toBe(person.user.email);
    const subscription = stripe.subscriptions.get(stored.provider_ref ?? '');
    expect(subscription?.trial_end - subscription?.trial_start).toBe(7 * 24 * 60 * 60);

    const trialEnd = new Date(subscription?.trial_end * 1000).toISOString();
    const [current] = (await subscriptionsOf(person.client)).data;
    expect(current).toEqual({
      name: 'plus annual',
      plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
      status: 'trialing',
      trialStartDate: new Date(subscription?.trial_start * 1000).toISOString(),
      nextBillingDate: trialEnd,
    });
    expect(await videoStorageBase(person.client)).toBe(50);
    expect(await membershipOf(person.client)).toMatchObject({
      tier: 'plus',
      provider: 'stripe',
      status: 'trialing',
      trialEndDate: trialEnd,
      nextBillingDate: trialEnd,
      cancelAtPeriodEnd: false,
      endDate: null,
      canManageBilling: true,
    });

    // One trial per account, and no second subscription while this one runs.
    const plans = (await person.client.get('/api/v3/billing/plans')).json() as BillingPlans;
    expect(plans.trial.isAvailable).toBe(false);
    const again = await person.client.postJson('/api/v3/billing/checkout', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_plus' });
  });

  it('turns active when the trial ends and the first year is paid (invoice.paid), billing a year on', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const trialEnd = (await membershipOf(person.client)).trialEndDate ?? '';

    t.clock.advanceDays(7);
    await stripe.endPeriod(await subscriptionIdOf(person.user.id));

    const [current] = (await subscriptionsOf(person.client)).data;
    expect(current).toMatchObject({ name: 'plus annual', status: 'active', nextBillingDate: addYear(trialEnd) });
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'plus', status: 'active' });
    expect(await videoStorageBase(person.client)).toBe(50);
  });

  it('cancelled before the trial ends: Plus until the trial end, Lite after (customer.subscription.deleted)', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const trialEnd = (await membershipOf(person.client)).trialEndDate;

    await cancelInPortal(person);
    expect(await membershipOf(person.client)).toMatchObject({
      tier: 'plus',
      status: 'trialing',
      cancelAtPeriodEnd: true,
      endDate: trialEnd,
      nextBillingDate: null,
    });
    expect((await subscriptionsOf(person.client)).data[0]).toMatchObject({ status: 'trialing', nextBillingDate: null });

    t.clock.advanceDays(7);
    await stripe.endPeriod(await subscriptionIdOf(person.user.id));

    expect((await subscriptionsOf(person.client)).data).toEqual([]);
    expect((await subscriptionsOf(person.client, '')).data).toEqual([
      expect.objectContaining({ name: 'lite', status: 'canceled', nextBillingDate: null }),
    ]);
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'lite', status: 'canceled', plan: { price: 0 } });
    expect(await videoStorageBase(person.client)).toBe(5);

    // Coming back later: no second trial, the plan starts paid at once.
    const plans = (await person.client.get('/api/v3/billing/plans')).json() as BillingPlans;
    expect(plans.trial.isAvailable).toBe(false);
    await checkout(person);
    expect((await subscriptionsOf(person.client)).data[0]).toMatchObject({ status: 'active', trialStartDate: null });
  });

  it('ends Plus at the end of a cancelled trial even when the deleted event never arrives', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    await cancelInPortal(person);
    t.clock.advanceDays(7);
    t.clock.advanceMinutes(1);
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'lite', status: 'expired' });
    expect((await subscriptionsOf(person.client)).data).toEqual([]);
  });

  it('keeps Plus for the grace period after a failed payment (past_due), Lite after it, and cancels when Stripe gives up', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const subscriptionId = await subscriptionIdOf(person.user.id);
    stripe.declineCards((await row(person.user.id)).provider_customer_id ?? '');

    t.clock.advanceDays(7);
    await stripe.endPeriod(subscriptionId);
    expect(stripe.deliveries.at(-2)?.type).toBe('invoice.payment_failed');
    expect((await subscriptionsOf(person.client)).data[0]).toMatchObject({ name: 'plus annual', status: 'past_due' });
    expect(await membershipOf(person.client)).toMatchObject({
      tier: 'plus',
      status: 'past_due',
      nextBillingDate: null,
    });

    t.clock.advanceDays(6);
    expect((await membershipOf(person.client)).tier).toBe('plus');
    t.clock.advanceDays(2);
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'lite', status: 'expired' });
    expect(await videoStorageBase(person.client)).toBe(5);
    // A second subscription would charge twice: the card is fixed in the portal instead.
    const again = await person.client.postJson('/api/v3/billing/checkout', {});
    expect(again.json()).toMatchObject({ code: 'subscription_payment_due' });

    await stripe.giveUp(subscriptionId);
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'lite', status: 'canceled' });
  });

  it('is active again when a retried payment goes through within the grace period', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const subscriptionId = await subscriptionIdOf(person.user.id);
    const customerId = (await row(person.user.id)).provider_customer_id ?? '';
    stripe.declineCards(customerId);
    t.clock.advanceDays(7);
    await stripe.endPeriod(subscriptionId);
    expect((await membershipOf(person.client)).status).toBe('past_due');

    stripe.declineCards(customerId, false);
    t.clock.advanceDays(3);
    await stripe.payOutstanding(subscriptionId);
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'plus', status: 'active' });
    expect((await row(person.user.id)).past_due_since).toBeNull();
  });

  it('refuses a delivery with a bad or old signature (400) and changes nothing', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const subscriptionId = await subscriptionIdOf(person.user.id);
    const before = await row(person.user.id);
    const events = async () => (await t.context.db.selectFrom('billing_events').selectAll().execute()).length;
    const eventsBefore = await events();
    const cancelled = { ...stripe.subscriptions.get(subscriptionId), status: 'canceled' };

    const forged = await stripe.send('customer.subscription.deleted', cancelled, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ success: false, code: 'webhook_signature_invalid' });

    const old = await stripe.send('customer.subscription.deleted', cancelled, {
      timestamp: Math.floor(t.clock.now().getTime() / 1000) - 6 * 60,
    });
    expect(old.status).toBe(400);

    const unsigned = await t.client().postJson('/api/billing/stripe/webhook', { id: 'evt_x', type: 'invoice.paid' });
    expect(unsigned.statusCode).toBe(400);

    expect(await row(person.user.id)).toEqual(before);
    expect(await events()).toBe(eventsBefore);
  });

  it('ignores a replayed event (same id): applied once, answered 200', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const applied = stripe.deliveries.filter((delivery) => delivery.type === 'checkout.session.completed').at(-1);
    expect(JSON.parse(applied?.body ?? '{}')).toMatchObject({ outcome: 'applied' });
    const before = await row(person.user.id);

    t.clock.advanceMinutes(1);
    const replayed = await stripe.resend(applied?.eventId ?? '');
    expect(replayed.status).toBe(200);
    expect(JSON.parse(replayed.body)).toMatchObject({ received: true, outcome: 'duplicate' });
    expect(await row(person.user.id)).toEqual(before);
  });

  it('answers 200 and ignores an event for a customer it does not know', async () => {
    const api = async (path: string, params: Record<string, string>) => {
      const response = await fetch(`${stripe.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stripe.secretKey}` },
        body: new URLSearchParams(params),
      });
      return (await response.json()) as { id: string };
    };
    const customer = await api('/v1/customers', { email: 'stranger@example.com' });
    const deliveredBefore = stripe.deliveries.length;
    await api('/v1/subscriptions', { customer: customer.id, 'items[0][price]': stripe.priceId });
    const deliveries = stripe.deliveries.slice(deliveredBefore);
    expect(deliveries.length).toBeGreaterThan(0);
    for (const delivery of deliveries) {
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.body)).toMatchObject({ outcome: 'unknown_customer' });
    }
    const linked = await t.context.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('provider_customer_id', '=', customer.id)
      .execute();
    expect(linked).toEqual([]);
  });

  it('comes back to the page the checkout started from, and refuses a return path outside the app', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    expect(await checkout(person, { returnPath: '/subscribe' })).toBe(`${APP_URL}/subscribe?checkout=success`);

    const other = await t.loggedInClient({ plan: 'lite' });
    for (const returnPath of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
    ]) {
      const refused = await other.client.postJson('/api/v3/billing/checkout', { returnPath });
      expect(refused.statusCode, returnPath).toBe(400);
    }
  });

  it('cancelling from our side (the account is deleted) ends the Stripe subscription and Plus', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    const subscriptionId = await subscriptionIdOf(person.user.id);
    await t.services.payments.endSubscriptionOf(person.user.id);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await membershipOf(person.client)).toMatchObject({ tier: 'lite', status: 'canceled' });
  });

  it('says the payment service failed (502) when Stripe refuses, and the portal needs a customer first', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    const noCustomer = await person.client.postJson('/api/v3/billing/portal', {});
    expect(noCustomer.statusCode).toBe(409);
    expect(noCustomer.json()).toMatchObject({ code: 'no_billing_account' });

    // A customer Stripe does not have (deleted in the dashboard, say).
    await t.context.db
      .updateTable('subscriptions')
      .set({ provider_customer_id: 'cus_gone' })
      .where('user_id', '=', person.user.id)
      .execute();
    const refused = await person.client.postJson('/api/v3/billing/portal', {});
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'billing_provider_failed' });
  });

  it('keeps the operator out of a plan Stripe is charging for', async () => {
    const person = await t.loggedInClient({ plan: 'lite' });
    await checkout(person);
    expect(await t.services.billing.liveProviderSubscription(person.user.id)).toEqual({
      provider: 'stripe',
      id: await subscriptionIdOf(person.user.id),
    });
    const lite = await t.loggedInClient({ plan: 'lite' });
    expect(await t.services.billing.liveProviderSubscription(lite.user.id)).toBeNull();
  });
});
