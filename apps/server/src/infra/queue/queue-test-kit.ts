import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createScratchDatabase, TestClock, type TestDatabase, testDatabases } from '../../../test/harness.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createEmbeddedJobQueue } from './embedded.ts';
import type { JobQueue } from './job-queue.ts';

/** Which queue a behaviour test runs against. */
export interface QueueVariant {
  name: string;
  provider: 'embedded' | 'pg-boss';
  database: TestDatabase;
}

/** Embedded on every test database; pg-boss only where PostgreSQL is. */
export function queueVariants(): QueueVariant[] {
  const databases = testDatabases().map((database) => database.name);
  const variants: QueueVariant[] = [];
  if (databases.includes('sqlite')) {
    variants.push({ name: 'embedded on SQLite', provider: 'embedded', database: { name: 'sqlite' } });
  }
  if (databases.includes('postgres')) {
    variants.push({ name: 'embedded on PostgreSQL', provider: 'embedded', database: { name: 'postgres' } });
    variants.push({ name: 'pg-boss on PostgreSQL', provider: 'pg-boss', database: { name: 'postgres' } });
  }
  return variants;
}

/** Said in the test report, so a run without PostgreSQL does not pass for a full one. */
export const POSTGRES_SKIP_NOTE = 'skipped: TEST_DATABASE_URL is unset, so pg-boss and PostgreSQL are not tested';

export interface QueueTestKit {
  readonly clock: TestClock;
  readonly database: DatabaseHandle;
  readonly databaseUrl: string | undefined;
  /** A new queue of the variant on the file's database; closed after the test. */
  newQueue(options?: { pollIntervalMs?: number; leaseSeconds?: number }): Promise<JobQueue>;
  /** A second connection to the same database: what another process would have. */
  openAnotherConnection(): Promise<DatabaseHandle>;
  lastErrorOf(jobId: string): Promise<string | null>;
}

/**
 * One scratch database per test file and variant, emptied of jobs after each test, every queue of
 * a test closed after it (so a hanging handler of one test cannot leak into the next).
 */
export function useQueueTestKit(variant: QueueVariant): QueueTestKit {
  const clock = new TestClock();
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: DatabaseHandle | undefined;
  const opened: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(variant.database);
    database = await openDatabase({ databaseUrl: scratch.databaseUrl ?? null, dataDir: scratch.dataDir });
    await migrateToLatest(database.db);
  });

  afterEach(async () => {
    for (const closable of opened.splice(0).reverse()) await closable.close();
    await database?.db.deleteFrom('jobs').execute();
    if (variant.provider === 'pg-boss') await sql`DELETE FROM pgboss.job`.execute(ready(database).db);
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('use the kit inside a test');
    return value;
  }

  return {
    clock,
    get database() {
      return ready(database);
    },
    get databaseUrl() {
      return ready(scratch).databaseUrl;
    },
    async newQueue({ pollIntervalMs = 50, leaseSeconds }: { pollIntervalMs?: number; leaseSeconds?: number } = {}) {
      const { db, dialect } = ready(database);
      const queue =
        variant.provider === 'pg-boss'
          ? await (await import('./pg-boss.ts')).createPgBossJobQueue({
              databaseUrl: ready(ready(scratch).databaseUrl),
              db,
              pollIntervalMs,
              retentionDays: 7,
              leaseSeconds,
            })
          : createEmbeddedJobQueue({ db, dialect, clock, pollIntervalMs, retentionDays: 7, leaseSeconds });
      opened.push(queue);
      return queue;
    },
    async openAnotherConnection() {
      const handle = await openDatabase({
        databaseUrl: ready(scratch).databaseUrl ?? null,
        dataDir: ready(scratch).dataDir,
      });
      opened.push(handle);
      return handle;
    },
    async lastErrorOf(jobId) {
      const { db } = ready(database);
      if (variant.provider === 'pg-boss') {
        const { rows } = await sql<{ message: string | null }>`
          SELECT output->>'message' AS message FROM pgboss.job WHERE id = ${jobId}::uuid`.execute(db);
        return rows[0]?.message ?? null;
      }
      const row = await db.selectFrom('jobs').select('last_error').where('id', '=', Number(jobId)).executeTakeFirst();
      return row?.last_error ?? null;
    },
  };
}

/** Resolves when `condition` holds; polls, since the work happens on the queue's own schedule. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
