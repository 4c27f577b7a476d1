import type { Kysely } from 'kysely';

/**
 * A deleted item goes to the Trash first: it keeps its row (and so its albums, frames and tags,
 * which come back with it) with the time it was trashed, and leaves every listing until restored;
 * a daily job deletes what has been there longer than TRASH_DAYS.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_items').addColumn('trashed_at', 'text').execute();
  await db.schema
    .createIndex('library_items_trash_idx')
    .on('library_items')
    .columns(['owner_id', 'trashed_at', 'id'])
    .execute();
  await db.schema.createIndex('library_items_trashed_at_idx').on('library_items').column('trashed_at').execute();
}
