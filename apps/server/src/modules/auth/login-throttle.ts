import { LIMITS } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';

/**
 * Wrong passwords. Only failures count: fifty people signing in correctly from one office address
 * all get in. An address that fails LIMITS.login.attempts times within LIMITS.login.windowMinutes on
 * one account is refused for that account, and one that fails as often across accounts is refused
 * for all; the owner signing in from anywhere else is never locked out by someone guessing their
 * password.
 */
export function createLoginThrottle(deps: { limits: RateLimits }) {
  const rulesOf = (account: string, ip: string) =>
    [`login:${account}|ip:${ip}`, `login-ip:${ip}`].map((key) => ({
      key,
      max: LIMITS.login.attempts,
      windowMinutes: LIMITS.login.windowMinutes,
    }));

  return {
    /**
     * Throws login_throttled before `check` runs when the address has failed too often; otherwise
     * runs it, counts a failure when it answers false, and passes its answer on. `account` is the
     * account's email (or what was typed, when no account has it).
     */
    async attempt(account: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const rules = rulesOf(account, ip);
      if (await deps.limits.findExceeded(rules)) throw new AppError('login_throttled');
      const isRight = await check();
      if (!isRight) await deps.limits.record(rules.map((rule) => rule.key));
      return isRight;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
