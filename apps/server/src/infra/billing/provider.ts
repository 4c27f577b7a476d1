import type { BillingProvider as BillingProviderName, RenewalFrequency, SubscriptionStatus } from '@kinframe/contract';

/**
 * What the billing module needs from a payment provider, in the product's words. Only the adapters
 * here speak a provider's API (Stripe's today); the rules of what a subscription grants stay in
 * modules/billing.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** A customer record at the provider for one account. */
  createCustomer(account: { userId: number; email: string; name: string }): Promise<{ customerId: string }>;
  /** A hosted payment page that starts the Plus subscription, with a free trial when `trialDays` is set. */
  createCheckout(input: {
    customerId: string;
    userId: number;
    trialDays: number | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** The provider's page where the customer cancels, resumes or changes the card. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription as the provider has it now: webhooks only say that something changed. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a subscription at once (the account is being deleted). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /** Checks the signature of a webhook delivery and reads it; throws WebhookSignatureError. */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): ProviderEvent;
}

export type ProviderSubscriptionStatus = SubscriptionStatus;

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  trialStart: Date | null;
  trialEnd: Date | null;
  /** When the period paid for (or the trial) ends; the renewal date unless cancelled. */
  currentPeriodEnd: Date | null;
  /** Cancelled by the customer, running until `currentPeriodEnd`. */
  cancelAtPeriodEnd: boolean;
  price: { amountCents: number; currency: string; frequency: RenewalFrequency } | null;
  /** Our account id, as we wrote it into the subscription's metadata at checkout. */
  userId: number | null;
}

/** A webhook delivery, reduced to what says whose subscription to look at again. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** false: an event type we do not act on (answered 200 and forgotten). */
  isHandled: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** Set by checkout completion: the account that paid (our `client_reference_id`). */
  userId: number | null;
}

/** The provider could not be reached or refused the call: the user is told to try again. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider named in the configuration does not exist here (`none`): nothing to pay with. */
export class BillingNotConfiguredError extends Error {
  override name = 'BillingNotConfiguredError';
}
