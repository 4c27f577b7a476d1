import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

export type { Mail, Mailer } from './mailer.ts';
export { listOutbox } from './outbox.ts';

/** SMTP when SMTP_URL is set, else the outbox table. */
export function createMailer(config: Config, db: Database, clock: Clock): Promise<Mailer> | Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, clock);
}
