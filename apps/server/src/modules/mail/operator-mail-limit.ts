import { CONTACT_LIMITS } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';

/**
 * What a person may mail the operator (CONTACT_EMAIL): the contact-us form and Hub > Support share
 * one budget of CONTACT_LIMITS.perHour mails an hour, since both fill the same inbox. Counted with
 * every other event (the text goes by mail), so every process agrees.
 */
export function createOperatorMailLimit(limits: RateLimits) {
  const ruleOf = (userId: number) => ({
    key: `operator-mail:${userId}`,
    max: CONTACT_LIMITS.perHour,
    windowMinutes: 60,
  });
  return {
    /**
     * Refuses with contact_throttled once the hour's mails are sent; else counts this one. Counted
     * before sending: a mail server that fails after accepting must not lift the limit.
     */
    async take(userId: number): Promise<void> {
      const rule = ruleOf(userId);
      if (await limits.isOver(rule)) throw new AppError('contact_throttled', { max: rule.max });
      await limits.record([rule.key]);
    },
  };
}

export type OperatorMailLimit = ReturnType<typeof createOperatorMailLimit>;
