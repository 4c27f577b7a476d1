import { LIMITS } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { AuthRepo } from './auth.repo.ts';

/**
 * At most LIMITS.login.attempts logins per LIMITS.login.windowMinutes for one account and for one
 * IP address. The attempts are rows in the database, so every process behind a load balancer
 * counts the same ones. A refused attempt is not counted: the lock lifts once the window passes.
 */
export function createLoginThrottle(deps: { repo: AuthRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Throws login_throttled, or records this attempt against both keys. `account` is its email. */
    async admitAttempt(account: string, ip: string): Promise<void> {
      const now = clock.now();
      const windowStart = addMinutes(now, -LIMITS.login.windowMinutes).toISOString();
      const keys = [`account:${account}`, `ip:${ip}`];
      for (const key of keys) {
        if ((await repo.countAttemptsSince(key, windowStart)) >= LIMITS.login.attempts) {
          throw new AppError('login_throttled');
        }
      }
      await repo.deleteAttemptsBefore(windowStart);
      await repo.insertAttempts(keys, now.toISOString());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
