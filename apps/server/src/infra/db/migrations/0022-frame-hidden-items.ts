import type { Kysely } from 'kysely';

/**
 * Photos and videos hidden from one frame by a tap on that frame ("Hide from this frame"): the
 * playlist leaves them out until the owner shows them again from the frames page. One row per frame
 * and item; both sides cascade, so a removed frame or a deleted item leaves nothing behind.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frame_hidden_items')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_hidden_items_pkey', ['frame_id', 'item_id'])
    .execute();
  // The frames page lists a frame's hidden items, the latest hidden first.
  await db.schema
    .createIndex('frame_hidden_items_hidden_idx')
    .on('frame_hidden_items')
    .columns(['frame_id', 'hidden_at', 'item_id'])
    .execute();
  // A deleted item's rows are found by item (the cascade), not by frame.
  await db.schema.createIndex('frame_hidden_items_item_idx').on('frame_hidden_items').column('item_id').execute();
}
