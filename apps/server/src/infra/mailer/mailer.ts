/** One outgoing mail, already rendered in the recipient's language. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: the outbox table (embedded default) or an SMTP server. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
