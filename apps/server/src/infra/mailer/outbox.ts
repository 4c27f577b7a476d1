import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * The embedded mailer: mails are rows in the `outbox` table instead of leaving the machine, so a
 * fresh install (and every test) can read them at /dev/mailbox without a mail server.
 */
export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(mail: Mail) {
      await db
        .insertInto('outbox')
        .values({ ...mail, created_at: clock.now().toISOString() })
        .execute();
    },
  };
}

/** The newest mails first. */
export function listOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
