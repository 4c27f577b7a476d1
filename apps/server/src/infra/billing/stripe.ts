import type { RenewalFrequency } from '@kinframe/contract';
import Stripe from 'stripe';
import {
  type BillingProvider,
  BillingProviderError,
  type ProviderEvent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  WebhookSignatureError,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The recurring price of Plus. */
  priceId: string;
  /** https://api.stripe.com, or a stand-in in tests. */
  apiBase: string;
}

/**
 * Stripe through its official SDK (stripe-node): typed calls, retries with idempotency keys, and
 * webhook signatures verified as Stripe specifies. The SDK's own API version is used; the readers
 * below take the fields that moved between versions from either place (the period end from the
 * subscription or its items, an invoice's subscription from the invoice or its parent).
 */
const TIMEOUT_MS = 15_000;
/** How old a signed webhook may be, in seconds: Stripe's own default tolerance. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events that can change what an account's subscription grants. */
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

// biome-ignore lint/suspicious/noExplicitAny: Stripe's objects are read defensively, field by field.
type StripeObject = Record<string, any>;

/** A client aimed at `apiBase` (https://api.stripe.com, or a stand-in in tests). */
function stripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = stripeClient(settings);

  /** A Stripe failure (refused, unreachable, timed out) as the provider error the service knows. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new BillingProviderError(`Stripe ${what}: ${(error as Error).message}`);
    }
  }

  return {
    name: 'stripe',

    async createCustomer(account) {
      const customer = await call('customers.create', () =>
        stripe.customers.create({
          email: account.email,
          name: account.name,
          metadata: { user_id: String(account.userId) },
        }),
      );
      return { customerId: customer.id };
    },

    async createCheckout(input) {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: String(input.userId),
          line_items: [{ price: settings.priceId, quantity: 1 }],
          subscription_data: {
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
            metadata: { user_id: String(input.userId) },
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (typeof session.url !== 'string') throw new BillingProviderError('Stripe checkout session without a url');
      return { url: session.url };
    },

    async createPortal(input) {
      const session = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
      );
      if (typeof session.url !== 'string') throw new BillingProviderError('Stripe portal session without a url');
      return { url: session.url };
    },

    async getSubscription(subscriptionId) {
      const subscription = await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(subscriptionId));
      return readSubscription(subscription as unknown as StripeObject);
    },

    async cancelSubscriptionNow(subscriptionId) {
      await call('subscriptions.cancel', () => stripe.subscriptions.cancel(subscriptionId));
    },

    readWebhook(rawBody, signatureHeader, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(`Stripe-Signature does not match: ${(error as Error).message}`);
      }
      return readEvent(event as unknown as StripeObject);
    },
  };
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as StripeObject).id === 'string') {
    return (value as StripeObject).id;
  }
  return null;
}

function dateOf(seconds: unknown): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function userIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function readEvent(event: StripeObject): ProviderEvent {
  const object: StripeObject = event.data?.object ?? {};
  const type = String(event.type ?? '');
  let subscriptionId: string | null = null;
  let userId: number | null = null;
  if (type.startsWith('customer.subscription.')) subscriptionId = idOf(object.id);
  else if (type.startsWith('invoice.')) {
    // The invoice's subscription moved under `parent` in later API versions.
    subscriptionId = idOf(object.subscription) ?? idOf(object.parent?.subscription_details?.subscription);
  } else if (type === 'checkout.session.completed') {
    subscriptionId = idOf(object.subscription);
    userId = userIdOf(object.client_reference_id);
  }
  return {
    id: String(event.id ?? ''),
    type,
    isHandled: HANDLED_EVENTS.has(type),
    customerId: idOf(object.customer),
    subscriptionId,
    userId,
  };
}

/**
 * Stripe's statuses in the product's five. `unpaid` (retries exhausted, kept open), `paused` (a
 * trial ended without a card) and the `incomplete` ones (the first payment never went through)
 * give no access: expired.
 */
function statusOf(status: unknown): ProviderSubscriptionStatus {
  if (status === 'trialing' || status === 'active' || status === 'past_due' || status === 'canceled') return status;
  return 'expired';
}

function frequencyOf(recurring: StripeObject | undefined): RenewalFrequency {
  const count = Number(recurring?.interval_count ?? 1);
  if (recurring?.interval === 'month') return count === 3 ? 'quarterly' : 'monthly';
  return 'annual';
}

export function readSubscription(subscription: StripeObject): ProviderSubscription {
  const item: StripeObject | undefined = subscription.items?.data?.[0];
  const price: StripeObject | undefined = item?.price;
  const cancelAt = dateOf(subscription.cancel_at);
  return {
    id: String(subscription.id),
    customerId: idOf(subscription.customer) ?? '',
    status: statusOf(subscription.status),
    trialStart: dateOf(subscription.trial_start),
    trialEnd: dateOf(subscription.trial_end),
    // A cancellation set for a date (`cancel_at`) ends the subscription then, like one at period end.
    currentPeriodEnd: cancelAt ?? dateOf(subscription.current_period_end ?? item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true || cancelAt !== null,
    price:
      price && typeof price.unit_amount === 'number'
        ? {
            amountCents: price.unit_amount,
            currency: String(price.currency ?? 'usd').toUpperCase(),
            frequency: frequencyOf(price.recurring),
          }
        : null,
    userId: userIdOf(subscription.metadata?.user_id),
  };
}
