import { pathOf } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { Publish } from '../events.ts';
import type { MailService } from '../mail/mail.service.ts';
import { recipientOf } from './account.presenters.ts';
import type { AccountRepo } from './account.repo.ts';
import type { EmailConfirmationRepo } from './email-confirmation.repo.ts';

/** How long a mailed link works: long enough for a weekend away from the inbox. */
export const EMAIL_LINK_TTL_HOURS = 48;
/** Links mailed to one account: a person asks once or twice; more is someone flooding an inbox. */
const LINKS_PER_ACCOUNT = { max: 3, windowMinutes: 60 };

/**
 * Proving a login address by a mailed link. Until an address is proved, nothing that was mailed to
 * it (album invitations, friend requests) is bound to the account by the address alone, and a
 * changed address waits as pending while the old one keeps working. A link confirms only the address
 * it was sent to, only for the account signed in, and only within EMAIL_LINK_TTL_HOURS.
 */
export function createEmailConfirmationService(deps: {
  repo: EmailConfirmationRepo;
  accounts: AccountRepo;
  limits: RateLimits;
  mail: Pick<MailService, 'sendEmailConfirmation'>;
  clock: Clock;
  appUrl: string;
  /** `account.address.proved`: what was mailed to the address becomes the account's. */
  publish: Publish;
  transactions: UnitOfWork;
}) {
  const { repo, accounts, clock } = deps;

  async function requireAccount(userId: number): Promise<UserRow> {
    const user = await accounts.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  /** The address still to be proved: a pending change first, else an unconfirmed login address. */
  function addressToConfirm(user: UserRow): string | null {
    return user.pending_email ?? (user.email_confirmed_at === null ? user.email : null);
  }

  async function mailLink(user: UserRow, email: string): Promise<void> {
    await deps.limits.take([{ key: `email-link:${user.id}`, ...LINKS_PER_ACCOUNT }]);
    const token = randomToken();
    const now = clock.now();
    await repo.insertLink({
      token_hash: sha256(token),
      user_id: user.id,
      email,
      created_at: now.toISOString(),
      expires_at: addMinutes(now, EMAIL_LINK_TTL_HOURS * 60).toISOString(),
    });
    await deps.mail.sendEmailConfirmation(recipientOf(user, email), {
      link: `${deps.appUrl}${pathOf('confirm-email')}?token=${encodeURIComponent(token)}`,
      hours: EMAIL_LINK_TTL_HOURS,
      isChange: email !== user.email,
    });
  }

  return {
    /** Mails the link for the address still to be proved; nothing when there is none. */
    async sendLink(userId: number): Promise<void> {
      const user = await requireAccount(userId);
      const email = addressToConfirm(user);
      if (email !== null) await mailLink(user, email);
    },

    /** A changed login address: it waits, with its link mailed, until that link is opened. */
    async requestChange(userId: number, email: string): Promise<void> {
      const user = await requireAccount(userId);
      await repo.setPendingEmail(userId, email, clock.now().toISOString());
      await mailLink(user, email);
    },

    async cancelChange(userId: number): Promise<void> {
      await repo.setPendingEmail(userId, null, clock.now().toISOString());
    },

    /**
     * Opens a link. Another account's link, an unknown or expired one, and one for an address the
     * account no longer asks for all get the same answer.
     */
    confirm: (userId: number, token: string): Promise<void> =>
      deps.transactions.run(async () => {
        const link = token ? await repo.findUsableLink(sha256(token), clock.now().toISOString()) : undefined;
        if (!link || link.user_id !== userId) throw new AppError('email_link_invalid');
        let isConfirmed: boolean;
        try {
          isConfirmed = await repo.confirm(userId, link.email, clock.now().toISOString());
        } catch (error) {
          // Someone else signed up with the address after the change was asked for.
          if (isUniqueViolation(error)) throw new AppError('email_taken');
          throw error;
        }
        if (!isConfirmed) throw new AppError('email_link_invalid');
        await deps.publish('account.address.proved', { userId, email: link.email });
      }),

    /** The login address is proved another way (a password reset link mailed to it was used). */
    confirmCurrent: (userId: number): Promise<void> =>
      deps.transactions.run(async () => {
        const user = await requireAccount(userId);
        if (await repo.markConfirmed(userId, clock.now().toISOString())) {
          await deps.publish('account.address.proved', { userId, email: user.email });
        }
      }),
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
