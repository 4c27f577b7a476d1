import type { Database } from '../../infra/db/database.ts';
import type { EmailSenderRow, UserSettingsRow } from '../../infra/db/schema.ts';

export type SettingsValues = Omit<UserSettingsRow, 'user_id' | 'updated_at'>;

export const DEFAULT_SETTINGS: SettingsValues = {
  default_album_id: null,
  auto_accept_friends: 0,
  email_filter: 0,
  email_album_id: null,
};

/** The settings row (made on the first change), the email allow-list and the connected sources. */
export function createSettingsRepo(db: Database) {
  return {
    async findSettings(userId: number): Promise<SettingsValues> {
      const row = await db
        .selectFrom('user_settings')
        .select(['default_album_id', 'auto_accept_friends', 'email_filter', 'email_album_id'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? DEFAULT_SETTINGS;
    },

    /** Writes only the columns given; the others keep their value (or their default on a new row). */
    async saveSettings(userId: number, changes: Partial<SettingsValues>, now: string): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .insertInto('user_settings')
        .values({ ...DEFAULT_SETTINGS, ...changes, user_id: userId, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
        .execute();
    },

    /** Newest first, by keyset on id. */
    listSenders(userId: number, beforeId: number | null, limit: number): Promise<EmailSenderRow[]> {
      return db
        .selectFrom('email_senders')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(beforeId !== null, (query) => query.where('id', '<', beforeId ?? 0))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findSender(userId: number, address: string): Promise<EmailSenderRow | undefined> {
      return db
        .selectFrom('email_senders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('address', '=', address)
        .executeTakeFirst();
    },

    /** Approves or blocks a sender, whatever it was before. */
    async saveSender(userId: number, address: string, status: EmailSenderRow['status'], now: string): Promise<void> {
      await db
        .insertInto('email_senders')
        .values({ user_id: userId, address, status, created_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'address']).doUpdateSet({ status }))
        .execute();
    },

    async deleteSender(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('email_senders')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
