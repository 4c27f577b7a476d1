import { LIMITS } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { AuthRepo } from './auth.repo.ts';

/**
 * Wrong passwords, counted in the database so every process behind a load balancer counts the same
 * ones. Only failures count: fifty people signing in correctly from one office address all get in.
 * An address that fails LIMITS.login.attempts times within LIMITS.login.windowMinutes on one account
 * is refused for that account, and one that fails as often across accounts is refused for all; the
 * owner signing in from anywhere else is never locked out by someone guessing their password.
 */
export function createLoginThrottle(deps: { repo: AuthRepo; clock: Clock }) {
  const { repo, clock } = deps;
  const keysOf = (account: string, ip: string) => [`account:${account}|ip:${ip}`, `ip:${ip}`];
  const windowStart = () => addMinutes(clock.now(), -LIMITS.login.windowMinutes).toISOString();

  async function assertAllowed(account: string, ip: string): Promise<void> {
    const since = windowStart();
    for (const key of keysOf(account, ip)) {
      if ((await repo.countAttemptsSince(key, since)) >= LIMITS.login.attempts) throw new AppError('login_throttled');
    }
  }

  async function recordFailure(account: string, ip: string): Promise<void> {
    await repo.deleteAttemptsBefore(windowStart());
    await repo.insertAttempts(keysOf(account, ip), clock.now().toISOString());
  }

  return {
    /**
     * Throws login_throttled before `check` runs when the address has failed too often; otherwise
     * runs it, counts a failure when it answers false, and passes its answer on. `account` is the
     * account's email (or what was typed, when no account has it).
     */
    async attempt(account: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      await assertAllowed(account, ip);
      const isRight = await check();
      if (!isRight) await recordFailure(account, ip);
      return isRight;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
