import type { Kysely } from 'kysely';

/**
 * What a notification is about, so it can show it and be settled with it: `subject` names the thing
 * (`album:12`, `held_mail:7`, `person:3`), `item_ids` the photos it pictures (JSON, newest first, a
 * few at most), `resolved_at` when its subject was dealt with (an invitation answered, a held mail
 * approved or denied): it is read from then on, and offers no answer any more.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('subject', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('item_ids', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('resolved_at', 'text').execute();
  await db.schema
    .createIndex('notifications_subject_idx')
    .on('notifications')
    .columns(['user_id', 'subject'])
    .execute();
}
