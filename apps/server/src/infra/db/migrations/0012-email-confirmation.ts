import type { Kysely } from 'kysely';

/**
 * A login address is proved by a mailed link before anything mailed to it is bound to the account,
 * and a changed address waits as `pending_email` until its own link is opened. Accounts that exist
 * already start unconfirmed: nobody ever proved their address.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();

  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the link was mailed to: it confirms that address only, not a later one.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_confirmations_user_id_idx').on('email_confirmations').column('user_id').execute();
}
