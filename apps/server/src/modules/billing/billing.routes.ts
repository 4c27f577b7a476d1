import {
  ZBillingPlans,
  ZCheckoutRequest,
  ZContactForm,
  ZFeatures,
  ZMembership,
  ZPortalRequest,
  ZRedirectAnswer,
  ZSubscriptions,
  ZSuccess,
} from '@kinframe/contract';
import { z } from 'zod';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { BillingService } from './billing.service.ts';
import type { ContactService } from './contact.service.ts';
import type { MembershipService } from './membership.service.ts';
import type { PaymentsService } from './payments.service.ts';

/** Stripe's deliveries are small; this is Stripe's own ceiling for an event's payload, with room. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function registerBillingRoutes(
  app: ZodApp,
  deps: { billing: BillingService; payments: PaymentsService; membership: MembershipService; contact: ContactService },
): void {
  const { billing, payments, membership, contact } = deps;
  const tags = ['billing'];

  app.get(
    '/v3/subscriptions',
    {
      config: LITE,
      schema: {
        tags,
        querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: ZSubscriptions },
      },
    },
    async (request) =>
      billing.getSubscriptions(requireUser(request).id, { activeOnly: request.query.active === 'true' }),
  );

  // The spec's fallback when v3/subscriptions fails: the same subscription, active or not.
  app.get(
    '/subscriptions/user/',
    { config: LITE, schema: { tags, response: { 200: ZSubscriptions } } },
    async (request) => billing.getSubscriptions(requireUser(request).id, { activeOnly: false }),
  );

  app.get('/v3/features', { config: LITE, schema: { tags, response: { 200: ZFeatures } } }, async (request) =>
    billing.getFeatures(requireUser(request).id),
  );

  app.get('/v3/membership', { config: LITE, schema: { tags, response: { 200: ZMembership } } }, async (request) =>
    membership.getMembership(requireUser(request).id),
  );

  app.get('/v3/billing/plans', { config: LITE, schema: { tags, response: { 200: ZBillingPlans } } }, async (request) =>
    payments.getPlans(requireUser(request).id),
  );

  app.post(
    '/v3/billing/checkout',
    { config: LITE, schema: { tags, body: ZCheckoutRequest.optional(), response: { 200: ZRedirectAnswer } } },
    async (request) => payments.startCheckout(requireUser(request).id, request.body ?? {}),
  );

  app.post(
    '/v3/billing/portal',
    { config: LITE, schema: { tags, body: ZPortalRequest.optional(), response: { 200: ZRedirectAnswer } } },
    async (request) => payments.openPortal(requireUser(request).id, request.body ?? {}),
  );

  app.post(
    '/v3/contact',
    { config: LITE, schema: { tags, body: ZContactForm, response: { 200: ZSuccess } } },
    async (request) => {
      await contact.send(requireUser(request).id, request.body);
      return { success: true as const };
    },
  );

  // Stripe's webhooks: the signature covers the exact bytes sent, so this route alone reads its body
  // raw; it authenticates by that signature, not by session or CSRF token.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/billing/stripe/webhook',
      {
        schema: { tags, hide: true, response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) } },
        config: { csrf: false, session: false },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const { event, outcome } = await payments.handleWebhook(
          rawBody,
          Array.isArray(signature) ? signature[0] : signature,
        );
        const log = { eventId: event.id, type: event.type, customerId: event.customerId, outcome };
        if (outcome === 'unknown_customer' || outcome === 'stale') request.log.warn(log, 'billing event ignored');
        else request.log.info(log, 'billing event');
        return { received: true as const, outcome };
      },
    );
  });
}
