// The membership, the Plus plans and the contact-us form: their queries and mutation.
import { useMutation, useQuery } from '@tanstack/react-query';
import { getBillingPlans, getMembership, sendContactForm } from './calls.ts';

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
  return useMutation({ mutationFn: sendContactForm });
}
