import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_MEDIA_ENV } from '@kinframe/testkit/media';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createContext } from '../src/context.ts';
import { loadConfig } from '../src/infra/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** JSON of `{ sqliteFile?, postgresDatabase? }`: the migrated databases scratch databases copy. */
    migratedTemplates: string;
  }
}

let cleanUp: () => Promise<void> = async () => {};

/**
 * Says once which databases the server tests run on, and migrates one database of the project's
 * kind that every test file's scratch database then copies (createScratchDatabase in harness.ts):
 * the migrations and the queue's tables are made once per run, not once per `describe` block.
 */
export async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const kind = project.config.env?.TEST_DATABASES;
  if (kind !== 'postgres') {
    console.log(
      url
        ? `[server tests] database tests run on SQLite and on PostgreSQL (${new URL(url).host}).`
        : '[server tests] database tests run on SQLite only; set TEST_DATABASE_URL=postgres://... to add PostgreSQL.',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-template-'));
  if (kind === 'postgres' && url) {
    const name = `kinframe_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    await migrate(dataDir, databaseUrl.toString());
    // A template copies only while nobody is connected to it.
    await adminQuery(url, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    project.provide('migratedTemplates', JSON.stringify({ postgresDatabase: name }));
    cleanUp = async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    };
    return;
  }
  await migrate(dataDir, undefined);
  project.provide('migratedTemplates', JSON.stringify({ sqliteFile: path.join(dataDir, 'kinframe.db') }));
  cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
}

export async function teardown(): Promise<void> {
  await cleanUp();
}

/** The schema as the server makes it at its first start, queue tables included. */
async function migrate(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const context = await createContext(
    loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'template-session-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'test',
      ...TEST_MEDIA_ENV,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  await context.close();
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
