import type { Database } from '../../infra/db/database.ts';
import type { SubscriptionRow, SubscriptionsTable } from '../../infra/db/schema.ts';

export type SubscriptionValues = Omit<SubscriptionsTable, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** The subscriptions table: one row per user, the plan they are on now. */
export function createBillingRepo(db: Database) {
  return {
    findByUserId(userId: number): Promise<SubscriptionRow | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Insert or replace the user's subscription in one statement, safe when two writers race. */
    async upsert(userId: number, values: SubscriptionValues, now: string): Promise<void> {
      await db
        .insertInto('subscriptions')
        .values({ ...values, user_id: userId, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .execute();
    },

    /** Plan names of many users at once (the operator's user list). */
    async planNamesOf(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('subscriptions')
        .select(['user_id', 'plan_name'])
        .where('user_id', 'in', userIds)
        .execute();
      return new Map(rows.map((row) => [row.user_id, row.plan_name]));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
