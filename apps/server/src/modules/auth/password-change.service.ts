import { checkConfirmation, checkPassword, collectIssues, type PasswordChangeForm } from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import type { AccountService } from '../account/account.service.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { CurrentPasswordCheck } from './current-password.ts';
import type { SessionService } from './session.service.ts';

/**
 * A signed-in person changes their password: the current one first, then the rules of spec section 5
 * and the confirmation. Every other session of the account ends (a thief's included) and reset links
 * already mailed stop working; the session that made the change stays signed in.
 */
export function createPasswordChangeService(deps: {
  repo: AuthRepo;
  accounts: AccountService;
  currentPassword: CurrentPasswordCheck;
  clock: Clock;
  sessions: Pick<SessionService, 'announceEnded'>;
}) {
  return {
    async changePassword(
      userId: number,
      form: PasswordChangeForm,
      client: { ip: string; sessionToken: string | null },
    ): Promise<void> {
      const user = await deps.accounts.findById(userId);
      if (!user) throw new AppError('unauthorized');
      await deps.currentPassword.requireCurrentPassword(user, form.old_password, {
        field: 'old_password',
        ip: client.ip,
      });
      const errors = collectIssues({
        password: checkPassword(form.password, user.username),
        password_confirm: checkConfirmation(form.password, form.password_confirm, 'passwordConfirm'),
      });
      if (errors.length > 0) throw validationFailed(errors);
      await deps.repo.changePassword({
        userId,
        passwordHash: await hashPassword(form.password),
        keepSessionId: client.sessionToken ? sha256(client.sessionToken) : null,
        now: deps.clock.now().toISOString(),
      });
      await deps.sessions.announceEnded(userId);
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
