import type { Kysely } from 'kysely';

/**
 * A shuffled frame's cycle, kept by the server so that every device of the frame plays the same
 * order and a restarted one resumes where it was: the cycle's number, when it began, and its order
 * (item ids as JSON), which changes within the cycle only as items come and go. One row per frame,
 * kept apart from `frames` so that the device's token look-up does not read thousands of ids.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frame_cycles')
    .addColumn('frame_id', 'integer', (c) => c.primaryKey().references('frames.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('item_ids', 'text', (c) => c.notNull())
    .execute();
}
