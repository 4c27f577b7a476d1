import { sql } from 'kysely';
import type { Database, Dialect } from './database.ts';

/**
 * The database's size in bytes, as its engine counts it: PostgreSQL's pg_database_size, SQLite's
 * pages (the write-ahead log, checkpointed as it goes, left out). Cheap on both.
 */
export async function databaseBytes(db: Database, dialect: Dialect): Promise<number> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`.execute(db)
      : await sql<{
          bytes: number;
        }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}
