import type { Membership } from '@kinframe/contract';

/**
 * What the membership's state means for the person, as one sentence (spec section 4: a trial until
 * its end, then renewal each year; DESIGN: cancelled at period end, payment overdue). `key` names a
 * text under `membership.statusText.`; `date` (ISO) is the day that sentence is about.
 */
export interface MembershipStatusText {
  key: 'lite' | 'liteEnded' | 'pastDue' | 'cancels' | 'trialUntil' | 'renewsOn' | 'active';
  date?: string;
}

type MembershipState = Pick<
  Membership,
  'tier' | 'status' | 'trialEndDate' | 'nextBillingDate' | 'cancelAtPeriodEnd' | 'endDate'
>;

export function membershipStatusText(membership: MembershipState): MembershipStatusText {
  if (membership.tier === 'lite') {
    return { key: membership.status === 'canceled' || membership.status === 'expired' ? 'liteEnded' : 'lite' };
  }
  // A late payment says so first: it is the one state that asks the person to act.
  if (membership.status === 'past_due') return { key: 'pastDue' };
  if (membership.cancelAtPeriodEnd && membership.endDate) return { key: 'cancels', date: membership.endDate };
  const trialEnd = membership.trialEndDate ?? membership.nextBillingDate;
  if (membership.status === 'trialing' && trialEnd) return { key: 'trialUntil', date: trialEnd };
  if (membership.nextBillingDate) return { key: 'renewsOn', date: membership.nextBillingDate };
  return { key: 'active' };
}
