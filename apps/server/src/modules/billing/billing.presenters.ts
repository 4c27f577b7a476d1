import {
  type BillingPlans,
  type BillingProvider,
  type Membership,
  PLUS_PLAN,
  type Plan,
  type Subscription,
  type VideoStorage,
} from '@kinframe/contract';
import type { CurrentPlan } from './subscription-state.ts';

function presentPlan(plan: CurrentPlan): Plan {
  return { name: plan.planName, price: plan.priceCents / 100, currency: plan.currency, frequency: plan.frequency };
}

/** v3/subscriptions (DESIGN.md section 4): the plan's name carries tier and frequency. */
export function presentSubscription(plan: CurrentPlan): Subscription {
  return {
    name: plan.planName,
    plan: presentPlan(plan),
    status: plan.status,
    trialStartDate: plan.trialStartDate,
    nextBillingDate: plan.nextBillingDate,
  };
}

export function presentMembership(
  plan: CurrentPlan,
  context: {
    provider: BillingProvider;
    sharedAlbums: number;
    frames: { count: number; max: number };
    videoStorage: VideoStorage;
  },
): Membership {
  return {
    tier: plan.tier,
    provider: context.provider,
    plan: presentPlan(plan),
    status: plan.status,
    trialStartDate: plan.trialStartDate,
    trialEndDate: plan.trialEndDate,
    nextBillingDate: plan.nextBillingDate,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    endDate: plan.endDate,
    canManageBilling: context.provider !== 'none' && plan.hasBillingAccount,
    usage: {
      hasUnlimitedPhotoStorage: plan.tier === 'plus',
      sharedAlbums: context.sharedAlbums,
      frames: context.frames,
      videoStorage: context.videoStorage,
    },
  };
}

export function presentBillingPlans(offer: {
  provider: BillingProvider;
  trialDays: number;
  isTrialAvailable: boolean;
  paidPlanStartDate: Date;
  isContactAvailable: boolean;
  operator: { name: string | null; contact: string | null };
  owner: string | null;
}): BillingPlans {
  return {
    provider: offer.provider,
    plan: PLUS_PLAN,
    trial: {
      days: offer.trialDays,
      isAvailable: offer.isTrialAvailable,
      paidPlanStartDate: offer.paidPlanStartDate.toISOString(),
    },
    contact: { isAvailable: offer.isContactAvailable, operator: offer.operator, owner: offer.owner },
  };
}
