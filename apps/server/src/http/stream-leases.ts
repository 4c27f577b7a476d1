import { sql } from 'kysely';
import type { Clock } from '../infra/clock.ts';
import { type Database, dialectOf } from '../infra/db/database.ts';

/** How long a stream's row holds without its process renewing it: three pings. */
export const STREAM_LEASE_SECONDS = 75;

/**
 * The open event streams of every web process, counted per holder (an account, a frame) in the
 * database, so a cap holds however many processes serve one person. Each process renews the rows of
 * its open streams with its pings; a process that died leaves rows that lapse within the lease.
 */
export interface StreamLeases {
  /** A lease for one more stream of `holder`, or null when it holds `max` already. */
  take(holder: string, max: number): Promise<number | null>;
  /** Moves the leases of these open streams on, and forgets lapsed ones (a dead process's). */
  renew(ids: readonly number[]): Promise<void>;
  give(id: number): Promise<void>;
}

export function createStreamLeases(db: Database, clock: Clock): StreamLeases {
  const now = () => clock.now().toISOString();
  const expiry = () => new Date(clock.now().getTime() + STREAM_LEASE_SECONDS * 1000).toISOString();
  const isPostgres = dialectOf(db) === 'postgres';

  return {
    take(holder, max) {
      return db.transaction().execute(async (trx) => {
        // Two processes counting at once would both see room: one at a time per holder. (SQLite's
        // one writer is that already.)
        if (isPostgres) await sql`SELECT pg_advisory_xact_lock(hashtext(${`stream:${holder}`}))`.execute(trx);
        const { held } = await trx
          .selectFrom('stream_leases')
          .select((eb) => eb.fn.countAll<number | string>().as('held'))
          .where('holder', '=', holder)
          .where('expires_at', '>', now())
          .executeTakeFirstOrThrow();
        if (Number(held) >= max) return null;
        const { id } = await trx
          .insertInto('stream_leases')
          .values({ holder, expires_at: expiry() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
    },

    async renew(ids) {
      if (ids.length > 0) {
        await db.updateTable('stream_leases').set({ expires_at: expiry() }).where('id', 'in', ids).execute();
      }
      await db.deleteFrom('stream_leases').where('expires_at', '<=', now()).execute();
    },

    async give(id) {
      await db.deleteFrom('stream_leases').where('id', '=', id).execute();
    },
  };
}
