import { type BillingPlans, LIMITS, PLUS_PLAN, type Plan } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { formatLongDate } from '../../format.ts';

/**
 * The Plus offer as the plus-trial modal and the subscribe page word it (spec sections 1, 4, 9):
 * the price per period, and the day the paid plan starts after the free days.
 */

/** The day the paid plan would begin if a trial started on `today` (spec section 4: 7 days free). */
export function paidPlanStart(today: Date = new Date(), trialDays: number = LIMITS.trialDays): Date {
  const start = new Date(today);
  start.setDate(start.getDate() + trialDays);
  return start;
}

export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency'>, languageTag: string): string {
  // The currency's code, not its sign: "$" alone would leave readers outside the US guessing.
  return new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: plan.currency,
    currencyDisplay: 'code',
  }).format(plan.price);
}

/** "per year", "per month" or "per quarter", as the plan renews. */
export function perPeriodText(t: TFunction, plan: Pick<Plan, 'frequency'>): string {
  return t(`plus.per.${plan.frequency}`);
}

/**
 * The modal's terms: "Free for 7 days, then USD 49.99 per year. Your paid plan starts on …". The
 * server's date wins (its clock decides when the paid plan starts, and it knows whether this account
 * may still have a trial); before it answers, today + the trial days.
 */
export function trialTermsText(
  t: TFunction,
  plans: BillingPlans | undefined,
  languageTag: string,
  today: Date = new Date(),
): string {
  const plan = plans?.plan ?? PLUS_PLAN;
  const price = formatPlanPrice(plan, languageTag);
  const per = perPeriodText(t, plan);
  // Without online payment there is no trial to speak of: the people who run Kinframe set plans.
  if (plans?.provider === 'none') return t('plus.trial.termsByContact', { price, per });
  const days = plans?.trial.days ?? LIMITS.trialDays;
  const hasTrial = plans?.trial.isAvailable ?? true;
  const start = plans ? new Date(plans.trial.paidPlanStartDate) : paidPlanStart(today, days);
  return t(hasTrial ? 'plus.trial.terms' : 'plus.trial.termsWithoutTrial', {
    days,
    price,
    per,
    date: formatLongDate(start, languageTag),
  });
}
