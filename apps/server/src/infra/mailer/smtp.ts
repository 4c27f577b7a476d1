import type { Mail } from './mailer.ts';

/**
 * Real mail over SMTP (nodemailer), for any server the operator names in SMTP_URL. Bounded waits:
 * a server that does not answer fails the attempt, and the send-mail job tries again later.
 */
export async function createSmtpTransport(smtpUrl: string, from: string) {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(mail: Mail): Promise<void> {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close(): void {
      transport.close();
    },
  };
}

export type SmtpTransport = Awaited<ReturnType<typeof createSmtpTransport>>;
