import { ZFeatures, ZSubscriptions } from '@kinframe/contract';
import { z } from 'zod';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { BillingService } from './billing.service.ts';

export function registerBillingRoutes(app: ZodApp, deps: { billing: BillingService }): void {
  const { billing } = deps;
  const tags = ['billing'];

  app.get(
    '/v3/subscriptions',
    {
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
  app.get('/subscriptions/user/', { schema: { tags, response: { 200: ZSubscriptions } } }, async (request) =>
    billing.getSubscriptions(requireUser(request).id, { activeOnly: false }),
  );

  app.get('/v3/features', { schema: { tags, response: { 200: ZFeatures } } }, async (request) =>
    billing.getFeatures(requireUser(request).id),
  );
}
