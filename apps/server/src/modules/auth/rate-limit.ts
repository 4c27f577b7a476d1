import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { AuthRepo } from './auth.repo.ts';

/** At most `max` events under `key` within `windowMinutes`. */
export interface RateRule {
  key: string;
  max: number;
  windowMinutes: number;
}

/** Counted events older than this are pruned: no rule looks further back. */
const LONGEST_WINDOW_MINUTES = 24 * 60;

/**
 * Counts events (wrong passwords, reset mails, existence checks) as rows in the database, so every
 * process behind a load balancer counts the same ones, and refuses past a rule's limit.
 */
export function createRateLimits(deps: { repo: AuthRepo; clock: Clock }) {
  const { repo, clock } = deps;
  const since = (minutes: number) => addMinutes(clock.now(), -minutes).toISOString();

  async function isOver(rule: RateRule): Promise<boolean> {
    return (await repo.countAttemptsSince(rule.key, since(rule.windowMinutes))) >= rule.max;
  }

  return {
    isOver,

    /** The first rule already at its limit, or null. */
    async findExceeded(rules: RateRule[]): Promise<RateRule | null> {
      for (const rule of rules) if (await isOver(rule)) return rule;
      return null;
    },

    async record(keys: string[]): Promise<void> {
      await repo.deleteAttemptsBefore(since(LONGEST_WINDOW_MINUTES));
      await repo.insertAttempts(keys, clock.now().toISOString());
    },

    /** Refuses with `requests_throttled` when a rule is at its limit, else counts this event under every rule. */
    async take(rules: RateRule[]): Promise<void> {
      const exceeded = await this.findExceeded(rules);
      if (exceeded) throw new AppError('requests_throttled', { max: exceeded.max, minutes: exceeded.windowMinutes });
      await this.record(rules.map((rule) => rule.key));
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
