import type { Database } from '../../infra/db/database.ts';
import type { SessionsTable } from '../../infra/db/schema.ts';

/** The tables of getting in: sessions, login attempts, password reset tokens. */
export function createAuthRepo(db: Database) {
  return {
    // Sessions.
    async insertSession(session: SessionsTable): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    findLiveSession(id: string, now: string) {
      return db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'created_at', 'expires_at'])
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async extendSession(id: string, expiresAt: string, now: string): Promise<void> {
      await db.updateTable('sessions').set({ expires_at: expiresAt, last_seen_at: now }).where('id', '=', id).execute();
    },

    /** Ends one session; the id of its person, or null when it was not there. */
    async deleteSession(id: string): Promise<number | null> {
      const row = await db.deleteFrom('sessions').where('id', '=', id).returning('user_id').executeTakeFirst();
      return row?.user_id ?? null;
    },

    async deleteExpiredSessions(now: string): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },

    /** Ends every session of a person (their sign-in turned off). */
    async deleteSessionsOf(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** The person's last sign-in or visit, for the console's list of people. */
    async noteActive(userId: number, now: string): Promise<void> {
      await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
    },

    // Password reset tokens.
    async insertResetToken(token: { token_hash: string; user_id: number; created_at: string; expires_at: string }) {
      await db
        .insertInto('password_reset_tokens')
        .values({ ...token, used_at: null })
        .execute();
    },

    findUsableResetToken(tokenHash: string, now: string) {
      return db
        .selectFrom('password_reset_tokens')
        .select(['token_hash', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * The reset itself, all or nothing: the token is claimed with a conditional update (so of two
     * requests with one token only one wins), the password changes, every token of the user dies
     * and every session ends. Returns false when the token was no longer usable.
     */
    async resetPassword(options: { tokenHash: string; userId: number; passwordHash: string; now: string }) {
      const { tokenHash, userId, passwordHash, now } = options;
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        return true;
      });
    },

    /**
     * A password changed by its owner, all or nothing: the new hash, every unused reset token
     * voided, every session but `keepSessionId` (the one that made the change) ended.
     */
    async changePassword(options: { userId: number; passwordHash: string; keepSessionId: string | null; now: string }) {
      const { userId, passwordHash, keepSessionId, now } = options;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .$if(keepSessionId !== null, (query) => query.where('id', '!=', keepSessionId ?? ''))
          .execute();
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
