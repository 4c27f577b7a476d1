import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Operators: the accounts that moderate the community and run competitions, made one with
 * `npm run admin -- operator:grant`. Every moderation an operator does is a row of
 * `operator_actions`, kept when the post or account it was about is gone (no foreign keys on the
 * subject), so the log still says who did what.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_operator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withIdColumn(db, db.schema.createTable('operator_actions'))
    .addColumn('operator_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_actions_subject')
    .on('operator_actions')
    .columns(['subject_kind', 'subject_id'])
    .execute();
}
