import type { Kysely } from 'kysely';

/**
 * Edits kept with the item, never in place of its original: `edit` is the recipe as JSON text (the
 * contract's ZEditRecipe; null: the original as uploaded), `edit_version` counts the item's edits
 * and reverts. The renditions of an edit are stored under a folder named after that version, so a
 * changed edit is a new URL, and no browser or frame keeps showing the picture before it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_items').addColumn('edit', 'text').execute();
  await db.schema
    .alterTable('library_items')
    .addColumn('edit_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // "Save as a copy" shares an original under a second content hash: a delete asks whether any item
  // still points at the original by its key.
  await db.schema.createIndex('library_items_original_key_idx').on('library_items').column('original_key').execute();
}
