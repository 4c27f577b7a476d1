import {
  type Features,
  LIMITS,
  PLAN_NAMES,
  PLUS_PRICE,
  renewalFrequencyOf,
  type Subscriptions,
  type Tier,
} from '@kinframe/contract';
import { addDays, type Clock } from '../../infra/clock.ts';
import type { SubscriptionRow } from '../../infra/db/schema.ts';
import { presentSubscription } from './billing.presenters.ts';
import type { BillingRepo, SubscriptionValues } from './billing.repo.ts';
import { type CurrentPlan, currentPlanOf, isLiveStatus } from './subscription-state.ts';

/** The payment service's subscription behind a row while it goes on charging; null for the operator's plans. */
function liveProviderOf(row: SubscriptionRow | undefined): { provider: string; id: string } | null {
  if (!row?.provider_ref || row.provider === 'none' || !isLiveStatus(row.status)) return null;
  return { provider: row.provider, id: row.provider_ref };
}

/**
 * Plans and what they grant. The operator sets plans by hand (setPlan, through the CLI); a payment
 * provider changes them through payments.service.ts. Either way the rules of what a plan grants,
 * and when it runs out, stay here and in subscription-state.ts.
 */
export function createBillingService(deps: { repo: BillingRepo; clock: Clock }) {
  const { repo, clock } = deps;

  /** The operator's plan: no provider, no trial, no end. The provider's customer and the trial taken stay. */
  function planValues(tier: Tier): SubscriptionValues {
    const noProvider = {
      trial_start_date: null,
      trial_end_date: null,
      current_period_end: null,
      cancel_at_period_end: 0,
      past_due_since: null,
      provider: 'none',
      provider_ref: null,
    };
    if (tier === 'plus') {
      return {
        ...noProvider,
        plan_name: PLAN_NAMES.plus,
        status: 'active',
        price_cents: Math.round(PLUS_PRICE.amount * 100),
        currency: PLUS_PRICE.currency,
        frequency: PLUS_PRICE.frequency,
        next_billing_date: addDays(clock.now(), 365).toISOString(),
      };
    }
    return {
      ...noProvider,
      plan_name: PLAN_NAMES.lite,
      status: 'active',
      price_cents: 0,
      currency: PLUS_PRICE.currency,
      frequency: renewalFrequencyOf({ name: PLAN_NAMES.lite }),
      next_billing_date: null,
    };
  }

  async function currentPlan(userId: number): Promise<CurrentPlan> {
    return currentPlanOf(await repo.findByUserId(userId), clock.now());
  }

  async function tierOfUser(userId: number): Promise<Tier> {
    return (await currentPlan(userId)).tier;
  }

  return {
    async setPlan(userId: number, tier: Tier): Promise<void> {
      await repo.upsert(userId, planValues(tier), clock.now().toISOString());
    },

    /**
     * A payment provider's live subscription, if the account has one: the operator's plan:set must
     * not pretend to change what the provider goes on charging.
     */
    async liveProviderSubscription(userId: number): Promise<{ provider: string; id: string } | null> {
      return liveProviderOf(await repo.findByUserId(userId));
    },

    /** The plans of many people at once, each with the payment service charging for it (null: none). */
    async plansOf(userIds: readonly number[]): Promise<Map<number, { tier: Tier; paidThrough: string | null }>> {
      const rows = new Map((await repo.subscriptionsOf(userIds)).map((row) => [row.user_id, row]));
      const now = clock.now();
      return new Map(
        userIds.map((id) => {
          const row = rows.get(id);
          return [id, { tier: currentPlanOf(row, now).tier, paidThrough: liveProviderOf(row)?.provider ?? null }];
        }),
      );
    },

    /** v3/subscriptions: the plan the account is on; `activeOnly` leaves out one that ended. */
    async getSubscriptions(userId: number, options: { activeOnly: boolean }): Promise<Subscriptions> {
      const plan = await currentPlan(userId);
      const isShown = !options.activeOnly || isLiveStatus(plan.status);
      return { data: isShown ? [presentSubscription(plan)] : [] };
    },

    async getFeatures(userId: number): Promise<Features> {
      const tier = await tierOfUser(userId);
      return { config: { video_storage_base: LIMITS.videoStorageGb[tier === 'plus' ? 'plus' : 'base'] } };
    },

    currentPlan,
    tierOfUser,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
