import { type Kysely, sql } from 'kysely';

/**
 * The edit version an item's renditions show. An edit or a revert moves `edit_version` on at once,
 * while the renditions before it stay served (library, albums, frames) until the job has made the
 * new ones: the item never blinks out of a frame's playlist while its edit is being rendered.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('library_items')
    .addColumn('rendered_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('library_items').set({ rendered_version: sql`edit_version` }).execute();
}
