import { describe, expect, it } from 'vitest';
import { readEvent, readSubscription } from './stripe.ts';

describe("reading Stripe's objects", () => {
  it('reads a subscription of the pinned API version', () => {
    const subscription = readSubscription({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'trialing',
      trial_start: 1_900_000_000,
      trial_end: 1_900_604_800,
      current_period_end: 1_900_604_800,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { user_id: '42' },
      items: { data: [{ price: { unit_amount: 4999, currency: 'usd', recurring: { interval: 'year' } } }] },
    });
    expect(subscription).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      trialStart: new Date(1_900_000_000_000),
      trialEnd: new Date(1_900_604_800_000),
      currentPeriodEnd: new Date(1_900_604_800_000),
      cancelAtPeriodEnd: false,
      price: { amountCents: 4999, currency: 'USD', frequency: 'annual' },
      userId: 42,
    });
  });

  it('reads the period end from the items (later API versions) and a cancellation set for a date', () => {
    const subscription = readSubscription({
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'unpaid',
      cancel_at: 1_900_000_000,
      items: {
        data: [
          {
            current_period_end: 1_950_000_000,
            price: { unit_amount: 1500, recurring: { interval: 'month', interval_count: 3 } },
          },
        ],
      },
    });
    expect(subscription).toMatchObject({
      customerId: 'cus_1',
      status: 'expired',
      currentPeriodEnd: new Date(1_900_000_000_000),
      cancelAtPeriodEnd: true,
      price: { frequency: 'quarterly' },
      userId: null,
    });
  });

  it('finds the subscription of each event kind, the new invoice shape included', () => {
    expect(
      readEvent({
        id: 'evt_1',
        type: 'checkout.session.completed',
        data: { object: { customer: 'cus_1', subscription: 'sub_1', client_reference_id: '7' } },
      }),
    ).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      isHandled: true,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      userId: 7,
    });
    expect(
      readEvent({
        id: 'evt_2',
        type: 'invoice.paid',
        data: { object: { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_2' } } } },
      }),
    ).toMatchObject({ subscriptionId: 'sub_2', isHandled: true });
    expect(readEvent({ id: 'evt_3', type: 'customer.created', data: { object: { id: 'cus_1' } } })).toMatchObject({
      isHandled: false,
      subscriptionId: null,
    });
  });
});
