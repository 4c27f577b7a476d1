import { CHECKOUT_RESULT_PARAM } from '@kinframe/contract';

/**
 * What Stripe Checkout came back with: the server adds `checkout=success|cancelled` to the return
 * path. The return path (Membership) shows only to Plus; when the payment is not confirmed yet the
 * guard has already sent the still-Lite account on to subscribe, and the address with it. So the
 * result is read from the address, else from the address this page was loaded at (every return from
 * Stripe is a full page load). Each page load's result is taken once.
 */
export type CheckoutResult = 'success' | 'cancelled';

let isLoadResultTaken = false;

function resultIn(search: string): CheckoutResult | null {
  const value = new URLSearchParams(search).get(CHECKOUT_RESULT_PARAM);
  return value === 'success' || value === 'cancelled' ? value : null;
}

function loadedAtSearch(): string {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0];
  if (!entry) return '';
  try {
    return new URL(entry.name).search;
  } catch {
    return '';
  }
}

/** The result this screen should act on, or null; `search` is the current address's query. */
export function readCheckoutResult(search: string): CheckoutResult | null {
  return resultIn(search) ?? (isLoadResultTaken ? null : resultIn(loadedAtSearch()));
}

/** Acting on it once is enough: a later visit to the screen within this page load says nothing again. */
export function takeCheckoutResult(): void {
  isLoadResultTaken = true;
}

export function isCheckoutResultTaken(): boolean {
  return isLoadResultTaken;
}
