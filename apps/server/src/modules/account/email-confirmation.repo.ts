import { type Database, dialectOf } from '../../infra/db/database.ts';
import type { EmailConfirmationsTable } from '../../infra/db/schema.ts';

/** Confirmation links (as hashes) and the two address columns of users they settle. */
export function createEmailConfirmationRepo(db: Database) {
  const isPostgres = dialectOf(db) === 'postgres';
  return {
    async insertLink(link: EmailConfirmationsTable): Promise<void> {
      await db.insertInto('email_confirmations').values(link).execute();
    },

    findUsableLink(tokenHash: string, now: string) {
      return db
        .selectFrom('email_confirmations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async setPendingEmail(userId: number, email: string | null, now: string): Promise<void> {
      await db.updateTable('users').set({ pending_email: email, updated_at: now }).where('id', '=', userId).execute();
    },

    /** The login address as it is, proved some other way; false when it already was. */
    async markConfirmed(userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_confirmed_at: now })
        .where('id', '=', userId)
        .where('email_confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Confirms `email` for the account, all or nothing: the login address becomes `email` (when it
     * was the pending one), and every link of the account dies. False when the account's addresses
     * no longer include `email` (changed again since the link was sent). Throws on an address another
     * account took meanwhile (the unique key on users.email).
     */
    async confirm(userId: number, email: string, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'pending_email'])
          .where('id', '=', userId)
          .$if(isPostgres, (query) => query.forUpdate())
          .executeTakeFirst();
        if (!user || (user.email !== email && user.pending_email !== email)) return false;
        await trx
          .updateTable('users')
          .set({
            email,
            pending_email: user.pending_email === email ? null : user.pending_email,
            email_confirmed_at: now,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
        return true;
      });
    },
  };
}

export type EmailConfirmationRepo = ReturnType<typeof createEmailConfirmationRepo>;
