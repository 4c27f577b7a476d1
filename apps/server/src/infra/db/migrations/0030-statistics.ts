import { type Kysely, sql } from 'kysely';

/**
 * Create > Statistics. What frames showed and how long they were online is kept as counts, as the
 * heartbeats report it (recounting is not possible: the beats themselves are not kept):
 * `frame_daily_stats` per frame and day (UTC), `item_show_counts` per frame and library item (all
 * time; NFT Art is not kept there). `frames.last_beat_at` is the last heartbeat counted, which the
 * next one's gap is measured from (`last_seen_at` also moves with the event stream).
 *
 * Library numbers are counted when asked, through the index below, which holds every column those
 * counts read (and the sum of a person's video bytes): one pass over it in its order counts 100,000
 * items in 10-20 ms on either database (bench/statistics.ts), so no kept counts must be kept
 * right on every upload, delete, import, failed ingest and account deletion.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frames').addColumn('last_beat_at', 'text').execute();

  await db.schema
    .createTable('frame_daily_stats')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asleep_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('frame_daily_stats_pkey', ['frame_id', 'day'])
    .execute();

  await db.schema
    .createTable('item_show_counts')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_show_counts_pkey', ['frame_id', 'item_id'])
    .execute();
  // An item's deletion removes its counts through this.
  await db.schema.createIndex('item_show_counts_item_idx').on('item_show_counts').column('item_id').execute();

  // The month of upload is a key of its own, so a count by kind, source and month reads the
  // owner's entries in group order (SQLite would otherwise sort all of them); the upload time
  // itself is kept too, as PostgreSQL's index-only scans need the plain column an expression reads.
  await sql`create index library_items_owner_stats_idx on library_items
    (owner_id, kind, source, substr(uploaded_at, 1, 7), status, uploaded_at, size_bytes)`.execute(db);
}
