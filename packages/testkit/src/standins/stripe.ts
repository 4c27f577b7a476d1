import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { closeServer, escapeHtml, standinPage } from './kit.ts';

/** Only for signing webhooks as Stripe does: no call leaves with this key. */
const signer = new Stripe('sk_test_standin_signer');

/**
 * A local stand-in for the part of Stripe that Kinframe uses, over real HTTP, so the server's Stripe
 * adapter, its webhook route and the browser flows run end to end without the internet:
 * - the REST API (form-encoded, `Authorization: Bearer <secret key>`): customers, checkout sessions,
 *   billing portal sessions, subscriptions (create, retrieve, update, cancel);
 * - the hosted pages: visiting a checkout session's `url` "pays" (the subscription starts, trialing
 *   when the session asked for a trial), the signed webhook events are delivered to `webhookUrl`,
 *   then the browser is sent to `success_url`; the portal page cancels or resumes at period end;
 * - what time does at Stripe, as methods for tests: a period (or trial) ends and the card is
 *   charged or declined, retries run out.
 * Webhooks are signed as Stripe signs them (Stripe-Signature, HMAC-SHA256 over `${t}.${body}`) and
 * delivered one after another, each awaited, before the page that caused them answers.
 *
 * In a test: `const stripe = await startStripeStandin({ now: () => clock.now() })`, give the server
 * `stripe.env()`, set `stripe.webhookUrl` once the server listens, `await stripe.close()` at the end.
 * By hand: `node --import tsx packages/testkit/src/standins/stripe.ts --port 12111 --webhook-url
 * http://localhost:8080/api/billing/stripe/webhook` prints the environment to start the server with.
 */

export interface StripeStandinOptions {
  secretKey?: string;
  webhookSecret?: string;
  priceId?: string;
  /** The price of Plus: 49.99 USD a year unless told otherwise. */
  price?: { unitAmount: number; currency: string; interval: 'year' | 'month'; intervalCount?: number };
  webhookUrl?: string | null;
  /** Stripe's clock; tests share the server's TestClock. */
  now?: () => Date;
  port?: number;
  host?: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The server's HTTP status; 0 when it could not be reached or no webhook URL was set. */
  status: number;
  body: string;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are plain JSON, shaped as Stripe's docs show.
type StripeObject = Record<string, any>;

export interface StripeStandin {
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly priceId: string;
  /** Where webhook events go: the server's /api/billing/stripe/webhook. */
  webhookUrl: string | null;
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  readonly deliveries: Delivery[];
  readonly customers: ReadonlyMap<string, StripeObject>;
  readonly subscriptions: ReadonlyMap<string, StripeObject>;
  /** The customer's newest subscription. */
  subscriptionOf(customerId: string): StripeObject | undefined;
  /** Cards of this customer are declined from now on (or accepted again). */
  declineCards(customerId: string, isDeclined?: boolean): void;
  /** The current period (or the trial) ends: cancelled → canceled; else the card is charged. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** A retry of a past_due subscription's payment succeeds. */
  payOutstanding(subscriptionId: string): Promise<void>;
  /** Retries ran out: Stripe cancels the past_due subscription. */
  giveUp(subscriptionId: string): Promise<void>;
  /** Delivers an event already sent once more, exactly as before (a replay). */
  resend(eventId: string): Promise<Delivery>;
  /** Sends an event of our making, e.g. signed with the wrong secret. */
  send(type: string, object: StripeObject, options?: { secret?: string; timestamp?: number }): Promise<Delivery>;
  close(): Promise<void>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function addYears(unixSeconds: number, years: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return seconds(date);
}

function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return seconds(date);
}

export async function startStripeStandin(options: StripeStandinOptions = {}): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? 'sk_test_standin';
  const webhookSecret = options.webhookSecret ?? 'whsec_standin';
  const priceId = options.priceId ?? 'price_plus_annual';
  const price = options.price ?? { unitAmount: 4999, currency: 'usd', interval: 'year' as const };
  const now = options.now ?? (() => new Date());

  const customers = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  /** What each checkout session's subscription will be: Stripe keeps it, but does not show it on the session. */
  const subscriptionRequests = new Map<string, { trialDays: number | null; metadata: StripeObject }>();
  const portalSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const events = new Map<string, { event: StripeObject; payload: string }>();
  const decliningCustomers = new Set<string>();
  const deliveries: Delivery[] = [];
  let baseUrl = '';

  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  const priceObject = () => ({
    id: priceId,
    object: 'price',
    unit_amount: price.unitAmount,
    currency: price.currency,
    recurring: { interval: price.interval, interval_count: price.intervalCount ?? 1 },
  });

