import { BillingNotConfiguredError, type BillingProvider } from './provider.ts';

/**
 * Self-hosting without online payment: the operator puts accounts on a plan with the CLI
 * (`npm run admin -- plan:set`), and Lite users are offered the contact form instead of a checkout.
 */
export function createNoBillingProvider(): BillingProvider {
  const refuse = (): never => {
    throw new BillingNotConfiguredError('BILLING_PROVIDER is none');
  };
  return {
    name: 'none',
    createCustomer: async () => refuse(),
    createCheckout: async () => refuse(),
    createPortal: async () => refuse(),
    getSubscription: async () => refuse(),
    cancelSubscriptionNow: async () => refuse(),
    readWebhook: () => refuse(),
  };
}
