import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from '../db/schema.ts';
import type { Mail } from './mailer.ts';

/** Rows the send-mail job could not deliver in this long are dropped: its retries ended long before. */
const UNDELIVERED_KEPT_DAYS = 7;

/**
 * The outbox table: every mail is a row first. `delivery: 'smtp'` rows wait for the send-mail job,
 * which deletes each once sent; `'mailbox'` rows are the mail itself when no SMTP server is
 * configured, so a fresh install (and every test) reads them at /dev/mailbox without a mail server.
 */
export function createOutbox(db: Database, clock: Clock) {
  return {
    async add({ replyTo, ...mail }: Mail, delivery: OutboxRow['delivery']): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          ...mail,
          reply_to: replyTo ?? null,
          delivery,
          last_error: null,
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(id: number): Promise<OutboxRow | undefined> {
      return db.selectFrom('outbox').selectAll().where('id', '=', id).where('delivery', '=', 'smtp').executeTakeFirst();
    },

    async noteFailure(id: number, error: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('outbox').where('id', '=', id).execute();
    },

    async pruneUndelivered(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - UNDELIVERED_KEPT_DAYS * 86_400_000).toISOString();
      await db.deleteFrom('outbox').where('delivery', '=', 'smtp').where('created_at', '<', cutoff).execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Mails the SMTP server has not taken yet, at least one try failed: each with its last error, newest
 * first, before the row of id `beforeId` when given. They leave once delivered or pruned.
 */
export function listUndelivered(db: Database, limit: number, beforeId: number | null): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('delivery', '=', 'smtp')
    .where('last_error', 'is not', null)
    .$if(beforeId !== null, (query) => query.where('id', '<', beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The development mailbox: mails kept because no SMTP server is configured, newest first. */
export function listOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('delivery', '=', 'mailbox')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
