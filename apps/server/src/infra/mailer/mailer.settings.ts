import { z } from 'zod';
import { optionalText, optionalTextThat, type Settings, type SettingValues } from '../settings/setting.ts';

/** Mail out: the product's mail domain, the SMTP server (else the outbox), and the development mailbox. */
export const MAILER_SETTINGS = {
  MAIL_DOMAIN: {
    schema: optionalText.default('kinframe.local').refine((domain) => /^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(domain), {
      message: 'must be a domain name such as kinframe.local',
    }),
    doc: "The product's own mail domain: every user receives photos at <username>@MAIL_DOMAIN.",
  },
  SMTP_URL: {
    schema: optionalTextThat((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL'),
    defaultText: '(unset: outbox)',
    doc: 'SMTP server for outgoing mail, e.g. `smtp://user:pass@mail.example.com:587`; the worker delivers it. Unset: mails are kept in the outbox table and shown at /dev/mailbox.',
    secret: 'url-password',
  },
  MAIL_FROM: {
    schema: optionalText,
    defaultText: 'Kinframe <no-reply@MAIL_DOMAIN>',
    doc: 'Sender of outgoing mail.',
  },
  MAIL_RETRY_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600).default(30),
    doc: 'With SMTP_URL: the wait before a failed mail is tried again, doubling after each failure (8 more tries, capped at an hour each). The worker delivers mail; a request never waits on the mail server.',
  },
  DEV_MAILBOX: {
    schema: z.enum(['loopback', 'on', 'off']).default('loopback'),
    doc: 'The development mailbox at /dev/mailbox (never in production): `loopback` serves it only when HOST is this machine and only to requests from it that did not pass a proxy; `on` to anyone who reaches the server; `off` never.',
  },
} satisfies Settings;

export type MailerConfig = ReturnType<typeof readMailerConfig>;

export function readMailerConfig(values: SettingValues<typeof MAILER_SETTINGS>) {
  const mailDomain = values.MAIL_DOMAIN.toLowerCase();
  return {
    mailDomain,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? `Kinframe <no-reply@${mailDomain}>`,
    /** The first wait before a failed mail is tried again (then doubling). */
    mailRetrySeconds: values.MAIL_RETRY_SECONDS,
    /** The development mailbox: see isMailboxServed. */
    devMailbox: values.DEV_MAILBOX,
  };
}
