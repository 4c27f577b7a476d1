import type { Locale } from '@kinframe/contract';
import type { Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/database.ts';
import { createOutbox, listOutbox, listUndelivered, type Mailer } from '../../infra/mailer/index.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import {
  accountDeletedMail,
  albumInvitationMail,
  contactMessageMail,
  downloadReadyMail,
  emailConfirmationMail,
  exportReadyMail,
  frameGiftMail,
  friendRequestMail,
  passwordResetMail,
  serverInvitationMail,
  supportRequestMail,
} from './mail.templates.ts';

/**
 * What one person may have the server mail in their name to an address without an account (friend
 * requests, album invitations and their resends, frame gifts): so many an hour from each sender,
 * and so many a day to each address whoever sends, counted in the database so every process
 * agrees. Account holders are told in the app as well, and say themselves what they get by mail.
 */
export const PERSONAL_MAIL_LIMITS = { perSenderHour: 30, perRecipientDay: 5 } as const;

/** The mails the product sends, each rendered in the recipient's language. */
export function createMailService(deps: { mailer: Mailer; db: Database; clock: Clock; limits: RateLimits }) {
  const { mailer, db } = deps;

  /**
   * Counts a mail `senderId` has the server send to `recipient`; refuses with requests_throttled
   * past a limit when the recipient has no account (`name` null).
   */
  async function takePersonalMail(senderId: number, recipient: { email: string; name: string | null }): Promise<void> {
    if (recipient.name !== null) return;
    const address = recipient.email;
    await deps.limits.take([
      { key: `mail-from:${senderId}`, max: PERSONAL_MAIL_LIMITS.perSenderHour, windowMinutes: 60 },
      {
        key: `mail-to:${address.trim().toLowerCase()}`,
        max: PERSONAL_MAIL_LIMITS.perRecipientDay,
        windowMinutes: 24 * 60,
      },
    ]);
  }

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

    async sendExportReady(
      recipient: { email: string; name: string; locale: Locale },
      libraryExport: { link: string; itemCount: number; expiresAt: Date },
    ) {
      await mailer.send(
        exportReadyMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...libraryExport }),
      );
    },

    /** An album invitation: `recipient.name` null when the person has no account yet. */
    async sendAlbumInvitation(
      senderId: number,
      recipient: { email: string; name: string | null; locale: Locale },
      invitation: { inviter: string; album: string; link: string },
    ) {
      await takePersonalMail(senderId, recipient);
      await mailer.send(
        albumInvitationMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...invitation }),
      );
    },

    /** A friend request: `recipient.name` null when the person has no account yet. */
    async sendFriendRequest(
      senderId: number,
      recipient: { email: string; name: string | null; locale: Locale },
      request: { inviter: string; link: string },
    ) {
      await takePersonalMail(senderId, recipient);
      await mailer.send(
        friendRequestMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...request }),
      );
    },

    /** A frame set up as a gift: `recipient.name` null when the person has no account yet. */
    async sendFrameGift(
      senderId: number,
      recipient: { email: string; name: string | null; locale: Locale },
      gift: { giver: string; frame: string; albums: string[]; message: string; link: string },
    ) {
      await takePersonalMail(senderId, recipient);
      await mailer.send(
        frameGiftMail({ to: recipient.email, locale: recipient.locale, name: recipient.name, ...gift }),
      );
    },

    /** An operator's invitation to sign up, to the address it is for (counted by the invitations module). */
    async sendInvitation(
      recipient: { email: string; locale: Locale },
      invitation: { inviter: string; server: string; link: string; expiresAt: Date },
    ) {
      await mailer.send(serverInvitationMail({ to: recipient.email, locale: recipient.locale, ...invitation }));
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

    /** The owner's console: mails SMTP has refused so far, each with its last error, newest first. */
    listUndelivered: (limit: number, beforeId: number | null) => listUndelivered(db, limit, beforeId),

    /** Mails SMTP never took after days of retries leave the outbox (the worker's sweep). */
    pruneUndelivered: () => createOutbox(db, deps.clock).pruneUndelivered(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
