import type { BillingPlans } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { paidPlanStart, trialTermsText } from './plus-offer.ts';

// Intl puts a no-break space between currency code and amount; the reader sees a space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

let t: Awaited<ReturnType<typeof initI18n>>['t'];
beforeAll(async () => {
  t = (await initI18n('en-US')).t;
});

const plans = (
  overrides: Partial<BillingPlans['trial']> = {},
  provider: BillingPlans['provider'] = 'stripe',
): BillingPlans => ({
  provider,
  plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
  trial: { days: 7, isAvailable: true, paidPlanStartDate: '2026-03-08T12:00:00.000Z', ...overrides },
  contact: { isAvailable: true, operator: { name: null, contact: null }, owner: null },
});

describe('the plus-trial terms', () => {
  it('start the paid plan seven days after today, across a month end', () => {
    expect(paidPlanStart(new Date(2026, 0, 28, 9)).toDateString()).toBe(new Date(2026, 1, 4, 9).toDateString());
  });

  it('state price, period and the server’s start date, in the reader’s language', () => {
    expect(plain(trialTermsText(t, plans(), 'en-US'))).toBe(
      '7 days free, then USD 49.99 per year. Your paid plan starts on March 8, 2026 unless you cancel before then.',
    );
    expect(trialTermsText(t, plans(), 'de-DE')).toContain('8. März 2026');
  });

  it('before the server answers, count the trial days from today', () => {
    expect(trialTermsText(t, undefined, 'en-US', new Date(2026, 11, 28, 10))).toContain('January 4, 2027');
  });

  it('say the plan starts today when this account has had its trial', () => {
    const text = trialTermsText(
      t,
      plans({ isAvailable: false, paidPlanStartDate: '2026-03-01T12:00:00.000Z' }),
      'en-US',
    );
    expect(plain(text)).toBe(
      'USD 49.99 per year, starting today (March 1, 2026). You have already had your free trial.',
    );
  });

  it('make no trial promise where the people who run Kinframe set plans', () => {
    const text = trialTermsText(t, plans({ isAvailable: false }, 'none'), 'en-US');
    expect(plain(text)).toBe('Kinframe Plus costs USD 49.99 per year. Contact us to upgrade your account.');
  });
});
