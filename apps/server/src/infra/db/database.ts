import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Schema } from './schema.ts';

export type Database = Kysely<Schema>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names: PostgreSQL for a `postgres://` URL, else the embedded
 * SQLite file in the data folder. Drivers are imported only when chosen.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openSqlite(path.join(options.dataDir, 'kinframe.db'));
  return { db, dialect: dialectOf(db), close: () => db.destroy() };
}

async function openSqlite(file: string): Promise<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; busy_timeout makes a second process (the CLI) wait
  // for a lock instead of failing; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see the database without its table types.
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A unique constraint refused the write: two requests raced for the same email, or a replay. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
