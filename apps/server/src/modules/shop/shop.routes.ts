import { ZShopSignIn } from '@kinframe/contract';
import { z } from 'zod';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ShopService } from './shop.service.ts';

/**
 * POST /api/v3/shop/sso: the address that signs the person in to the operator's shop
 * (docs/shop-sso.md). Open to Lite: the shop sells frames to anyone with an account. A POST with
 * the CSRF header, so another site cannot mint a token for a visitor and follow it.
 */
export function registerShopRoutes(app: ZodApp, deps: { shop: ShopService }) {
  app.post(
    '/v3/shop/sso',
    {
      config: LITE,
      schema: { tags: ['shop'], body: z.strictObject({}).optional(), response: { 200: ZShopSignIn } },
    },
    async (request) => ({ url: await deps.shop.signInUrl(requireUser(request).id) }),
  );
}
