import type { Tier } from '@kinframe/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'lite': a signed-in account without Plus may call this route too. Left out, the route is
     * Plus's: deny by default, so a route added later is closed to Lite until its author opens it.
     */
    plan?: 'lite';
  }
}

/**
 * On a route's options (`config: LITE`): a Lite account may call it. The spec (sections 1, 4 and 6)
 * gives Lite no access to the app: a Lite person reaches only getting in, the subscribe page and,
 * through it, the account; plus what a gift or an invitation asks of someone who just signed up.
 */
export const LITE = { plan: 'lite' } as const;

/**
 * The server's side of the route guard of spec section 4: a signed-in account that is not Plus gets
 * plus_required (403, with its own code, so the web app shows the subscribe page and does not sign
 * the person out) from every route not marked LITE, before the body is read. Someone not signed in
 * passes through to the route, which answers 401 itself where it needs a user; so do the routes that
 * never read a session (devices, signed media links, webhooks). Registered on the /api scope after
 * the sessions, whose hook sets `request.user`. Returns the routes marked LITE as they are
 * registered ("METHOD /api/path"), so the whole list can be read in one place.
 */
export function registerPlanGuard(
  app: FastifyInstance,
  deps: { tierOf: (userId: number) => Promise<Tier> },
): readonly string[] {
  const liteRoutes: string[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.plan !== 'lite') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') liteRoutes.push(`${method} ${route.url}`);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.user || request.routeOptions.url === undefined) return;
    if (request.routeOptions.config.plan === 'lite') return;
    if ((await deps.tierOf(request.user.id)) !== 'plus') throw new AppError('plus_required');
  });
  return liteRoutes;
}
