import type { Realtime } from '../../infra/realtime/realtime.ts';

/** A session as the database held it when it was read: whose it is and when it ends. */
export interface CachedSession {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/**
 * How long a session read from the database is trusted without reading it again. An ending made in
 * this process is forgotten at once, and one made in another announced on the realtime bus; this
 * bounds what neither reaches (an operator command on SQLite, a notice lost with a connection).
 */
export const SESSION_CACHE_MS = 1000;
/** Enough for every person signed in to a family's server, and a bounded map on a large one. */
const MAX_SESSIONS = 10_000;
/** Where every process hears that a person's sessions ended, so each forgets what it holds of them. */
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

/**
 * The sessions this process read lately, by token hash: a signed-in call then costs no database
 * read when the same browser asked within the second. Timed by the process's own monotonic clock,
 * not the app's (tests move that one), so the second is a real one.
 */
export function createSessionCache(deps: { realtime: Realtime; now?: () => number }) {
  const now = deps.now ?? (() => performance.now());
  const held = new Map<string, { session: CachedSession; readAt: number }>();

  const forgetPerson = (userId: number) => {
    for (const [id, entry] of held) if (entry.session.user_id === userId) held.delete(id);
  };
  deps.realtime.subscribe(SESSIONS_ENDED_CHANNEL, (event) => {
    // After a gap in which notices may have been lost, nothing held is trusted.
    if (event.type === 'resync') held.clear();
    const userId = (event.data as { userId?: unknown } | undefined)?.userId;
    if (typeof userId === 'number') forgetPerson(userId);
  });

  return {
    /** The session of `id` read within the last second, if this process holds one. */
    get(id: string): CachedSession | undefined {
      const entry = held.get(id);
      if (!entry) return undefined;
      if (now() - entry.readAt < SESSION_CACHE_MS) return entry.session;
      held.delete(id);
      return undefined;
    },

    remember(session: CachedSession): void {
      held.delete(session.id);
      // The oldest read goes first: a Map keeps its keys in the order they were set.
      if (held.size >= MAX_SESSIONS) held.delete(held.keys().next().value as string);
      held.set(session.id, { session, readAt: now() });
    },

    forget(id: string): void {
      held.delete(id);
    },

    /** Forgets every session of `userId` here, and has every other process do the same. */
    async forgetEverywhere(userId: number): Promise<void> {
      forgetPerson(userId);
      await deps.realtime.publish(SESSIONS_ENDED_CHANNEL, { type: 'sessions-ended', data: { userId } });
    },
  };
}
