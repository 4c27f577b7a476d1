// The membership, the subscription, the Plus plans and paying for them, the shop and the contact-us form:
// their calls, queries and mutation.
import type {
  BillingPlans,
  ContactForm,
  Membership,
  RedirectAnswer,
  ShopSignIn,
  Subscription,
  Subscriptions,
} from '@kinframe/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { call } from './typed.ts';

// Billing: the membership screen, the Plus offer, Stripe Checkout and portal, contact-us.

/** The active subscription, or null for none; the older path answers when the newer one fails. */
export async function getActiveSubscription(): Promise<Subscription | null> {
  let answer: Subscriptions;
  try {
    answer = await call('get', '/api/v3/subscriptions', { query: { active: 'true' } });
  } catch (error) {
    if (error instanceof ApiError && (error.isUnauthorized || error.isCancelled)) throw error;
    answer = await call('get', '/api/subscriptions/user/');
  }
  return answer.data[0] ?? null;
}

export function getMembership(): Promise<Membership> {
  return call('get', '/api/v3/membership');
}

export function getBillingPlans(): Promise<BillingPlans> {
  return call('get', '/api/v3/billing/plans');
}

/** Where to send the browser to pay; Stripe sends it back to `returnPath` with `checkout=...` added. */
export function startCheckout(returnPath: string): Promise<RedirectAnswer> {
  return call('post', '/api/v3/billing/checkout', { json: { returnPath } });
}

export function openBillingPortal(returnPath: string): Promise<RedirectAnswer> {
  return call('post', '/api/v3/billing/portal', { json: { returnPath } });
}

/** The operator's shop: where the browser goes to be signed in there, a one-use token in the address. */
export function startShopSignIn(): Promise<ShopSignIn> {
  return call('post', '/api/v3/shop/sso', { json: {} });
}

export function sendContactForm(form: ContactForm): Promise<unknown> {
  return call('post', '/api/v3/contact', { json: form });
}

/** The plan and what it costs, as TanStack Query keys. */
export const billingKeys = {
  membership: ['account', 'membership'] as const,
  billingPlans: ['account', 'billing-plans'] as const,
};

export function useMembershipQuery() {
  return useQuery({ queryKey: billingKeys.membership, queryFn: getMembership });
}

export function useBillingPlansQuery() {
  return useQuery({ queryKey: billingKeys.billingPlans, queryFn: getBillingPlans });
}

/** A message to the people who run Kinframe (the contact-us form). */
export function useSendContactFormMutation() {
  return useMutation({ mutationFn: sendContactForm, meta: { handlesErrorItself: true } });
}
