import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import type { SessionService } from '../modules/auth/session.service.ts';

export const SESSION_COOKIE = 'kinframe_session';

export interface SessionUser {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: set from the session cookie, null when nobody is logged in. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** Sends the session cookie of a new session (and a new CSRF token with it). */
    setSession(session: { token: string; expiresAt: Date }): void;
    clearSession(): void;
  }
  interface FastifyContextConfig {
    /** false: the route never looks at the user's session (device and webhook calls). */
    session?: boolean;
  }
}

/** The logged-in user, or 401 Unauthorized. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}

/**
 * Resolves `request.user` from the httpOnly `kinframe_session` cookie on every route of the scope
 * it is registered in (the API), renewing the cookie when the session slides forward.
 */
export function registerSessions(app: FastifyInstance, options: { sessions: SessionService; secure: boolean }): void {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateReply('setSession', function (this: FastifyReply, session: { token: string; expiresAt: Date }) {
    this.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
    this.rotateCsrfToken();
  });
  app.decorateReply('clearSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.session === false) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await options.sessions.resolveSession(token);
    if (!session) {
      reply.clearSession();
      return;
    }
    request.user = { id: session.userId };
    request.sessionToken = token;
    if (session.renewedUntil) {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: session.renewedUntil });
    }
  });
}
