import type { Kysely } from 'kysely';

/**
 * Photos and videos sent straight to a frame ("show on a frame"), with no album: one row per frame
 * and item, sent again only moves `sent_at` (the playlist shows the newest sent first). Both sides
 * cascade: a removed frame or a deleted item leaves nothing behind.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frame_items')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_items_pkey', ['frame_id', 'item_id'])
    .execute();
  // The frame's list and its playlist, newest sent first.
  await db.schema
    .createIndex('frame_items_sent_idx')
    .on('frame_items')
    .columns(['frame_id', 'sent_at', 'item_id'])
    .execute();
  // A deleted item's rows are found by item (the cascade), not by frame.
  await db.schema.createIndex('frame_items_item_idx').on('frame_items').column('item_id').execute();
}
