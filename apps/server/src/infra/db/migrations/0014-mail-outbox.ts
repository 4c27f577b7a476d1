import type { Kysely } from 'kysely';

/**
 * Every mail is first a row of the outbox, written by the request that sends it; a `send-mail` job
 * delivers it over SMTP with retries and deletes it once sent. `delivery` says where a row goes:
 * 'smtp' (the job's), or 'mailbox' when no SMTP server is configured (the row is the mail, read at
 * /dev/mailbox). Rows from before were all mailbox rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('mailbox'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.createIndex('outbox_delivery_id_idx').on('outbox').columns(['delivery', 'id']).execute();
}
