import type { Database } from '../../infra/db/database.ts';
import type { OperatorActionRow } from '../../infra/db/schema.ts';

/** The log of what operators did (who operates is the account's `is_operator`, kept by the account module). */
export function createOperatorsRepo(db: Database) {
  return {
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
