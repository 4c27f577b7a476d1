import {
  type Features,
  LIMITS,
  PLAN_NAMES,
  PLUS_PRICE,
  renewalFrequencyOf,
  type Subscriptions,
  type Tier,
  tierOf,
} from '@kinframe/contract';
import { addDays, type Clock } from '../../infra/clock.ts';
import { isActiveStatus, presentSubscription } from './billing.presenters.ts';
import type { BillingRepo, SubscriptionValues } from './billing.repo.ts';

/**
 * Plans and what they grant. Today the operator sets plans (provider `none`, through the CLI); the
 * billing issue adds a provider interface (none | stripe) whose webhooks call the same setPlan-like
 * transitions, so the rules of what a plan grants stay here.
 */
export function createBillingService(deps: { repo: BillingRepo; clock: Clock }) {
  const { repo, clock } = deps;

  function planValues(tier: Tier): SubscriptionValues {
    if (tier === 'plus') {
      return {
        plan_name: PLAN_NAMES.plus,
        status: 'active',
        price_cents: Math.round(PLUS_PRICE.amount * 100),
        currency: PLUS_PRICE.currency,
        frequency: PLUS_PRICE.frequency,
        trial_start_date: null,
        next_billing_date: addDays(clock.now(), 365).toISOString(),
        provider: 'none',
        provider_ref: null,
      };
    }
    return {
      plan_name: PLAN_NAMES.lite,
      status: 'active',
      price_cents: 0,
      currency: PLUS_PRICE.currency,
      frequency: renewalFrequencyOf({ name: PLAN_NAMES.lite }),
      trial_start_date: null,
      next_billing_date: null,
      provider: 'none',
      provider_ref: null,
    };
  }

  async function tierOfUser(userId: number): Promise<Tier> {
    const subscription = await repo.findByUserId(userId);
    return tierOf(subscription ? { name: subscription.plan_name } : null);
  }

  return {
    async setPlan(userId: number, tier: Tier): Promise<void> {
      await repo.upsert(userId, planValues(tier), clock.now().toISOString());
    },

    async getSubscriptions(userId: number, options: { activeOnly: boolean }): Promise<Subscriptions> {
      const subscription = await repo.findByUserId(userId);
      const isShown = subscription && (!options.activeOnly || isActiveStatus(subscription.status));
      return { data: isShown ? [presentSubscription(subscription)] : [] };
    },

    async getFeatures(userId: number): Promise<Features> {
      const tier = await tierOfUser(userId);
      return { config: { video_storage_base: LIMITS.videoStorageGb[tier === 'plus' ? 'plus' : 'base'] } };
    },

    tierOfUser,
    planNamesOf: (userIds: number[]) => repo.planNamesOf(userIds),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
