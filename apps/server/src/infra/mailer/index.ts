import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../queue/index.ts';
import type { MailerConfig } from './mailer.settings.ts';
import type { Mailer } from './mailer.ts';
import { createOutbox } from './outbox.ts';
import { createSendMailJob } from './send-mail.job.ts';
import { createSmtpTransport } from './smtp.ts';

export type { Mail, Mailer } from './mailer.ts';
export { createOutbox, listOutbox, listUndelivered } from './outbox.ts';

/**
 * Every mail is written to the outbox by the request that sends it. With SMTP_URL, a send-mail job
 * per mail delivers it (retried with backoff; the request never waits on a mail server); without,
 * the outbox is the mailbox.
 */
export async function createMailer(
  config: MailerConfig,
  db: Database,
  clock: Clock,
  queue: JobQueue,
  /** Queues the delivery once the command that wrote the mail commits (none is sent for an undone one). */
  afterCommit: (effect: () => Promise<unknown>) => Promise<unknown>,
): Promise<Mailer> {
  const outbox = createOutbox(db, clock);
  if (!config.smtpUrl) {
    return { jobs: [], send: async (mail) => void (await outbox.add(mail, 'mailbox')) };
  }
  const transport = await createSmtpTransport(config.smtpUrl, config.mailFrom);
  const sendMail = createSendMailJob({ outbox, transport, retrySeconds: config.mailRetrySeconds });
  return {
    jobs: [sendMail],
    async send(mail) {
      const outboxId = await outbox.add(mail, 'smtp');
      await afterCommit(() => queue.send(sendMail, { outboxId }));
    },
    async close() {
      transport.close();
    },
  };
}
