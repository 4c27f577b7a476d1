import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Originals stored for an upload whose item row is not written yet. The row goes with the item; one
 * left behind names an original that a killed process stored for nobody, to be released at the
 * next start.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('pending_originals'))
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    // host:pid of the process storing it, so a later start knows whether its writer is gone.
    .addColumn('writer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
