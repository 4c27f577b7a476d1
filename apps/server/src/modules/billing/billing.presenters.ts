import { type Subscription, ZSubscription, ZSubscriptionStatus } from '@kinframe/contract';
import type { SubscriptionRow } from '../../infra/db/schema.ts';

const ACTIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due'];

/** Active as `?active=true` means it: the plan still gives access (a late payment is still active). */
export function isActiveStatus(status: string): boolean {
  return ACTIVE_STATUSES.includes(status);
}

export function presentSubscription(row: SubscriptionRow): Subscription {
  const plan = {
    name: row.plan_name,
    price: row.price_cents / 100,
    currency: row.currency,
    frequency: ZSubscription.shape.plan.shape.frequency.parse(row.frequency),
  };
  return {
    name: row.plan_name,
    plan,
    status: ZSubscriptionStatus.parse(row.status),
    trialStartDate: row.trial_start_date,
    nextBillingDate: row.next_billing_date,
  };
}