  const nextPeriodEnd = (from: number) =>
    price.interval === 'year' ? addYears(from, price.intervalCount ?? 1) : addMonths(from, price.intervalCount ?? 1);

  async function deliver(eventId: string, secret = webhookSecret, timestamp?: number): Promise<Delivery> {
    const stored = events.get(eventId);
    if (!stored) throw new Error(`no event ${eventId}`);
    const delivery: Delivery = { eventId, type: stored.event.type, status: 0, body: '' };
    if (standin.webhookUrl) {
      try {
        const response = await fetch(standin.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signer.webhooks.generateTestHeaderString({
              payload: stored.payload,
              secret,
              timestamp: timestamp ?? seconds(now()),
            }),
          },
          body: stored.payload,
        });
        delivery.status = response.status;
        delivery.body = await response.text();
      } catch (error) {
        delivery.body = (error as Error).message;
      }
    }
    deliveries.push(delivery);
    return delivery;
  }

  function recordEvent(type: string, object: StripeObject): string {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: seconds(now()),
      livemode: false,
      type,
      // A snapshot, as Stripe sends: later changes to the object do not change a sent event.
      data: { object: structuredClone(object) },
    };
    events.set(event.id, { event, payload: JSON.stringify(event) });
    return event.id;
  }

  async function emit(type: string, object: StripeObject): Promise<Delivery> {
    return deliver(recordEvent(type, object));
  }

  function invoiceFor(subscription: StripeObject, status: 'paid' | 'open', amount: number): StripeObject {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: price.currency,
      period_end: subscription.current_period_end,
    };
  }

  function setPeriod(subscription: StripeObject, start: number, end: number): void {
    subscription.current_period_start = start;
    subscription.current_period_end = end;
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  function createSubscription(customerId: string, trialDays: number | null, metadata: StripeObject): StripeObject {
    const start = seconds(now());
    const trialEnd = trialDays ? start + trialDays * 24 * 60 * 60 : null;
    const end = trialEnd ?? nextPeriodEnd(start);
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: customerId,
      status: trialEnd ? 'trialing' : 'active',
      created: start,
      start_date: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price: priceObject(), quantity: 1 }],
      },
    };
    setPeriod(subscription, start, end);
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** A new subscription's events, in Stripe's order. */
  async function announceNewSubscription(subscription: StripeObject): Promise<void> {
    await emit('customer.subscription.created', subscription);
    const amount = subscription.status === 'trialing' ? 0 : price.unitAmount;
    await emit('invoice.paid', invoiceFor(subscription, 'paid', amount));
  }

  function requireSubscription(id: string): StripeObject {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    return subscription;
  }

  async function cancelNow(subscription: StripeObject): Promise<void> {
    subscription.status = 'canceled';
    subscription.canceled_at = seconds(now());
    subscription.ended_at = seconds(now());
    await emit('customer.subscription.deleted', subscription);
  }

  async function setCancelAtPeriodEnd(subscription: StripeObject, cancel: boolean): Promise<void> {
    subscription.cancel_at_period_end = cancel;
    subscription.canceled_at = cancel ? seconds(now()) : null;
    await emit('customer.subscription.updated', subscription);
  }

  // --- the REST API -------------------------------------------------------------------------------

  async function api(method: string, path: string, params: URLSearchParams): Promise<StripeObject> {
    const required = (name: string) => {
      const value = params.get(name);
      if (!value) throw new StripeError(400, `Missing required param: ${name}.`, 'parameter_missing');
      return value;
    };
    /** `metadata[key]=value` (under `prefix`, e.g. `subscription_data[`) as an object. */
    const metadataOf = (prefix = '') => {
      const start = `${prefix}metadata[`;
      return Object.fromEntries(
        [...params].flatMap(([key, value]) => (key.startsWith(start) ? [[key.slice(start.length, -1), value]] : [])),
      );
    };
    const requireCustomer = (id: string) => {
      const customer = customers.get(id);
      if (!customer) throw new StripeError(400, `No such customer: '${id}'`, 'resource_missing');
      return customer;
    };

    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        email: params.get('email'),
        name: params.get('name'),
        metadata: metadataOf(),
      };
      customers.set(customer.id, customer);
      return customer;
    }
    const customerMatch = path.match(/^\/v1\/customers\/([\w-]+)$/);
    if (method === 'GET' && customerMatch?.[1]) return requireCustomer(customerMatch[1]);

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (required('mode') !== 'subscription') throw new StripeError(400, 'This stand-in does subscription mode only.');
      const customer = requireCustomer(required('customer'));
      if (required('line_items[0][price]') !== priceId) {
        throw new StripeError(400, `No such price: '${params.get('line_items[0][price]')}'`, 'resource_missing');
      }
      const trialDays = params.get('subscription_data[trial_period_days]');
      const session: StripeObject = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: customer.id,
        client_reference_id: params.get('client_reference_id'),
        subscription: null,
        success_url: required('success_url'),
        cancel_url: required('cancel_url'),
      };
      session.url = `${baseUrl}/checkout/${session.id}`;
      checkoutSessions.set(session.id, session);
      subscriptionRequests.set(session.id, {
        trialDays: trialDays ? Number(trialDays) : null,
        metadata: metadataOf('subscription_data['),
      });
      return session;
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = requireCustomer(required('customer'));
      const session: StripeObject = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: required('return_url'),
      };
      session.url = `${baseUrl}/portal/${session.id}`;
      portalSessions.set(session.id, session);
      return session;
    }

    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = requireCustomer(required('customer'));
      if (required('items[0][price]') !== priceId) throw new StripeError(400, 'No such price', 'resource_missing');
      const trialDays = params.get('trial_period_days');
      const subscription = createSubscription(customer.id, trialDays ? Number(trialDays) : null, metadataOf());
      await announceNewSubscription(subscription);
      return subscription;
    }

    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (subscriptionMatch?.[1]) {
      const subscription = requireSubscription(subscriptionMatch[1]);
      if (method === 'GET') return subscription;
      if (method === 'POST') {
        const cancel = params.get('cancel_at_period_end');
        if (cancel === 'true' || cancel === 'false') await setCancelAtPeriodEnd(subscription, cancel === 'true');
        return subscription;
      }
      if (method === 'DELETE') {
        if (subscription.status !== 'canceled') await cancelNow(subscription);
        return subscription;
      }
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  // --- the hosted pages ---------------------------------------------------------------------------

  function page(title: string, body: string): string {
    return standinPage('Stripe stand-in (test mode)', title, body);
  }

  /** Visiting the checkout page pays: the subscription starts, the webhooks go out, back to the app. */
  async function payCheckout(sessionId: string, isCancel: boolean): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    if (session?.status !== 'open') throw new StripeError(410, 'This checkout session has expired.');
    if (isCancel) {
      session.status = 'expired';
      return session.cancel_url;
    }
    const requested = subscriptionRequests.get(sessionId);
    const subscription = createSubscription(session.customer, requested?.trialDays ?? null, requested?.metadata ?? {});
    session.status = 'complete';
    session.subscription = subscription.id;
    await announceNewSubscription(subscription);
    await emit('checkout.session.completed', session);
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  function portalPage(session: StripeObject): string {
    const subscription = standin.subscriptionOf(session.customer);
    const isLive = subscription && ['trialing', 'active', 'past_due'].includes(subscription.status);
    const until = subscription ? new Date(subscription.current_period_end * 1000).toISOString().slice(0, 10) : '';
    const status = !subscription
      ? '<p>No subscription.</p>'
      : `<p>Kinframe Plus: <strong data-status="${subscription.status}">${escapeHtml(subscription.status)}</strong>${
          subscription.cancel_at_period_end ? `, cancels on ${until}` : isLive ? `, renews on ${until}` : ''
        }</p>`;
    const action = !isLive
      ? ''
      : subscription.cancel_at_period_end
        ? `<form method="post" action="/portal/${session.id}/resume"><button type="submit">Renew plan</button></form>`
        : `<form method="post" action="/portal/${session.id}/cancel"><button type="submit">Cancel plan</button></form>`;
    return page(
      'Manage your subscription',
      `${status}${action}<p><a href="${escapeHtml(session.return_url)}">Return to Kinframe</a></p>`,
    );
  }

  async function pages(method: string, path: string, query: URLSearchParams, response: ServerResponse) {
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };
    const checkout = path.match(/^\/checkout\/([\w-]+)$/);
    if (method === 'GET' && checkout?.[1]) return redirect(await payCheckout(checkout[1], query.has('cancel')));
    const portal = path.match(/^\/portal\/([\w-]+)(?:\/(cancel|resume))?$/);
    const session = portal?.[1] ? portalSessions.get(portal[1]) : undefined;
    if (!portal || !session) throw new StripeError(404, 'No such page.');
    if (method === 'GET' && !portal[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(portalPage(session));
      return;
    }
    const subscription = standin.subscriptionOf(session.customer);
    if (method === 'POST' && portal[2] && subscription) {
      await setCancelAtPeriodEnd(subscription, portal[2] === 'cancel');
      return redirect(session.return_url);
    }
    throw new StripeError(404, 'No such page.');
  }

  // --- the server ---------------------------------------------------------------------------------

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    try {
      if (url.pathname.startsWith('/v1/')) {
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          throw new StripeError(401, 'Invalid API Key provided.');
        }
        const body = await readBody(request);
        const params = method === 'GET' ? url.searchParams : new URLSearchParams(body);
        const answer = await api(method, url.pathname, params);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
        return;
      }
      await readBody(request);
      await pages(method, url.pathname, url.searchParams, response);
    } catch (error) {
      const status = error instanceof StripeError ? error.status : 500;
      const message = (error as Error).message;
      if (url.pathname.startsWith('/v1/')) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message, code: (error as StripeError).code } }),
        );
      } else {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page('Something went wrong', `<p>${escapeHtml(message)}</p>`));
      }
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  const standin: StripeStandin = {
    url: baseUrl,
    secretKey,
    webhookSecret,
    priceId,
    webhookUrl: options.webhookUrl ?? null,
    env: () => ({
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_ID: priceId,
      STRIPE_API_BASE: baseUrl,
    }),
    deliveries,
    customers,
    subscriptions,

    subscriptionOf(customerId) {
      return [...subscriptions.values()].filter((s) => s.customer === customerId).at(-1);
    },

    declineCards(customerId, isDeclined = true) {
      if (isDeclined) decliningCustomers.add(customerId);
      else decliningCustomers.delete(customerId);
    },

    async endPeriod(subscriptionId) {
      const subscription = requireSubscription(subscriptionId);
      if (!['trialing', 'active', 'past_due'].includes(subscription.status)) {
        throw new Error(`subscription ${subscriptionId} is ${subscription.status}`);
      }
      if (subscription.cancel_at_period_end) return cancelNow(subscription);
      // The next period starts whether or not its invoice is paid; an unpaid one makes it past_due.
      const start = subscription.current_period_end;
      setPeriod(subscription, start, nextPeriodEnd(start));
      if (decliningCustomers.has(subscription.customer)) {
        subscription.status = 'past_due';
        await emit('invoice.payment_failed', invoiceFor(subscription, 'open', price.unitAmount));
      } else {
        subscription.status = 'active';
        await emit('invoice.paid', invoiceFor(subscription, 'paid', price.unitAmount));
      }
      await emit('customer.subscription.updated', subscription);
    },

    async payOutstanding(subscriptionId) {
      const subscription = requireSubscription(subscriptionId);
      if (subscription.status !== 'past_due') throw new Error(`subscription ${subscriptionId} is not past_due`);
      subscription.status = 'active';
      await emit('invoice.paid', invoiceFor(subscription, 'paid', price.unitAmount));
      await emit('customer.subscription.updated', subscription);
    },

    async giveUp(subscriptionId) {
      await cancelNow(requireSubscription(subscriptionId));
    },

    resend: (eventId) => deliver(eventId),

    async send(type, object, sendOptions = {}) {
      return deliver(recordEvent(type, object), sendOptions.secret, sendOptions.timestamp);
    },

    close: () => closeServer(server),
  };
  return standin;
}

// Run by hand: a stand-in on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  const standin = await startStripeStandin({
    port: Number(argOf('--port') ?? 12111),
    webhookUrl: argOf('--webhook-url') ?? 'http://localhost:8080/api/billing/stripe/webhook',
  });
  serveByHand(standin, `Stripe stand-in at ${standin.url}, webhooks to ${standin.webhookUrl}`);
}
