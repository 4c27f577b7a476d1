import {
  PAYMENT_GRACE_DAYS,
  PLAN_NAMES,
  PLUS_PRICE,
  type RenewalFrequency,
  renewalFrequencyOf,
  type SubscriptionStatus,
  type Tier,
  tierOf,
} from '@kinframe/contract';
import type { ProviderSubscription } from '../../infra/billing/index.ts';
import { addDays } from '../../infra/clock.ts';
import type { SubscriptionRow } from '../../infra/db/schema.ts';
import type { SubscriptionValues } from './billing.repo.ts';

/**
 * The subscription's rules, without I/O: what a stored row means at a given moment, and what a
 * provider's subscription becomes when stored.
 *
 * States: trialing → active (the first payment at the trial's end) → past_due (a renewal failed) →
 * active again (paid) or canceled (the provider gave up, or the customer cancelled); `expired` when
 * access ran out without the provider saying so. The tier follows the plan's name (spec section 3):
 * a stored row in trialing, active or past_due carries a plus name, canceled and expired carry `lite`.
 *
 * Time also ends Plus, because a webhook can be late or lost: a row cancelled at period end is Lite
 * from its period end; a past_due row PAYMENT_GRACE_DAYS after the failure was first seen; a trial
 * or paid period that ended without news keeps Plus PAYMENT_GRACE_DAYS more (the provider is
 * charging). Plans set by the operator (provider `none`) never run out by time.
 */

const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export function isLiveStatus(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** The plan an account is on at a moment: what every answer about billing is made from. */
export interface CurrentPlan {
  tier: Tier;
  planName: string;
  status: SubscriptionStatus;
  provider: string;
  priceCents: number;
  currency: string;
  frequency: RenewalFrequency;
  trialStartDate: string | null;
  trialEndDate: string | null;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
  /** When Plus ends, for a cancellation pending at period end. */
  endDate: string | null;
  hasBillingAccount: boolean;
}

const STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'canceled', 'expired'];

function statusOf(value: string): SubscriptionStatus {
  return (STATUSES as readonly string[]).includes(value) ? (value as SubscriptionStatus) : 'expired';
}

function litePlan(status: SubscriptionStatus, provider: string, hasBillingAccount: boolean): CurrentPlan {
  return {
    tier: 'lite',
    planName: PLAN_NAMES.lite,
    status,
    provider,
    priceCents: 0,
    currency: PLUS_PRICE.currency,
    frequency: renewalFrequencyOf({ name: PLAN_NAMES.lite }),
    trialStartDate: null,
    trialEndDate: null,
    nextBillingDate: null,
    cancelAtPeriodEnd: false,
    endDate: null,
    hasBillingAccount,
  };
}

/** Until when a provider's Plus row gives Plus if no news comes; null: no time limit known. */
export function plusUntil(row: SubscriptionRow): Date | null {
  if (row.status === 'past_due') {
    return row.past_due_since ? addDays(new Date(row.past_due_since), PAYMENT_GRACE_DAYS) : null;
  }
  if (!row.current_period_end) return null;
  const periodEnd = new Date(row.current_period_end);
  return row.cancel_at_period_end ? periodEnd : addDays(periodEnd, PAYMENT_GRACE_DAYS);
}

export function currentPlanOf(row: SubscriptionRow | undefined, now: Date): CurrentPlan {
  if (!row) return litePlan('active', 'none', false);
  const hasBillingAccount = row.provider_customer_id !== null;
  const status = statusOf(row.status);
  if (tierOf({ name: row.plan_name }) === 'lite') return litePlan(status, row.provider, hasBillingAccount);
  const until = row.provider === 'none' ? null : plusUntil(row);
  if (until !== null && now >= until) return litePlan('expired', row.provider, hasBillingAccount);
  const isCancelled = row.cancel_at_period_end === 1;
  return {
    tier: 'plus',
    planName: row.plan_name,
    status,
    provider: row.provider,
    priceCents: row.price_cents,
    currency: row.currency,
    frequency: renewalFrequencyOf({ name: row.plan_name }),
    trialStartDate: row.trial_start_date,
    trialEndDate: row.trial_end_date,
    nextBillingDate: isCancelled ? null : row.next_billing_date,
    cancelAtPeriodEnd: isCancelled,
    endDate: isCancelled ? row.current_period_end : null,
    hasBillingAccount,
  };
}

/** A plan's name from its renewal frequency: the words carry tier and frequency (plans.ts). */
export function plusPlanName(frequency: RenewalFrequency): string {
  return frequency === 'annual' ? PLAN_NAMES.plus : `plus ${frequency}`;
}

/** What the row becomes for the provider's subscription as it is now. */
export function valuesFromProvider(
  provider: string,
  subscription: ProviderSubscription,
  previous: SubscriptionRow | undefined,
  now: Date,
): SubscriptionValues {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const isLive = isLiveStatus(subscription.status);
  const price = subscription.price ?? {
    amountCents: Math.round(PLUS_PRICE.amount * 100),
    currency: PLUS_PRICE.currency,
    frequency: PLUS_PRICE.frequency,
  };
  const renews = isLive && !subscription.cancelAtPeriodEnd;
  const nextBillingDate =
    renews && subscription.status === 'trialing'
      ? subscription.trialEnd
      : renews && subscription.status === 'active'
        ? subscription.currentPeriodEnd
        : null;
  const pastDueSince = subscription.status === 'past_due' ? (previous?.past_due_since ?? now.toISOString()) : null;
  return {
    plan_name: isLive ? plusPlanName(price.frequency) : PLAN_NAMES.lite,
    status: subscription.status,
    price_cents: isLive ? price.amountCents : 0,
    currency: price.currency,
    frequency: isLive ? price.frequency : renewalFrequencyOf({ name: PLAN_NAMES.lite }),
    trial_start_date: isLive ? iso(subscription.trialStart) : null,
    trial_end_date: isLive ? iso(subscription.trialEnd) : null,
    next_billing_date: iso(nextBillingDate),
    current_period_end: iso(subscription.currentPeriodEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd ? 1 : 0,
    past_due_since: pastDueSince,
    provider,
    provider_ref: subscription.id,
    provider_customer_id: subscription.customerId,
    trial_used_at: previous?.trial_used_at ?? (subscription.trialStart ? iso(subscription.trialStart) : null),
  };
}

/**
 * Whether news about `incoming` may replace the stored subscription: yes for the same subscription
 * or the first one; a different one only when it is live (a new subscription after an old one
 * ended). A late event about an old, ended subscription must not end the new one.
 */
export function isNewsAbout(stored: SubscriptionRow | undefined, incoming: ProviderSubscription): boolean {
  if (!stored?.provider_ref || stored.provider_ref === incoming.id) return true;
  return isLiveStatus(incoming.status) || !isLiveStatus(stored.status);
}
