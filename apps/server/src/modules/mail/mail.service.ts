import type { Locale } from '@kinframe/contract';
import type { Database } from '../../infra/db/database.ts';
import { listOutbox, type Mailer } from '../../infra/mailer/index.ts';
import { albumInvitationMail, downloadReadyMail, passwordResetMail } from './mail.templates.ts';

/** The mails the product sends, each rendered in the recipient's language. */
export function createMailService(deps: { mailer: Mailer; db: Database }) {
  const { mailer, db } = deps;
  return {
    async sendPasswordReset(recipient: { email: string; name: string; locale: Locale }, link: string, minutes: number) {
      await mailer.send(
        passwordResetMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, link, minutes }),
      );
    },

    async sendDownloadReady(
      recipient: { email: string; name: string; locale: Locale },
      download: { link: string; itemCount: number; expiresAt: Date },
    ) {
      await mailer.send(
        downloadReadyMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...download }),
      );
    },

    /** An album invitation: `recipient.name` null when the person has no account yet. */
    async sendAlbumInvitation(
      recipient: { email: string; name: string | null; locale: Locale },
      invitation: { inviter: string; album: string; link: string },
    ) {
      await mailer.send(
        albumInvitationMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...invitation }),
      );
    },

    /** The development mailbox: what the outbox holds, newest first. */
    listMailbox: (limit: number) => listOutbox(db, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
