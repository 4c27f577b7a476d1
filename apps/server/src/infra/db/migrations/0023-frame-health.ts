import type { Kysely } from 'kysely';

/**
 * A frame's health, as its heartbeats report it: what the player is doing (playing, asleep, paused,
 * still), when its slide last changed, and its last restart of itself and why; and when its owner
 * was told it is offline, so they are told once, and told again when it is back.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frames').addColumn('play_state', 'text').execute();
  await db.schema.alterTable('frames').addColumn('last_slide_at', 'text').execute();
  await db.schema.alterTable('frames').addColumn('recovered_at', 'text').execute();
  await db.schema.alterTable('frames').addColumn('recovery_reason', 'text').execute();
  await db.schema.alterTable('frames').addColumn('offline_notified_at', 'text').execute();
  // The sweep looks for frames not heard from since a day ago that nobody was told about yet.
  await db.schema.createIndex('frames_last_seen_at').on('frames').column('last_seen_at').execute();
}
