import type { Kysely } from 'kysely';

/**
 * When a frame's event stream closed: from then on it counts as offline at once, not only once its
 * last sign of life is old. Any later sign of life (a heartbeat, a new stream) is newer, and counts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frames').addColumn('left_at', 'text').execute();
}
