import type { Clock } from '../clock.ts';
import { type Database, type Dialect, isUniqueViolation } from '../db/database.ts';
import { MAX_ROW_ID } from '../db/row-id.ts';
import type { JobState } from '../db/schema.ts';
import type { AnyJobDefinition } from './job.ts';
import { retryDelaySeconds } from './job.ts';
import {
  DEFAULT_LEASE_SECONDS,
  FAILED_JOBS_MAX,
  type FailedJob,
  type FailedJobsAfter,
  type JobCounts,
  type JobKindCounts,
  tallyByKind,
} from './job-queue.ts';
import type { ClaimedJob, JobSource } from './worker.ts';

interface EmbeddedJob extends ClaimedJob {
  retryLimit: number;
}

/**
 * Runs cut short by their worker's death (its lease ran out: a crash, a kill, a restart loop) that
 * a job is given beyond its retries. A process that dies now and then must not use up the retries
 * of the uploads it was working on; a job that kills its worker every time still ends failed.
 */
export const LAPSED_RUNS_ALLOWED = 5;

/**
 * The `jobs` table's states: queued -> active -> completed, or back to queued (retry after backoff,
 * or handed back at stop), or failed once the retries are spent. Every write after the claim is
 * fenced by `attempts`: a worker whose lock expired and whose job another worker took cannot
 * overwrite the newer run's outcome.
 */
export function createEmbeddedStore(
  db: Database,
  dialect: Dialect,
  clock: Clock,
  options: { retentionDays: number; leaseSeconds?: number },
) {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const now = () => clock.now().toISOString();
  const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();
  const ownRun = (job: EmbeddedJob) =>
    db
      .updateTable('jobs')
      .where('id', '=', Number(job.id))
      .where('state', '=', 'active')
      .where('attempts', '=', job.attempt);

  const source: JobSource<EmbeddedJob> & { register(jobs: readonly AnyJobDefinition[]): void } = {
    /** Kept for the adapters' common shape: every kind now holds the same renewed lease. */
    register() {},

    async claim(names, limit) {
      const at = now();
      const claimable = db
        .selectFrom('jobs')
        .select('id')
        .where('name', 'in', names)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', at)]),
            // The worker running it died (or hangs): its lock ran out. Only while runs remain;
            // maintain() ends the others, so a job that kills its worker cannot loop for ever.
            eb.and([
              eb('state', '=', 'active'),
              eb('locked_until', '<=', at),
              eb('attempts', '<=', eb(eb.ref('retry_limit'), '+', LAPSED_RUNS_ALLOWED)),
            ]),
          ]),
        )
        .orderBy('run_after')
        .orderBy('id')
        .limit(limit)
        // PostgreSQL: concurrent workers skip each other's rows instead of waiting or taking the
        // same job. SQLite has no FOR UPDATE: one UPDATE statement is atomic and writers are serial.
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'active' as const,
          attempts: eb('attempts', '+', 1),
          locked_until: later(leaseSeconds),
          updated_at: at,
        }))
        .where('id', 'in', claimable)
        .returning(['id', 'name', 'payload', 'attempts', 'retry_limit'])
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        payload: JSON.parse(row.payload),
        attempt: row.attempts,
        retryLimit: row.retry_limit,
      }));
    },

    renewEveryMs: (leaseSeconds * 1000) / 3,

    async renew(job) {
      await ownRun(job)
        .set({ locked_until: later(leaseSeconds) })
        .execute();
    },

    async complete(job) {
      await ownRun(job).set({ state: 'completed', locked_until: null, last_error: null, updated_at: now() }).execute();
    },

    async fail(job, definition, error) {
      const isLastRun = job.attempt > job.retryLimit;
      await ownRun(job)
        .set({
          state: isLastRun ? 'failed' : 'queued',
          run_after: isLastRun ? now() : later(retryDelaySeconds(definition.backoff, job.attempt)),
          locked_until: null,
          last_error: error,
          updated_at: now(),
        })
        .execute();
    },

    async release(job) {
      await ownRun(job)
        .set((eb) => ({ state: 'queued', attempts: eb('attempts', '-', 1), locked_until: null, updated_at: now() }))
        .execute();
    },

    async maintain() {
      await failAbandonedJobs(db, now());
      await pruneCompletedJobs(db, new Date(clock.now().getTime() - options.retentionDays * 86_400_000));
    },
  };
  return source;
}

