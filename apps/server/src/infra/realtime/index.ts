import type { Database, Dialect } from '../db/database.ts';
import { createInProcessRealtime } from './in-process.ts';
import type { Realtime } from './realtime.ts';

export type { Realtime, RealtimeListener } from './realtime.ts';

/**
 * Realtime fan-out by database: one process on SQLite needs nothing more than its own memory; on
 * PostgreSQL any number of processes share events through LISTEN/NOTIFY (loaded only then).
 */
export async function createRealtime(options: {
  dialect: Dialect;
  databaseUrl: string | null;
  db: Database;
}): Promise<Realtime> {
  if (options.dialect === 'postgres' && options.databaseUrl) {
    const { createPostgresRealtime } = await import('./postgres.ts');
    return createPostgresRealtime({ connectionString: options.databaseUrl, db: options.db });
  }
  return createInProcessRealtime();
}
