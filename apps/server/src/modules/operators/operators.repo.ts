import type { Database } from '../../infra/db/database.ts';
import type { OperatorActionRow } from '../../infra/db/schema.ts';

/** Who operates, and the log of what operators did. */
export function createOperatorsRepo(db: Database) {
  return {
    async isOperator(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('is_operator').where('id', '=', userId).executeTakeFirst();
      return row?.is_operator === 1;
    },

    async setOperator(userId: number, isOperator: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ is_operator: isOperator ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },

    async listOperators(): Promise<{ id: number; email: string; username: string }[]> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'username'])
        .where('is_operator', '=', 1)
        .orderBy('id', 'asc')
        .execute();
    },

    async record(action: Omit<OperatorActionRow, 'id'>): Promise<void> {
      await db.insertInto('operator_actions').values(action).execute();
    },

    /** The newest actions first, at most `limit`; optionally only those about one subject. */
    listActions(limit: number, subject?: { kind: string; id: number }): Promise<OperatorActionRow[]> {
      let query = db.selectFrom('operator_actions').selectAll();
      if (subject) query = query.where('subject_kind', '=', subject.kind).where('subject_id', '=', subject.id);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
