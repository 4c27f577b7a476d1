import { CONTACT_LIMITS } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/database.ts';

/**
 * What a person may mail the operator (CONTACT_EMAIL): the contact-us form and Hub > Support share
 * one budget of CONTACT_LIMITS.perHour mails an hour, since both fill the same inbox. Each mail is a
 * row of contact_messages (the text goes by mail), counted in the database so every process agrees.
 */
export function createOperatorMailLimit(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Refuses with contact_throttled once the hour's mails are sent; else counts this one. Counted
     * before sending: a mail server that fails after accepting must not lift the limit.
     */
    async take(userId: number): Promise<void> {
      const now = clock.now();
      const hourAgo = addMinutes(now, -60).toISOString();
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('sent_at', '>=', hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= CONTACT_LIMITS.perHour) {
        throw new AppError('contact_throttled', { max: CONTACT_LIMITS.perHour });
      }
      await db.insertInto('contact_messages').values({ user_id: userId, sent_at: now.toISOString() }).execute();
      // Rows older than the window counted are of no more use.
      await db.deleteFrom('contact_messages').where('sent_at', '<', hourAgo).execute();
    },
  };
}

export type OperatorMailLimit = ReturnType<typeof createOperatorMailLimit>;
