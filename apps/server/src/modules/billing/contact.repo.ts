import type { Database } from '../../infra/db/database.ts';

/** Contact-us messages sent, one row each (the text goes by mail): counted for the hourly limit. */
export function createContactRepo(db: Database) {
  return {
    async countSentSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('sent_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async recordSent(userId: number, sentAt: string): Promise<void> {
      await db.insertInto('contact_messages').values({ user_id: userId, sent_at: sentAt }).execute();
    },

    /** Rows older than any window still counted. */
    async deleteSentBefore(before: string): Promise<void> {
      await db.deleteFrom('contact_messages').where('sent_at', '<', before).execute();
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
