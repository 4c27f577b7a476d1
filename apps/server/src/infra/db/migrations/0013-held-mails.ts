import type { Kysely } from 'kysely';

/**
 * Why a mail is held: its sender is new to the person, or an approved sender's address came on a
 * mail that could not prove it was theirs (SPF, DKIM, DMARC). Mails held before this were all new.
 * And how large each held picture is, so the bytes one person holds for strangers are bounded.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('held_mails')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo('new_sender'))
    .execute();
  await db.schema
    .alterTable('held_mail_pictures')
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
