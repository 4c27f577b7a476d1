import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * What a restore asks of a PostgreSQL database before it writes into it: whether anyone else uses
 * it, whether it holds anything, and, when told to replace it, emptying it.
 */

/** Client sessions on this database other than the asker's own: a server, a worker, a psql. */
export async function otherSessionCount(db: Database): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Whether any schema but PostgreSQL's own holds a table: Kinframe's (public) or pg-boss's. */
export async function hasTables(db: Database): Promise<boolean> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and left(table_schema, 3) <> 'pg_'`.execute(db);
  return Number(rows[0]?.count ?? 0) > 0;
}

/** Drops every schema but PostgreSQL's own, then makes `public` anew, empty, as a new database has it. */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ schema: string }>`
      select nspname as schema from pg_namespace
      where nspname <> 'information_schema' and left(nspname, 3) <> 'pg_'`.execute(trx);
    for (const { schema } of rows) await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
    await sql`create schema public`.execute(trx);
  });
}
