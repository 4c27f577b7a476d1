import type { z } from 'zod';
import type { AnyJobDefinition, JobDefinition } from './job.ts';
import type { QueueProvider } from './queue.settings.ts';

export type { QueueProvider };

export interface SendOptions {
  /**
   * While a job of the same kind with this key is queued (retries included) or running, sending
   * again does nothing: e.g. `${itemId}:${contentHash}`, so an upload retried by the browser makes
   * its thumbnails once.
   */
  singletonKey?: string;
  /** Not before this time (the queue's clock). */
  startAfter?: Date;
}

export interface JobCounts {
  /** Waiting to run, for the first time or for a retry. */
  queued: number;
  active: number;
  completed: number;
  failed: number;
}

/** One kind of job as operators see it: how many wait (first run or retry), run, and ended failed. */
export interface JobKindCounts {
  name: string;
  waiting: number;
  running: number;
  failed: number;
}

/** A job that ended failed: its retries spent, the last run's error kept. */
export interface FailedJob {
  id: string;
  name: string;
  /** The last run's error; null when the queue kept none. */
  error: string | null;
  /** When it ended failed (ISO, to the millisecond). */
  failedAt: string;
  /** Runs it had. */
  attempts: number;
}

/** Where a page of failed jobs goes on from: the last one shown. */
export interface FailedJobsAfter {
  failedAt: string;
  id: string;
}

/** The most failed jobs one call lists. */
export const FAILED_JOBS_MAX = 100;

/**
 * The durable job queue: the embedded table or pg-boss, picked once at start from QUEUE. Every
 * process may send; only the processes running the `worker` service call `work`.
 */
export interface JobQueue {
  readonly provider: QueueProvider;
  /**
   * Validates the payload with the job's schema (a bad one throws a ZodError and stores nothing)
   * and stores the job. Resolves with its id, or null when a singletonKey made it a no-op.
   */
  send<TSchema extends z.ZodType<object, object>>(
    job: JobDefinition<TSchema>,
    payload: z.input<TSchema>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Starts running these jobs in this process, at most `concurrency` at once (all kinds together). */
  work(jobs: readonly AnyJobDefinition[], options: { concurrency: number }): Promise<void>;
  /**
   * Stops taking jobs and waits up to `timeoutMs` for running ones; those still running then are
   * aborted and handed back to the queue without counting as an attempt (pg-boss: as a failed
   * attempt, which it retries), so a deploy never loses work.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Jobs by state, every kind together: for operators and tests. */
  countByState(): Promise<JobCounts>;
  /** Jobs by kind (only kinds with a job waiting, running or failed), for the owner's console and the CLI. */
  countByKind(): Promise<JobKindCounts[]>;
  /** The newest failed jobs of a kind, at most `limit` (capped at FAILED_JOBS_MAX), after `after` when given. */
  listFailed(name: string, options: { limit: number; after?: FailedJobsAfter }): Promise<FailedJob[]>;
  /**
   * Puts a failed job back in the queue for one more run, now. False when there is no failed job of
   * that id (an id of the other queue's form included), or one of its kind with its singleton key is
   * already waiting or running: that one does the work.
   */
  retryFailed(id: string): Promise<boolean>;
  /**
   * For tests and the CLI: resolves once nothing is queued or active (jobs waiting for a retry
   * count as queued); rejects after `timeoutMs` with the counts, rather than hanging.
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /** stop(), then release the queue's connections. */
  close(): Promise<void>;
}

/** The one drain both adapters share: the counts are the truth, whichever process runs the jobs. */
export async function waitUntilIdle(
  countByState: () => Promise<JobCounts>,
  { timeoutMs = 30_000, checkEveryMs = 25 }: { timeoutMs?: number; checkEveryMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await countByState();
    if (counts.queued === 0 && counts.active === 0) return;
    if (Date.now() >= deadline)
      throw new Error(`The job queue is still busy after ${timeoutMs} ms: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
  }
}

/** Both adapters' per-kind counts, from rows of (kind, state as operators say it, count), by kind's name. */
export function tallyByKind(
  rows: Iterable<{ name: string; state: 'waiting' | 'running' | 'failed'; count: number }>,
): JobKindCounts[] {
  const kinds = new Map<string, JobKindCounts>();
  for (const row of rows) {
    const kind = kinds.get(row.name) ?? { name: row.name, waiting: 0, running: 0, failed: 0 };
    kind[row.state] += row.count;
    kinds.set(row.name, kind);
  }
  return [...kinds.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/**
 * How long a worker's claim holds a job without news of it (QUEUE_LEASE_SECONDS). The worker renews
 * it every third of that while the job runs, so a job of any length stays its own; a worker that
 * died (kill -9, a lost machine) lets its jobs go within the lease, to be taken by the next worker.
 */
export const DEFAULT_LEASE_SECONDS = 30;
