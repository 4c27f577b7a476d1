import { addDays, type Clock } from '../../infra/clock.ts';
import type { Realtime } from '../../infra/realtime/realtime.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { AuthRepo } from './auth.repo.ts';
import { createSessionCache } from './session-cache.ts';

export const SESSION_DAYS = 30;
// A session is pushed forward at most once a day, so reading pages does not write on every request.
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  userId: number;
  /** Set when the session was just extended: the cookie should be sent again with the new expiry. */
  renewedUntil: Date | null;
}

/**
 * Sessions: a random token in the cookie, its SHA-256 in the database. They last 30 days from the
 * last visit (sliding), never longer than `maxDays` from the sign-in (a stolen cookie kept alive by
 * use still dies), and end at sign-out, password reset, or expiry. A session read is trusted for a
 * second (session-cache.ts), so a page's burst of calls reads it once; every ending forgets it at once.
 */
export function createSessionService(deps: { repo: AuthRepo; clock: Clock; maxDays: number; realtime: Realtime }) {
  const { repo, clock } = deps;
  const cache = createSessionCache({ realtime: deps.realtime });
  /** 30 days from now, but not past the session's absolute end. */
  const slidingExpiry = (now: Date, createdAt: Date) =>
    new Date(Math.min(addDays(now, SESSION_DAYS).getTime(), addDays(createdAt, deps.maxDays).getTime()));
  return {
    async startSession(userId: number, client: { ip: string; userAgent: string | undefined }) {
      const token = randomToken();
      const now = clock.now();
      const expiresAt = slidingExpiry(now, now);
      await repo.insertSession({
        id: sha256(token),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        last_seen_at: now.toISOString(),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
      });
      await repo.noteActive(userId, now.toISOString());
      return { token, expiresAt };
    },

    async resolveSession(token: string): Promise<ResolvedSession | null> {
      const now = clock.now();
      const id = sha256(token);
      const held = cache.get(id);
      const session =
        held && Date.parse(held.expires_at) > now.getTime() ? held : await repo.findLiveSession(id, now.toISOString());
      if (!session) {
        cache.forget(id);
        return null;
      }
      const fullExpiry = slidingExpiry(now, new Date(session.created_at));
      if (fullExpiry.getTime() - Date.parse(session.expires_at) < EXTEND_AFTER_MS) {
        if (session !== held) cache.remember(session);
        return { sessionId: session.id, userId: session.user_id, renewedUntil: null };
      }
      await repo.extendSession(session.id, fullExpiry.toISOString(), now.toISOString());
      cache.remember({ ...session, expires_at: fullExpiry.toISOString() });
      // With the extension, at most once a day: the console's "last active" needs no finer.
      await repo.noteActive(session.user_id, now.toISOString());
      return { sessionId: session.id, userId: session.user_id, renewedUntil: fullExpiry };
    },

    async endSession(token: string): Promise<void> {
      cache.forget(sha256(token));
      const userId = await repo.deleteSession(sha256(token));
      // Sign-outs are rare enough to carry the clean-up of sessions nobody will use again.
      await repo.deleteExpiredSessions(clock.now().toISOString());
      if (userId !== null) await this.announceEnded(userId);
    },

    /** Whether the session of `token` still lets its holder in (for streams that outlive a request). */
    async isLive(token: string): Promise<boolean> {
      return (await repo.findLiveSession(sha256(token), clock.now().toISOString())) !== undefined;
    },

    /** Ends every session of `userId` at once (their sign-in turned off), open streams included. */
    async endSessionsOf(userId: number): Promise<void> {
      await repo.deleteSessionsOf(userId);
      await this.announceEnded(userId);
    },

    /**
     * Tells every process that sessions of `userId` ended (sign-out, password reset or change,
     * account deletion): each forgets the ones it held, and their open event streams check
     * themselves at once.
     */
    async announceEnded(userId: number): Promise<void> {
      await cache.forgetEverywhere(userId);
      await deps.realtime.publish(sessionsChannel(userId), { type: 'sessions-ended' });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The realtime channel that hears when sessions of a person end. */
export const sessionsChannel = (userId: number) => `sessions:${userId}`;
