import type { Locale } from '@kinframe/contract';
import type { Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/database.ts';
import { createOutbox, listOutbox, type Mailer } from '../../infra/mailer/index.ts';
import {
  accountDeletedMail,
  albumInvitationMail,
  contactMessageMail,
  downloadReadyMail,
  emailConfirmationMail,
  frameGiftMail,
  friendRequestMail,
  passwordResetMail,
  supportRequestMail,
} from './mail.templates.ts';

/** The mails the product sends, each rendered in the recipient's language. */
export function createMailService(deps: { mailer: Mailer; db: Database; clock: Clock }) {
  const { mailer, db } = deps;
  return {
    async sendPasswordReset(recipient: { email: string; name: string; locale: Locale }, link: string, minutes: number) {
      await mailer.send(
        passwordResetMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, link, minutes }),
      );
    },

    /** A link proving `recipient.email`: the account's own address, or the one it is changing to. */
    async sendEmailConfirmation(
      recipient: { email: string; name: string; locale: Locale },
      confirmation: { link: string; hours: number; isChange: boolean },
    ) {
      await mailer.send(
        emailConfirmationMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...confirmation }),
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

    /** A friend request: `recipient.name` null when the person has no account yet. */
    async sendFriendRequest(
      recipient: { email: string; name: string | null; locale: Locale },
      request: { inviter: string; link: string },
    ) {
      await mailer.send(
        friendRequestMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...request }),
      );
    },

    /** A frame set up as a gift: `recipient.name` null when the person has no account yet. */
    async sendFrameGift(
      recipient: { email: string; name: string | null; locale: Locale },
      gift: { giver: string; frame: string; albums: string[]; message: string; link: string },
    ) {
      await mailer.send(
        frameGiftMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...gift }),
      );
    },

    /** The contact-us form, to the operator's address (CONTACT_EMAIL). */
    async sendContactMessage(
      operatorEmail: string,
      message: {
        locale: Locale;
        sender: { name: string; username: string; email: string };
        plan: string;
        subject: string | null;
        message: string;
      },
    ) {
      await mailer.send(contactMessageMail({ to: operatorEmail, ...message }));
    },

    /** Hub > Support: a request or a follow-up, to the operator, answered by replying to it. */
    async sendSupportRequest(request: Parameters<typeof supportRequestMail>[0]) {
      await mailer.send(supportRequestMail(request));
    },

    /** After an account was deleted: to the address it had, in its language. */
    async sendAccountDeleted(recipient: { email: string; name: string; locale: Locale }, username: string) {
      await mailer.send(
        accountDeletedMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, username }),
      );
    },

    /** The development mailbox: what the outbox holds, newest first. */
    listMailbox: (limit: number) => listOutbox(db, limit),

    /** Mails SMTP never took after days of retries leave the outbox (the worker's sweep). */
    pruneUndelivered: () => createOutbox(db, deps.clock).pruneUndelivered(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
