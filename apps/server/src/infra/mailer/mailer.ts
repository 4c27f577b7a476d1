import type { AnyJobDefinition } from '../queue/job.ts';

/** One outgoing mail, already rendered in the recipient's language. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes instead of MAIL_FROM (a support ticket's address). */
  replyTo?: string;
}

/**
 * Where mail goes. `send` only writes the mail to the outbox (quick, and never fails because a mail
 * server is slow or down); with SMTP configured, the `jobs` deliver it, retrying with backoff.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The background work that delivers, for the worker (none without SMTP). */
  jobs: AnyJobDefinition[];
  close?(): Promise<void>;
}
