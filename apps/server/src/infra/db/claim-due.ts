import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import type { Schema } from './schema.ts';

/** Rows a worker takes when their time comes: the column naming a row, the one saying when it is due, and the states in which it is due at all. */
interface DueRows {
  table: keyof Schema;
  id: string;
  dueAt: string;
  states: readonly string[];
}

/**
 * Takes up to `limit` rows due by `now` for this process, moving each one's time on by `moveByMs`.
 * Each row is taken by an update that holds only if its time is still the one read, so of two
 * processes asking at once, each row goes to one. Returns the ids taken.
 */
export async function claimDue(
  db: Database,
  rows: DueRows,
  now: Date,
  moveByMs: number,
  limit: number,
): Promise<number[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller names the table and its columns, so Kysely cannot type them here.
  const anyDb = db as unknown as Kysely<any>;
  const due: { id: number; due_at: unknown }[] = await anyDb
    .selectFrom(rows.table)
    .select([`${rows.id} as id`, `${rows.dueAt} as due_at`])
    .where('state', 'in', rows.states)
    .where(rows.dueAt, '<=', now.toISOString())
    .orderBy(rows.dueAt)
    .limit(limit)
    .execute();
  const claimed: number[] = [];
  const next = new Date(now.getTime() + moveByMs).toISOString();
  for (const row of due) {
    const result = await anyDb
      .updateTable(rows.table)
      .set({ [rows.dueAt]: next })
      .where(rows.id, '=', row.id)
      .where(rows.dueAt, '=', row.due_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row.id);
  }
  return claimed;
}
