import type { BillingConfig } from './billing.settings.ts';
import { createNoBillingProvider } from './none.ts';
import type { BillingProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

export * from './provider.ts';

/** The payment provider the configuration names, picked once at start. */
export function createBillingProvider(config: BillingConfig): BillingProvider {
  return config.provider === 'stripe' ? createStripeProvider(config) : createNoBillingProvider();
}
