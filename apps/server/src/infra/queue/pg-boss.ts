import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { AnyJobDefinition } from './job.ts';
import {
  DEFAULT_LEASE_SECONDS,
  DEFAULT_STOP_TIMEOUT_MS,
  FAILED_JOBS_MAX,
  type FailedJob,
  type FailedJobsAfter,
  type JobCounts,
  type JobKindCounts,
  type JobQueue,
  tallyByKind,
  waitUntilIdle,
} from './job-queue.ts';
import { type ClaimedJob, startWorker, type Worker } from './worker.ts';

/** pg-boss's tables live apart from ours, in the same database. */
export const PG_BOSS_SCHEMA = 'pgboss';

export interface PgBossQueueOptions {
  databaseUrl: string;
  /** The app's database: singleton sends take their lock in a transaction on it. */
  db: Database;
  pollIntervalMs: number;
  retentionDays: number;
  /** Caps every job's timeout; null: each job's own. */
  maxJobSeconds?: number | null;
  /** How long a claim holds without its worker renewing it: a dead worker's jobs come back within it. */
  leaseSeconds?: number;
  reportError?: (error: unknown) => void;
}

/**
 * The scaled-out queue: pg-boss (loaded only when QUEUE=pg-boss). The same worker loop as the
 * embedded queue drives it through fetch (a batch of up to the free slots) / complete / fail;
 * pg-boss owns retries with backoff (its curve is the embedded one's) and retention. A claim is a
 * lease, as on the embedded queue: pg-boss expires an active job once `started_on + expire_in` has
 * passed, so each job is sent with the lease as its expiry, and the worker running it moves that
 * mark forward every third of the lease. A job of any length stays its own; a killed worker's jobs
 * are failed by pg-boss's maintenance (every third of the lease) and retried within about a minute.
 */
