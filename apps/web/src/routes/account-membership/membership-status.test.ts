import { describe, expect, it } from 'vitest';
import { membershipStatusText } from './membership-status.ts';

const plus = {
  tier: 'plus' as const,
  status: 'active' as const,
  trialEndDate: null,
  nextBillingDate: '2027-01-10T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  endDate: null,
};

describe('the membership status', () => {
  it('tells a trial until its end, and a paid plan by its renewal', () => {
    expect(
      membershipStatusText({
        ...plus,
        status: 'trialing',
        trialEndDate: '2026-03-08T00:00:00.000Z',
        nextBillingDate: '2026-03-08T00:00:00.000Z',
      }),
    ).toEqual({ key: 'trialUntil', date: '2026-03-08T00:00:00.000Z' });
    expect(membershipStatusText(plus)).toEqual({ key: 'renewsOn', date: '2027-01-10T00:00:00.000Z' });
  });

  it('tells the day Plus ends once cancelled, during a trial too', () => {
    const cancelled = { cancelAtPeriodEnd: true, nextBillingDate: null, endDate: '2026-04-01T00:00:00.000Z' };
    expect(membershipStatusText({ ...plus, ...cancelled })).toEqual({ key: 'cancels', date: cancelled.endDate });
    expect(membershipStatusText({ ...plus, ...cancelled, status: 'trialing' })).toEqual({
      key: 'cancels',
      date: cancelled.endDate,
    });
  });

  it('puts a late payment first, since it asks the person to act', () => {
    expect(
      membershipStatusText({ ...plus, status: 'past_due', cancelAtPeriodEnd: true, endDate: '2026-04-01' }),
    ).toEqual({ key: 'pastDue' });
  });

  it('tells Lite apart from a Plus membership that ended', () => {
    const lite = { ...plus, tier: 'lite' as const, nextBillingDate: null };
    expect(membershipStatusText(lite)).toEqual({ key: 'lite' });
    expect(membershipStatusText({ ...lite, status: 'canceled' })).toEqual({ key: 'liteEnded' });
    expect(membershipStatusText({ ...lite, status: 'expired' })).toEqual({ key: 'liteEnded' });
  });

  it('an operator’s plan without a billing date is simply active', () => {
    expect(membershipStatusText({ ...plus, nextBillingDate: null })).toEqual({ key: 'active' });
  });
});
