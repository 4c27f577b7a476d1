import type { Kysely } from 'kysely';

/**
 * Mails to the operator are counted with every other limited event (`login_attempts`, by
 * infra/security/rate-limits.ts), so their own table goes. An hour's count restarts once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
