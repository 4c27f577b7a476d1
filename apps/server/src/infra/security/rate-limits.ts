import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

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
export function createRateLimits(deps: { db: Database; clock: Clock }) {
  const { clock } = deps;
  const repo = createCountedEventsRepo(deps.db);
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

/** The counted events, one row per event and key (`login_attempts`, named for its first use). */
function createCountedEventsRepo(db: Database) {
  return {
    async countAttemptsSince(key: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('key', '=', key)
        .where('attempted_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertAttempts(keys: string[], at: string): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values(keys.map((key) => ({ key, attempted_at: at })))
        .execute();
    },

    async deleteAttemptsBefore(before: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
    },
  };
}
