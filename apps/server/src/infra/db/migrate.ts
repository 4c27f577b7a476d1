import { Migrator, sql } from 'kysely';
import type { Database } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Brings the schema to the latest version; run by the server and the CLI before anything else. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const which = failed ? `migration ${failed.migrationName}` : 'migrations';
    throw new Error(`Database ${which} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The last migration the database has run (null: none yet), as a backup's manifest records it. */
export async function latestMigration(db: Database): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
    db,
  );
  return rows[0]?.name ?? null;
}

/** Whether this code knows a migration: a database that ran one it does not know is from a newer Kinframe. */
export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(MIGRATIONS, name);
}
