import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../app-error.ts';
import { hmac, randomToken, safeEqual } from '../infra/security/tokens.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const GENUINE_TOKENS_KEPT = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route authenticates otherwise (device token, webhook signature) and skips CSRF. */
    csrf?: boolean;
  }
  interface FastifyReply {
    /** A fresh CSRF token, e.g. at login, so a token planted before login is worth nothing after. */
    rotateCsrfToken(): void;
  }
}

/**
 * Double-submit CSRF. The `csrftoken` cookie is readable by our own pages, which echo it in the
 * X-CSRFToken header on every unsafe method; another site can make the browser send the cookie but
 * cannot read it to set the header. The token carries an HMAC under SESSION_SECRET, so a cookie
 * planted from elsewhere (a sibling subdomain) with a matching header is refused as well.
 */
export function registerCsrf(app: FastifyInstance, options: { key: string; secure: boolean }): void {
  const issue = () => {
    const nonce = randomToken(18);
    return `${nonce}.${hmac(options.key, nonce)}`;
  };
  // Checking a signature costs an HMAC, the dearest step of a signed-in API call, and a browser
  // sends the same token on every call: tokens found genuine are remembered, a bounded number of
  // them (all forgotten at once when full). Only genuine ones are kept, so every answer is the same.
  const knownGenuine = new Set<string>();
  const isGenuine = (token: string | undefined): token is string => {
    if (token === undefined) return false;
    if (knownGenuine.has(token)) return true;
    const [nonce, signature, extra] = token.split('.');
    const genuine = !!nonce && !!signature && extra === undefined && safeEqual(hmac(options.key, nonce), signature);
    if (genuine) {
      if (knownGenuine.size >= GENUINE_TOKENS_KEPT) knownGenuine.clear();
      knownGenuine.add(token);
    }
    return genuine;
  };
  const setCookie = (reply: FastifyReply) =>
    reply.setCookie(CSRF_COOKIE, issue(), {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });

  app.decorateReply('rotateCsrfToken', function (this: FastifyReply) {
    setCookie(this);
  });

  // A callback hook rather than an async one: nothing here waits, and every request passes here.
  app.addHook('onRequest', (request, reply, done) => {
    // Routes that authenticate otherwise (device tokens, webhooks, signed media links) neither
    // check the token nor need the cookie: a frame polling its playlist pays for neither.
    if (request.routeOptions.config.csrf === false) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const hasGenuineCookie = isGenuine(cookie);
    if (!hasGenuineCookie && request.url.startsWith('/api/')) setCookie(reply);
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!hasGenuineCookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      return done(new AppError('csrf_failed'));
    }
    done();
  });
}
