import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Billing: what a paid subscription needs beyond the plan (trial end, period end, a
 * cancellation pending at period end, when a payment started failing, the provider's customer, the
 * one trial an account gets), the webhook events already processed (a replay changes nothing), and
 * the contact-us messages sent (counted for the hourly limit; their text goes by mail, not here).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  const columns: [string, 'text' | 'integer'][] = [
    ['trial_end_date', 'text'],
    ['current_period_end', 'text'],
    ['past_due_since', 'text'],
    ['provider_customer_id', 'text'],
    ['trial_used_at', 'text'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('subscriptions').addColumn(name, type).execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_customer_id_key')
    .unique()
    .on('subscriptions')
    .column('provider_customer_id')
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('contact_messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_user_id_sent_at_idx')
    .on('contact_messages')
    .columns(['user_id', 'sent_at'])
    .execute();
}
