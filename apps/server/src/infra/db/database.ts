import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
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
    : await openSqlite(sqliteFileOf(options.dataDir));
  return { db, dialect: dialectOf(db), close: () => db.destroy() };
}

/** The embedded database's file in the data folder. */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, 'kinframe.db');
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
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query anew, and compiling the SQL costs more than running
 * a lookup by key (the session check on every request). Statements are kept by their SQL text, the
 * least recently used dropped beyond a bound (lists of `in (?, ?, ...)` vary in length). Sharing a
 * statement is safe: the driver runs one query at a time on its single connection, a stream
 * included, and SQLite re-prepares a kept statement by itself after a schema change.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Move to the back: a Map iterates in insertion order, so the front is the least recent.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  // A connection lost while a query holds it (checked out, the pool's own listener is off) emits
  // 'error' too: with no listener that would crash the process. The query fails with the error
  // itself, and the pool drops the connection when it is released, as it is no longer usable.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
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
