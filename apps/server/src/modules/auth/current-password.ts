import { collectIssues, FIELD_LABELS, type Issue } from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import { verifyPassword } from '../../infra/security/passwords.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * The current password, asked again before a change to how one gets in or to what one keeps
 * (profile, password, deletion). Each wrong try counts against the login throttle of the account at
 * that address, so a borrowed session cannot be used to guess the password behind it.
 */
export function createCurrentPasswordCheck(deps: { throttle: LoginThrottle }) {
  return {
    /** `field` names the form field the answer points at (`old_password`, `password`). */
    async requireCurrentPassword(user: UserRow, password: string, options: { field: string; ip: string }) {
      const fail = (issue: Issue) => collectIssues({ [options.field]: issue });
      if (password === '') {
        throw validationFailed(fail({ code: 'field_required', params: { field: FIELD_LABELS.oldPassword } }));
      }
      if (!(await deps.throttle.attempt(user.email, options.ip, () => verifyPassword(user.password_hash, password)))) {
        throw new AppError('password_incorrect', undefined, fail({ code: 'password_incorrect' }));
      }
    },
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
