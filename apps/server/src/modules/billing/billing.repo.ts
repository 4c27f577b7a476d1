import type { Insertable } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type { SubscriptionRow, SubscriptionsTable } from '../../infra/db/schema.ts';

export type SubscriptionValues = Omit<Insertable<SubscriptionsTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** Reading and writing one account's subscription row; also what a webhook's transaction uses. */
function subscriptionRows(db: Database) {
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
  };
}

export type SubscriptionRows = ReturnType<typeof subscriptionRows>;

/** The subscriptions table (one row per user, the plan they are on now) and the webhook events seen. */
export function createBillingRepo(db: Database) {
  return {
    ...subscriptionRows(db),

    findByCustomerId(customerId: string): Promise<SubscriptionRow | undefined> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider_customer_id', '=', customerId)
        .executeTakeFirst();
    },

    /**
     * Links the provider's customer to the account unless one is linked already; answers the one
     * that is linked after, so two checkouts started at once end up on the same customer.
     */
    async linkCustomer(userId: number, customerId: string, now: string): Promise<string> {
      await db
        .updateTable('subscriptions')
        .set({ provider_customer_id: customerId, updated_at: now })
        .where('user_id', '=', userId)
        .where('provider_customer_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('subscriptions')
        .select('provider_customer_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.provider_customer_id ?? customerId;
    },

    /**
     * Runs `apply` once per webhook event id: the id is recorded in the same transaction as the
     * change, so a replay (or a retry of an event already applied) changes nothing, and a failure
     * leaves the event unrecorded for the provider's next retry. false: seen before.
     */
    async applyEventOnce(
      event: { id: string; type: string },
      now: string,
      apply: (rows: SubscriptionRows) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('billing_events')
          .values({ event_id: event.id, type: event.type, processed_at: now })
          .onConflict((conflict) => conflict.column('event_id').doNothing())
          .executeTakeFirst();
        if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await apply(subscriptionRows(trx));
        return true;
      });
    },

    async isEventProcessed(eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('billing_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The subscriptions of many users at once (the console's list of people). */
    subscriptionsOf(userIds: readonly number[]): Promise<SubscriptionRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('subscriptions').selectAll().where('user_id', 'in', userIds).execute();
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
