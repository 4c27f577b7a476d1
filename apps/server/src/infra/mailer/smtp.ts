import type { Mail, Mailer } from './mailer.ts';

/** Real mail over SMTP (nodemailer), for any server the operator names in SMTP_URL. */
export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async close() {
      transport.close();
    },
  };
}
