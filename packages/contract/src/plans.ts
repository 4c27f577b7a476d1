/**
 * Tier and renewal frequency are read from the subscription's name, as spec section 3 says:
 * the text of `name` (or `plan.name`) decides.
 */
export type Tier = 'plus' | 'lite';
export type RenewalFrequency = 'quarterly' | 'monthly' | 'annual';

export interface SubscriptionLike {
  name?: string | null;
  plan?: { name?: string | null } | null;
}

function planText(subscription: SubscriptionLike | null | undefined): string {
  return `${subscription?.plan?.name ?? ''} ${subscription?.name ?? ''}`.toLowerCase();
}

export function tierOf(subscription: SubscriptionLike | null | undefined): Tier {
  return planText(subscription).includes('plus') ? 'plus' : 'lite';
}

export function renewalFrequencyOf(subscription: SubscriptionLike | null | undefined): RenewalFrequency {
  const text = planText(subscription);
  if (text.includes('quarterly')) return 'quarterly';
  if (text.includes('monthly')) return 'monthly';
  return 'annual';
}

/** Plan names as the server stores them; their words carry tier and frequency. */
export const PLAN_NAMES = { lite: 'lite', plus: 'plus annual' } as const;
