import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import { openDatabase } from './seed-library.ts';
import { createMember } from './session.ts';

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * Runs a benchmark on SQLite, then on a scratch PostgreSQL database (created for the run, dropped
 * after) when a server URL is given.
 */
export async function forEachDatabase(
  postgresUrl: string,
  run: (label: string, databaseUrl: string) => Promise<void>,
): Promise<void> {
  await run('SQLite', '');
  if (!postgresUrl) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or pass --postgres <url>).');
    return;
  }
  await withScratchDatabase(postgresUrl, (databaseUrl, name) =>
    run(`PostgreSQL (scratch database ${name})`, databaseUrl),
  );
}

/**
 * Runs `run` on a database of its own on the PostgreSQL server at `postgresUrl`, created for it and
 * dropped after (forcing out connections left open), so that no run sees another's rows.
 */
export async function withScratchDatabase<T>(
  postgresUrl: string,
  run: (databaseUrl: string, name: string) => Promise<T>,
): Promise<T> {
  const name = `kinframe_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const scratch = new URL(postgresUrl);
    scratch.pathname = `/${name}`;
    try {
      return await run(scratch.toString(), name);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The real server on that database (SQLite in its own data folder when the URL is empty), with the
 * bench member created by the operator CLI, and the database opened beside it for seeding.
 * `env` adds to the server's environment (TRUST_PROXY, QUEUE_CONCURRENCY, ...).
 */
export async function withBenchServer(
  databaseUrl: string,
  run: (app: RunningServer, db: Database) => Promise<void>,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const cliDir = mkdtempSync(join(tmpdir(), 'kinframe-bench-cli-'));
  const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, DATABASE_URL: databaseUrl });
  try {
    createMember(databaseUrl ? { ...app.env, DATA_DIR: cliDir } : app.env);
    const handle = await openDatabase({ databaseUrl: databaseUrl || null, dataDir: app.env.DATA_DIR ?? '' });
    try {
      await run(app, handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    await app.stop();
    rmSync(cliDir, { recursive: true, force: true });
  }
}