/** Stores a job; null when the singleton index already holds a queued or active one with its key. */
export async function insertJob(
  db: Database,
  clock: Clock,
  job: { name: string; payload: unknown; retryLimit: number; runAfter?: Date; singletonKey?: string },
): Promise<string | null> {
  const at = clock.now().toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      attempts: 0,
      retry_limit: job.retryLimit,
      run_after: job.runAfter?.toISOString() ?? at,
      singleton_key: job.singletonKey ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

export async function countJobsByState(db: Database): Promise<JobCounts> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['state', eb.fn.countAll<number | string>().as('count')])
    .groupBy('state')
    .execute();
  const counts: JobCounts = { queued: 0, active: 0, completed: 0, failed: 0 };
  for (const row of rows) counts[row.state as JobState] = Number(row.count);
  return counts;
}

const OPERATOR_STATES = { queued: 'waiting', active: 'running', failed: 'failed' } as const;

export async function countJobsByKind(db: Database): Promise<JobKindCounts[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['name', 'state', eb.fn.countAll<number | string>().as('count')])
    .where('state', 'in', ['queued', 'active', 'failed'])
    .groupBy(['name', 'state'])
    .execute();
  return tallyByKind(
    rows.map((row) => ({
      name: row.name,
      state: OPERATOR_STATES[row.state as keyof typeof OPERATOR_STATES],
      count: Number(row.count),
    })),
  );
}

/** An id this table can have, as text: anything else (a pg-boss uuid) names no row here. */
const isRowId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= MAX_ROW_ID;

/** Failed jobs of a kind, the newest first: when it failed is when the row last changed. */
export async function listFailedJobs(
  db: Database,
  name: string,
  { limit, after }: { limit: number; after?: FailedJobsAfter },
): Promise<FailedJob[]> {
  if (after && !isRowId(after.id)) return [];
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'last_error', 'updated_at', 'attempts'])
    .where('name', '=', name)
    .where('state', '=', 'failed')
    .$if(after !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('updated_at', '<', after?.failedAt ?? ''),
          eb.and([eb('updated_at', '=', after?.failedAt ?? ''), eb('id', '<', Number(after?.id))]),
        ]),
      ),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(1, Math.min(limit, FAILED_JOBS_MAX)))
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    error: row.last_error,
    failedAt: row.updated_at,
    attempts: row.attempts,
  }));
}

/**
 * A failed job queued again for one more run, now (its retry limit becomes the runs it had), unless
 * a job of its kind with its singleton key waits or runs already.
 */
export async function retryFailedJob(db: Database, clock: Clock, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const at = clock.now().toISOString();
  try {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'queued',
        retry_limit: eb.ref('attempts'),
        run_after: at,
        locked_until: null,
        updated_at: at,
      }))
      .where('id', '=', Number(id))
      .where('state', '=', 'failed')
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('jobs as other')
              .select('other.id')
              .whereRef('other.name', '=', 'jobs.name')
              .whereRef('other.singleton_key', '=', 'jobs.singleton_key')
              .where('other.state', 'in', ['queued', 'active']),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  } catch (error) {
    // Another retry or send of the same key got in first: that job does the work.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Completed jobs only matter for a while (to see what ran); failed ones stay until someone looks. */
export async function pruneCompletedJobs(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('jobs').where('state', '=', 'completed').where('updated_at', '<', before.toISOString()).execute();
}

/** Active jobs whose lock ran out with no run left: their worker died on the last run. */
async function failAbandonedJobs(db: Database, at: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      locked_until: null,
      last_error: 'the worker stopped or crashed while running it, with no retries left',
      updated_at: at,
    })
    .where('state', '=', 'active')
    .where('locked_until', '<=', at)
    .where((eb) => eb('attempts', '>', eb(eb.ref('retry_limit'), '+', LAPSED_RUNS_ALLOWED)))
    .execute();
}
