import type { TestApp } from './harness.ts';

export interface MailboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Reads the outbox as the browser tests do, through /dev/mailbox.json. */
export async function mailsTo(t: TestApp, email: string): Promise<MailboxMail[]> {
  const { mails } = (await t.client().get('/dev/mailbox.json')).json() as { mails: MailboxMail[] };
  return mails.filter((mail) => mail.to === email);
}

/** The reset token of the newest reset mail to `email`. */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const token = mail?.text.match(/\/reset-pwd\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
}

/** The token of the newest address-confirmation link mailed to `email`. */
export async function confirmationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((each) => each.text.includes('/confirm-email?token='));
  const token = mail?.text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}
