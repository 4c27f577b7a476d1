import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Notifications: what happened that someone should hear of, kept per person until read.
 * `group_key` lets a run of the same news (photos added to one album by one person) stay one row
 * whose count grows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // JSON of the values its text needs.
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_group_idx')
    .on('notifications')
    .columns(['user_id', 'type', 'group_key'])
    .execute();
}
