import { checkConfirmation, checkPassword, collectIssues, pathOf, type ResetPasswordForm } from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import { recipientOf } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import type { EmailConfirmationService } from '../account/email-confirmation.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { SessionService } from './session.service.ts';

/** Reset mails: a person asks once or twice; more is someone flooding an inbox or probing accounts. */
const RESET_MAILS_PER_ACCOUNT = { max: 3, windowMinutes: 60 };
const RESET_REQUESTS_PER_ADDRESS = { max: 10, windowMinutes: 60 };

/**
 * A forgotten password: a random token mailed as a link, kept only as its hash, usable once and
 * only for RESET_TOKEN_TTL_MINUTES. Unknown, used and expired tokens all get the same answer.
 */
export function createPasswordResetService(deps: {
  repo: AuthRepo;
  limits: RateLimits;
  sessions: Pick<SessionService, 'announceEnded'>;
  emailConfirmation: Pick<EmailConfirmationService, 'confirmCurrent'>;
  accounts: AccountService;
  mail: MailService;
  clock: Clock;
  appUrl: string;
  ttlMinutes: number;
}) {
  const { repo, accounts, mail, clock, appUrl, ttlMinutes } = deps;

  async function requireUsableToken(token: string) {
    const row = token ? await repo.findUsableResetToken(sha256(token), clock.now().toISOString()) : undefined;
    if (!row) throw new AppError('reset_token_expired');
    return row;
  }

  return {
    /**
     * `identifier` is the account's email or its username. At most 3 mails an hour to one account
     * and 10 requests an hour from one client address, counted before anything is looked up.
     */
    async requestReset(identifier: string, ip: string): Promise<void> {
      await deps.limits.take([{ key: `reset-ip:${ip}`, ...RESET_REQUESTS_PER_ADDRESS }]);
      const user = identifier.trim() ? await accounts.findByLogin(identifier) : undefined;
      if (!user) throw new AppError('email_not_found');
      await deps.limits.take([{ key: `reset-account:${user.id}`, ...RESET_MAILS_PER_ACCOUNT }]);
      const token = randomToken();
      const now = clock.now();
      await repo.insertResetToken({
        token_hash: sha256(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: addMinutes(now, ttlMinutes).toISOString(),
      });
      const link = `${appUrl}${pathOf('resetPassword')}?token=${encodeURIComponent(token)}`;
      await mail.sendPasswordReset(recipientOf(user), link, ttlMinutes);
    },

    async validateToken(token: string): Promise<void> {
      await requireUsableToken(token);
    },

    async resetPassword(form: ResetPasswordForm): Promise<void> {
      const row = await requireUsableToken(form.token);
      const user = await accounts.findById(row.user_id);
      if (!user) throw new AppError('reset_token_expired');
      const errors = collectIssues({
        password: checkPassword(form.password, user.username),
        password_confirm: checkConfirmation(form.password, form.password_confirm, 'passwordConfirm'),
      });
      if (errors.length > 0) throw validationFailed(errors);
      const isReset = await repo.resetPassword({
        tokenHash: row.token_hash,
        userId: user.id,
        passwordHash: await hashPassword(form.password),
        now: clock.now().toISOString(),
      });
      if (!isReset) throw new AppError('reset_token_expired');
      await deps.sessions.announceEnded(user.id);
      // The link went to the login address, so whoever opened it holds that inbox.
      await deps.emailConfirmation.confirmCurrent(user.id);
    },
  };
}
