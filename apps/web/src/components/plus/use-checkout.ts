import type { RedirectAnswer } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openBillingPortal, startCheckout } from '../../api/billing.ts';

/**
 * Where Stripe sends the browser back to: Membership, which shows the new plan. If the payment is
 * not confirmed by then, the guard sends the still-Lite account to subscribe, which waits for it
 * (use-checkout-return.ts).
 */
export const CHECKOUT_RETURN_PATH = pathOf('account-membership');

/** A call that answers where to send the browser (Stripe's pages); busy until the page is left. */
function useRedirectingCall(call: () => Promise<RedirectAnswer>) {
  const [isLeaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: call,
    // Its buttons say a refusal beside them.
    meta: { handlesErrorItself: true },
    onSuccess: ({ url }) => {
      setLeaving(true);
      window.location.assign(url);
    },
  });
  return { ...mutation, isBusy: mutation.isPending || isLeaving };
}

/** Starts Stripe Checkout (with the trial when the account may still have one) and goes there. */
export function useStartCheckout() {
  return useRedirectingCall(() => startCheckout(CHECKOUT_RETURN_PATH));
}

/** Opens Stripe's customer portal (cancel, resume, change the card); it returns to Membership. */
export function useOpenBillingPortal() {
  return useRedirectingCall(() => openBillingPortal(pathOf('account-membership')));
}
