import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '../../infra/billing/index.ts';
import type { SubscriptionRow } from '../../infra/db/schema.ts';
import { currentPlanOf, isNewsAbout, valuesFromProvider } from './subscription-state.ts';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 24 * 60 * 60 * 1000);

function providerSubscription(changes: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    id: 'sub_1',
    customerId: 'cus_1',
    status: 'trialing',
    trialStart: NOW,
    trialEnd: day(7),
    currentPeriodEnd: day(7),
    cancelAtPeriodEnd: false,
    price: { amountCents: 4999, currency: 'USD', frequency: 'annual' },
    userId: 1,
    ...changes,
  };
}

function stored(subscription: ProviderSubscription, previous?: SubscriptionRow): SubscriptionRow {
  const values = valuesFromProvider('stripe', subscription, previous, NOW);
  return {
    id: 1,
    user_id: 1,
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
    cancel_at_period_end: 0,
    trial_start_date: null,
    trial_end_date: null,
    next_billing_date: null,
    current_period_end: null,
    past_due_since: null,
    provider_ref: null,
    provider_customer_id: null,
    trial_used_at: null,
    ...values,
  } as SubscriptionRow;
}

describe('a subscription at a moment', () => {
  it('is Plus while trialing, billed on the trial end, and records the trial as used', () => {
    const row = stored(providerSubscription());
    expect(row.trial_used_at).toBe(NOW.toISOString());
    expect(currentPlanOf(row, NOW)).toMatchObject({
      tier: 'plus',
      planName: 'plus annual',
      status: 'trialing',
      nextBillingDate: day(7).toISOString(),
    });
  });

  it('names a monthly or quarterly price so that the name carries the frequency', () => {
    const monthly = stored(
      providerSubscription({ price: { amountCents: 499, currency: 'EUR', frequency: 'monthly' } }),
    );
    expect(currentPlanOf(monthly, NOW)).toMatchObject({ planName: 'plus monthly', frequency: 'monthly' });
  });

  it('keeps Plus a grace period past a period end without news, but not past a cancelled one', () => {
    const renewing = stored(providerSubscription({ status: 'active', trialStart: null, trialEnd: null }));
    expect(currentPlanOf(renewing, day(13)).tier).toBe('plus');
    expect(currentPlanOf(renewing, day(15)).tier).toBe('lite');
    const cancelled = stored(providerSubscription({ cancelAtPeriodEnd: true }));
    expect(currentPlanOf(cancelled, day(6)).tier).toBe('plus');
    expect(currentPlanOf(cancelled, day(7))).toMatchObject({ tier: 'lite', status: 'expired' });
  });

  it('counts the grace of a past_due subscription from when the failure was first seen', () => {
    const first = stored(providerSubscription({ status: 'past_due', currentPeriodEnd: day(365) }));
    expect(first.past_due_since).toBe(NOW.toISOString());
    const later = valuesFromProvider('stripe', providerSubscription({ status: 'past_due' }), first, day(3));
    expect(later.past_due_since).toBe(NOW.toISOString());
    expect(currentPlanOf(first, day(6)).tier).toBe('plus');
    expect(currentPlanOf(first, day(7)).tier).toBe('lite');
  });

  it('is Lite once canceled, keeping the customer and the trial taken', () => {
    const trial = stored(providerSubscription());
    const canceled = stored(providerSubscription({ status: 'canceled' }), trial);
    expect(canceled).toMatchObject({
      plan_name: 'lite',
      provider_customer_id: 'cus_1',
      trial_used_at: NOW.toISOString(),
    });
    expect(currentPlanOf(canceled, NOW)).toMatchObject({ tier: 'lite', status: 'canceled', hasBillingAccount: true });
  });

  it('lets a late event about an old, ended subscription not end the new one', () => {
    const current = stored(providerSubscription({ id: 'sub_new', status: 'active' }));
    expect(isNewsAbout(current, providerSubscription({ id: 'sub_old', status: 'canceled' }))).toBe(false);
    expect(isNewsAbout(current, providerSubscription({ id: 'sub_new', status: 'canceled' }))).toBe(true);
    const ended = stored(providerSubscription({ id: 'sub_old', status: 'canceled' }));
    expect(isNewsAbout(ended, providerSubscription({ id: 'sub_new', status: 'active' }))).toBe(true);
  });
});
