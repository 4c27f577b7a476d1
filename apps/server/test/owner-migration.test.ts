import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/infra/db/database.ts';
import { migrateToLatest } from '../src/infra/db/migrate.ts';
import { MIGRATIONS } from '../src/infra/db/migrations/index.ts';
import { type TestDatabase, testDatabases } from './harness.ts';

/** A database with no migration run yet (the scratch databases of the harness are migrated already). */
async function openEmptyDatabase(database: TestDatabase): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-migration-'));
  if (database.name === 'sqlite') {
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    return { handle, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `kinframe_migration_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testDatabases())('the owner migration on $name', (database) => {
  let drop: () => Promise<void> = async () => {};
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  it("makes a running server's oldest account its owner and an operator, and keeps one owner at most", async () => {
    ({ handle, drop } = await openEmptyDatabase(database));
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const before = await migrator.migrateTo('0033-no-contact-messages');
    expect(before.error).toBeUndefined();
    const now = new Date().toISOString();
    const user = (username: string) => ({
      username,
      email: `${username}@example.com`,
      first_name: '',
      last_name: '',
      country: 'SE',
      contact_email: `${username}@example.com`,
      language: 'en-US',
      password_hash: 'x',
      avatar_key: null,
      email_confirmed_at: null,
      pending_email: null,
      created_at: now,
      updated_at: now,
    });
    // The first account was deleted long ago: the oldest left becomes the owner.
    await db
      .insertInto('users')
      .values([user('gone'), user('oldest'), user('newer')])
      .execute();
    await db.deleteFrom('users').where('username', '=', 'gone').execute();

    await migrateToLatest(db);
    const users = await db.selectFrom('users').select(['username', 'is_owner', 'is_operator']).orderBy('id').execute();
    expect(users).toEqual([
      { username: 'oldest', is_owner: 1, is_operator: 1 },
      { username: 'newer', is_owner: 0, is_operator: 0 },
    ]);
    await expect(
      db.updateTable('users').set({ is_owner: 1 }).where('username', '=', 'newer').execute(),
    ).rejects.toThrow();
    expect(await db.selectFrom('invitations').selectAll().execute()).toEqual([]);
  });
});
