import type { RenewalFrequency } from '@kinframe/contract';
import {
  type BillingProvider,
  BillingProviderError,
  type ProviderEvent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  WebhookSignatureError,
} from './provider.ts';
import { isValidStripeSignature } from './stripe-signature.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The recurring price of Plus. */
  priceId: string;
  /** https://api.stripe.com, or a stand-in in tests. */
  apiBase: string;
}

/**
 * Stripe over its REST API with plain fetch: form-encoded requests, the secret key as bearer token.
 * The API version is pinned, so the fields read below keep their meaning whatever the account's
 * default version is; later versions moved the period end into the subscription items, which is
 * read as well.
 */
const STRIPE_VERSION = '2024-06-20';
const TIMEOUT_MS = 15_000;

/** The events that can change what an account's subscription grants. */
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

type Params = Record<string, string | number | undefined>;
// biome-ignore lint/suspicious/noExplicitAny: Stripe's objects are read defensively, field by field.
type StripeObject = Record<string, any>;

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params = {}): Promise<StripeObject> {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) form.append(key, String(value));
    const url = new URL(`${settings.apiBase}${path}`);
    if (method === 'GET') url.search = form.toString();
    const headers: Record<string, string> = {
      authorization: `Bearer ${settings.secretKey}`,
      'stripe-version': STRIPE_VERSION,
    };
    if (method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BillingProviderError(`Stripe ${method} ${path}: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as StripeObject;
    if (!response.ok) {
      throw new BillingProviderError(
        `Stripe ${method} ${path}: ${response.status} ${body.error?.message ?? response.statusText}`,
      );
    }
    return body;
  }

  return {
    name: 'stripe',

    async createCustomer(account) {
      const customer = await call('POST', '/v1/customers', {
        email: account.email,
        name: account.name,
        'metadata[user_id]': account.userId,
      });
      return { customerId: String(customer.id) };
    },

    async createCheckout(input) {
      const session = await call('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        'line_items[0][price]': settings.priceId,
        'line_items[0][quantity]': 1,
        'subscription_data[trial_period_days]': input.trialDays ?? undefined,
        'subscription_data[metadata][user_id]': input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (typeof session.url !== 'string') throw new BillingProviderError('Stripe checkout session without a url');
      return { url: session.url };
    },

    async createPortal(input) {
      const session = await call('POST', '/v1/billing_portal/sessions', {
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      if (typeof session.url !== 'string') throw new BillingProviderError('Stripe portal session without a url');
      return { url: session.url };
    },

    async getSubscription(subscriptionId) {
      return readSubscription(await call('GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`));
    },

    async cancelSubscriptionNow(subscriptionId) {
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    },

    readWebhook(rawBody, signatureHeader, now) {
      if (!isValidStripeSignature(settings.webhookSecret, rawBody, signatureHeader, now)) {
        throw new WebhookSignatureError('Stripe-Signature does not match');
      }
      let event: StripeObject;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('signed body is not JSON');
      }
      return readEvent(event);
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
