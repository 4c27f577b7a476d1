import type { Tier } from '@kinframe/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route a Lite account may call: its path as registered under /api, and the methods ('*': all). */
interface LiteRoute {
  path: string;
  methods: readonly Method[] | '*';
}

const all = (path: string): LiteRoute => ({ path, methods: '*' });
const only = (path: string, ...methods: Method[]): LiteRoute => ({ path, methods });

/**
 * Everything a Lite (free) account may call. The spec (sections 1, 4 and 6) gives Lite no access to
 * the app: a Lite user reaches only the subscribe page and, through it, the account. So the list is
 * of what those pages and getting there need; every other call answers 403 plus_required, including
 * routes added later until someone adds them here on purpose.
 */
export const LITE_ROUTES: readonly LiteRoute[] = [
  // Getting in: login, sign-out, sign-up and its existence check, password reset, what the sign-up
  // page needs before anyone is signed in. A Lite account must be able to sign out and back in.
  all('/www-login/'),
  all('/sign_out/'),
  all('/v3/is-logged-in'),
  all('/user/exists/json/'),
  all('/v3/users/'),
  all('/v3/password/retrieval/'),
  all('/v2/reset_pwd/'),
  all('/v2/reset_pwd/validate/'),
  all('/v3/app-config'),
  all('/v3/captcha/challenge'),

  // The account: profile, password, deletion, profile picture, settings, allow-list, connected apps.
  // A Lite account keeps control of its own data: it may fix its details, or delete it all.
  all('/user/profile/edit/'),
  all('/v3/users/email/confirm'),
  all('/v3/users/email/link'),
  all('/v3/users/email/pending'),
  all('/v3/users/password'),
  all('/v3/users/delete'),
  all('/v3/users/settings'),
  all('/v3/users/email-senders'),
  all('/v3/users/email-senders/:id'),
  all('/v3/users/connected-apps'),
  all('/v3/users/connected-apps/:id'),
  all('/user/email/allow_list/settings/'),
  all('/v3/held-mails'),
  all('/v3/held-mails/:id/approve'),
  all('/v3/held-mails/:id/deny'),
  all('/v3/avatar'),
  all('/v3/avatar/upload-policy'),
  all('/v3/avatar/activate'),

  // Subscriptions and billing: what the subscribe and membership pages show, and becoming Plus.
  all('/v3/subscriptions'),
  all('/subscriptions/user/'),
  all('/v3/features'),
  all('/v3/membership'),
  all('/v3/billing/plans'),
  all('/v3/billing/checkout'),
  all('/v3/billing/portal'),
  all('/v3/contact'),
  all('/billing/stripe/webhook'),

  // Album invitations mailed to someone before they had an account: claiming the token only ties
  // the invitation to the new account (a Lite one, at first), so it is still waiting after the
  // person subscribes. Seeing, accepting or declining it is the app's, and needs Plus.
  only('/v3/album-invites/claim', 'POST'),
  // Friend requests likewise (friends and family): the claim only ties the request to the new account.
  only('/v3/friends/claim', 'POST'),

  // Frame gifts: the recipient is often someone who has just signed up for the gift, so a Lite
  // account. Reading the gift and accepting it only; giving one needs Plus.
  only('/v3/frame-gifts/:token', 'GET'),
  only('/v3/frame-gifts/:token/accept', 'POST'),
  // ...and connecting the accepted frame with the code it then shows, or it would stay dark.
  only('/v3/frames/:id/reconnect', 'POST'),

  // No session at all, so never a tier either; listed so the list is the whole story. The device
  // API (frames carry a device token, and a frame's owner's tier is the frames module's to judge),
  // signed media links, the local storage's upload endpoint (trusts its signed policy), mail from a
  // provider's webhook (trusts its shared secret), health and
  // the API description.
  all('/device/*'),
  all('/media/*'),
  all('/storage/uploads'),
  all('/inbound-mail'),
  all('/health'),
  all('/docs/json'),
];

function routeKey(path: string): string {
  return path.endsWith('/') && path.length > 1 ? path.slice(0, -1) : path;
}

const LITE_INDEX = new Map(LITE_ROUTES.map((route) => [routeKey(route.path), route.methods]));

/** Whether a Lite account may call `method` on the route registered as `path` (under /api). */
export function isLiteRoute(method: string, path: string): boolean {
  const deviceOrMedia = ['/device/', '/media/'].find((prefix) => path.startsWith(prefix));
  const methods = LITE_INDEX.get(deviceOrMedia ? `${deviceOrMedia}*` : routeKey(path));
  if (methods === undefined) return false;
  return methods === '*' || methods.includes(method as Method) || (method === 'HEAD' && methods.includes('GET'));
}

/**
 * The server's side of the route guard of spec section 4: a signed-in account that is not Plus gets
 * plus_required (403, with its own code, so the web app shows the subscribe page and does not sign
 * the person out) from every call outside LITE_ROUTES, before the body is read. Someone not signed
 * in passes through to the route, which answers 401 itself where it needs a user. Registered on the
 * /api scope after the sessions, whose hook sets `request.user`.
 */
export function registerPlanGuard(
  app: FastifyInstance,
  deps: { prefix: string; tierOf: (userId: number) => Promise<Tier> },
): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!request.user || route === undefined) return;
    const path = route.startsWith(deps.prefix) ? route.slice(deps.prefix.length) : route;
    if (isLiteRoute(request.method, path)) return;
    if ((await deps.tierOf(request.user.id)) !== 'plus') throw new AppError('plus_required');
  });
}
