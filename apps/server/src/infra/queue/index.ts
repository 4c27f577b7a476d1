import type { Clock } from '../clock.ts';
import { type Database, dialectOf } from '../db/database.ts';
import { createEmbeddedJobQueue } from './embedded.ts';
import type { JobQueue } from './job-queue.ts';
import type { QueueConfig } from './queue.settings.ts';

export type { JobQueue } from './job-queue.ts';

/** The queue QUEUE names; pg-boss and its driver code load only when chosen. */
export async function createJobQueue(
  config: { queue: QueueConfig; databaseUrl: string | null },
  db: Database,
  clock: Clock,
): Promise<JobQueue> {
  const { provider, pollIntervalMs, retentionDays, maxJobSeconds, leaseSeconds } = config.queue;
  if (provider === 'pg-boss') {
    // Config refuses pg-boss without DATABASE_URL; checked again for the type.
    if (!config.databaseUrl) throw new Error('QUEUE=pg-boss needs DATABASE_URL');
    const { createPgBossJobQueue } = await import('./pg-boss.ts');
    return createPgBossJobQueue({
      databaseUrl: config.databaseUrl,
      db,
      pollIntervalMs,
      retentionDays,
      maxJobSeconds,
      leaseSeconds,
    });
  }
  return createEmbeddedJobQueue({ db, dialect: dialectOf(db), clock, pollIntervalMs, retentionDays, leaseSeconds });
}
