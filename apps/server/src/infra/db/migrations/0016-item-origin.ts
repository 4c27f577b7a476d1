import type { Kysely } from 'kysely';

/**
 * Where an item came from, for the viewer's info panel: the person whose item it was copied from
 * (a shared album, a friend's message), and the address that mailed it in. Rows from before stay
 * without (null): their origin is not known.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('library_items')
    .addColumn('copied_from_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('library_items').addColumn('sender_email', 'text').execute();
}