export async function createPgBossJobQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const maxJobSeconds = options.maxJobSeconds ?? null;
  const timeoutOf = (job: AnyJobDefinition) =>
    maxJobSeconds === null ? job.timeoutSeconds : Math.min(job.timeoutSeconds, maxJobSeconds);
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: PG_BOSS_SCHEMA,
    max: 4,
    // No cron jobs yet: the scheduler would only poll for nothing.
    schedule: false,
    deleteAfterDays: options.retentionDays,
    // pg-boss moves failed jobs to its archive after 12 hours, where none can be retried: they stay
    // with the others for the retention, as on the embedded queue, for the owner's console.
    archiveFailedAfterSeconds: options.retentionDays * 86_400,
    // Expiry runs with maintenance (every 2 minutes by default): a dead worker's job would wait for
    // that rather than for its lease. One process of all runs it each time (pg-boss takes turns).
    maintenanceIntervalSeconds: Math.max(1, Math.floor(leaseSeconds / 3)),
  });
  const reportError =
    options.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Job queue: ${error instanceof Error ? error.message : String(error)}\n`));
  boss.on('error', reportError);
  await boss.start();

  const createdQueues = new Map<string, Promise<void>>();
  // pg-boss 10 needs each queue created once before jobs go in or out; createQueue is idempotent.
  const ensureQueue = (name: string) => {
    let created = createdQueues.get(name);
    if (!created) {
      created = createQueueRetryingDeadlocks(() => boss.createQueue(name, { name, policy: 'standard' }));
      created.catch(() => createdQueues.delete(name));
      createdQueues.set(name, created);
    }
    return created;
  };

  let worker: Worker | null = null;
  let isClosed = false;
  const workedNames = new Set<string>();

  const source = {
    async claim(names: readonly string[], limit: number): Promise<ClaimedJob[]> {
      const claimed: ClaimedJob[] = [];
      for (const name of names) {
        if (claimed.length >= limit) break;
        const jobs = await boss.fetch<object>(name, { batchSize: limit - claimed.length, includeMetadata: true });
        for (const job of jobs) {
          claimed.push({ id: job.id, name: job.name, payload: job.data, attempt: job.retryCount + 1 });
        }
      }
      return claimed;
    },
    async complete(job: ClaimedJob) {
      await boss.complete(job.name, job.id);
    },
    async fail(job: ClaimedJob, _definition: AnyJobDefinition, error: string) {
      await boss.fail(job.name, job.id, { message: error });
    },
    renewEveryMs: (leaseSeconds * 1000) / 3,
    // pg-boss has no call for it: the expiry moves to a lease from now, while the job is active.
    async renew(job: ClaimedJob) {
      await boss
        .getDb()
        .executeSql(
          `UPDATE ${PG_BOSS_SCHEMA}.job SET expire_in = (now() - started_on) + $3 * interval '1 second' WHERE name = $1 AND id = $2 AND state = 'active'`,
          [job.name, job.id, leaseSeconds],
        );
    },
    // pg-boss cannot hand a job back untouched; a failed attempt is retried after backoff.
    async release(job: ClaimedJob) {
      await boss.fail(job.name, job.id, { message: 'the worker stopped before the job ended' });
    },
  };

  async function countByState(): Promise<JobCounts> {
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT state, count(*)::int AS count FROM ${PG_BOSS_SCHEMA}.job GROUP BY state`, []);
    const counts: JobCounts = { queued: 0, active: 0, completed: 0, failed: 0 };
    for (const row of rows as Array<{ state: string; count: number }>) {
      const state =
        row.state === 'created' || row.state === 'retry' ? 'queued' : row.state === 'cancelled' ? 'failed' : row.state;
      if (state in counts) counts[state as keyof JobCounts] += row.count;
    }
    return counts;
  }

  async function countByKind(): Promise<JobKindCounts[]> {
    const { rows } = await boss.getDb().executeSql(
      `SELECT name, state::text AS state, count(*)::int AS count FROM ${PG_BOSS_SCHEMA}.job
       WHERE state IN ('created', 'retry', 'active', 'failed', 'cancelled') GROUP BY name, state`,
      [],
    );
    return tallyByKind(
      (rows as Array<{ name: string; state: string; count: number }>).map((row) => ({
        name: row.name,
        state:
          row.state === 'active' ? 'running' : row.state === 'created' || row.state === 'retry' ? 'waiting' : 'failed',
        count: row.count,
      })),
    );
  }

  async function listFailed(
    name: string,
    { limit, after }: { limit: number; after?: FailedJobsAfter },
  ): Promise<FailedJob[]> {
    if (after && (!UUID.test(after.id) || Number.isNaN(Date.parse(after.failedAt)))) return [];
    // Milliseconds, as a cursor carries them: a row is never shown twice or skipped.
    const failedAt = `date_trunc('milliseconds', coalesce(completed_on, created_on))`;
    const { rows } = await boss.getDb().executeSql(
      `SELECT id, name, retry_count, ${failedAt} AS failed_at,
         coalesce(output->>'message', output->'value'->>'message') AS error
       FROM ${PG_BOSS_SCHEMA}.job
       WHERE name = $1 AND state = 'failed' ${after ? `AND (${failedAt}, id) < ($3::timestamptz, $4::uuid)` : ''}
       ORDER BY failed_at DESC, id DESC LIMIT $2`,
      [name, Math.max(1, Math.min(limit, FAILED_JOBS_MAX)), ...(after ? [after.failedAt, after.id] : [])],
    );
    return (
      rows as Array<{ id: string; name: string; retry_count: number; failed_at: Date; error: string | null }>
    ).map((row) => ({
      id: row.id,
      name: row.name,
      error: row.error,
      failedAt: new Date(row.failed_at).toISOString(),
      attempts: row.retry_count + 1,
    }));
  }

  const queue: JobQueue = {
    provider: 'pg-boss',

    async send(job, payload, sendOptions = {}) {
      job.payload.parse(payload);
      await ensureQueue(job.name);
      const bossOptions: PgBoss.SendOptions = {
        retryLimit: job.retryLimit,
        retryDelay: job.backoff.delaySeconds,
        retryBackoff: true,
        expireInSeconds: leaseSeconds,
        startAfter: sendOptions.startAfter,
      };
      const key = sendOptions.singletonKey;
      const id = key
        ? await sendOnce(options.db, boss, job.name, payload, key, bossOptions)
        : await boss.send(job.name, payload, bossOptions);
      if (id && workedNames.has(job.name)) worker?.wake();
      return id;
    },

    async work(jobs, { concurrency }) {
      if (worker) throw new Error('This job queue is already working; call work() once with every job');
      // One after another: pg-boss creating two queues at once can deadlock on a fresh database.
      for (const job of jobs) await ensureQueue(job.name);
      for (const job of jobs) workedNames.add(job.name);
      // The run is aborted when pg-boss would expire it, so an expired job never runs twice at once.
      const capped = jobs.map((job) => ({ ...job, timeoutSeconds: timeoutOf(job) }));
      worker = startWorker(source, capped, {
        concurrency,
        pollIntervalMs: options.pollIntervalMs,
        // pg-boss runs its own maintenance (expiry, retention) in the background.
        reportError,
      });
    },

    async stop({ timeoutMs = DEFAULT_STOP_TIMEOUT_MS } = {}) {
      await worker?.stop(timeoutMs);
    },

    countByState,
    countByKind,
    listFailed,

    async retryFailed(id) {
      if (!UUID.test(id)) return false;
      const isRetried = await retryOnce(options.db, id);
      if (isRetried) worker?.wake();
      return isRetried;
    },

    drain: (drainOptions) => waitUntilIdle(countByState, drainOptions),

    async close() {
      if (isClosed) return;
      isClosed = true;
      await queue.stop();
      await boss.stop({ graceful: false, close: true, wait: true });
    },
  };
  return queue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * pg-boss's own retry (one more run: its retry limit up by one), under sendOnce's rule: not while a
 * job of its kind with its singleton key waits or runs, checked under the same advisory lock.
 */
