import { Migrator } from 'kysely';
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
