import { type Kysely, sql } from 'kysely';

/**
 * What the console's People tab shows and changes of an account: `sign_in_disabled_at`, set when an
 * operator turned its sign-in off (null: it may sign in), and `last_active_at`, the last sign-in or
 * visit, written when a session starts or is extended (at most once a day), so a list of people
 * reads it from their row. A server that already has sessions starts from the newest one's visit.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sign_in_disabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  await sql`update users set last_active_at = (select max(sessions.last_seen_at) from sessions where sessions.user_id = users.id)`.execute(
    db,
  );
}