async function retryOnce(db: Database, id: string): Promise<boolean> {
  const job = sql.table(`${PG_BOSS_SCHEMA}.job`);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ name: string; singleton_key: string | null }>`
      SELECT name, singleton_key FROM ${job} WHERE id = ${id}::uuid AND state = 'failed' FOR UPDATE`.execute(trx);
    const failed = rows[0];
    if (!failed) return false;
    if (failed.singleton_key !== null) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`${failed.name}\n${failed.singleton_key}`}))`.execute(trx);
      const existing = await sql`
        SELECT 1 FROM ${job}
        WHERE name = ${failed.name} AND singleton_key = ${failed.singleton_key} AND state <= 'active'
        LIMIT 1`.execute(trx);
      if (existing.rows.length > 0) return false;
    }
    const updated = await sql`
      UPDATE ${job} SET state = 'retry', retry_limit = retry_limit + 1, start_after = now()
      WHERE name = ${failed.name} AND id = ${id}::uuid AND state = 'failed'`.execute(trx);
    return Number(updated.numAffectedRows ?? 0) > 0;
  });
}

/**
 * pg-boss's own singleton policies do not say "none queued, retrying or running with this key"
 * (`stately` allows one of each state at once), so the rule is ours: under a transaction-scoped
 * advisory lock on the key, look for such a job and insert only when there is none. The insert runs
 * in the same transaction through pg-boss's `db` option, so the lock covers it.
 */
async function sendOnce(
  db: Database,
  boss: PgBoss,
  name: string,
  payload: object,
  singletonKey: string,
  bossOptions: PgBoss.SendOptions,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${name}\n${singletonKey}`}))`.execute(trx);
    const existing = await sql`
      SELECT 1 FROM ${sql.table(`${PG_BOSS_SCHEMA}.job`)}
      WHERE name = ${name} AND singleton_key = ${singletonKey} AND state <= 'active'
      LIMIT 1`.execute(trx);
    if (existing.rows.length > 0) return null;
    return boss.send(name, payload, {
      ...bossOptions,
      singletonKey,
      db: {
        // biome-ignore lint/suspicious/noExplicitAny: pg-boss passes untyped parameters through.
        executeSql: async (text: string, values: any[]) => trx.executeQuery(CompiledQuery.raw(text, values)),
      },
    });
  });
}

/**
 * pg-boss creates a queue with DDL that can deadlock with another creation running at the same time
 * (two queues in one worker, or a web process and a worker starting together on a fresh database).
 * PostgreSQL aborts one side with SQLSTATE 40P01; creation is idempotent, so that side tries again.
 */
async function createQueueRetryingDeadlocks(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const isDeadlock = (error as { code?: unknown } | null)?.code === '40P01';
      if (!isDeadlock || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}
