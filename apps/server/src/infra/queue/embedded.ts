import type { Clock } from '../clock.ts';
import type { Database, Dialect } from '../db/database.ts';
import {
  countJobsByKind,
  countJobsByState,
  createEmbeddedStore,
  insertJob,
  listFailedJobs,
  retryFailedJob,
} from './embedded-store.ts';
import { DEFAULT_STOP_TIMEOUT_MS, type JobQueue, waitUntilIdle } from './job-queue.ts';
import { startWorker, type Worker } from './worker.ts';

export interface EmbeddedQueueOptions {
  db: Database;
  dialect: Dialect;
  clock: Clock;
  pollIntervalMs: number;
  retentionDays: number;
  leaseSeconds?: number;
  reportError?: (error: unknown) => void;
}

/**
 * The default queue: the `jobs` table of the app's own database, SQLite or PostgreSQL, so a fresh
 * install needs nothing more and a small PostgreSQL one need not run pg-boss. Several processes may
 * work the same table.
 */
export function createEmbeddedJobQueue(options: EmbeddedQueueOptions): JobQueue {
  const { db, clock } = options;
  const store = createEmbeddedStore(db, options.dialect, clock, {
    retentionDays: options.retentionDays,
    leaseSeconds: options.leaseSeconds,
  });
  let worker: Worker | null = null;
  const workedNames = new Set<string>();

  const queue: JobQueue = {
    provider: 'embedded',

    async send(job, payload, sendOptions = {}) {
      job.payload.parse(payload);
      const id = await insertJob(db, clock, {
        name: job.name,
        payload,
        retryLimit: job.retryLimit,
        runAfter: sendOptions.startAfter,
        singletonKey: sendOptions.singletonKey,
      });
      // Same process: no need to wait for the next poll.
      if (id && workedNames.has(job.name)) worker?.wake();
      return id;
    },

    async work(jobs, { concurrency }) {
      if (worker) throw new Error('This job queue is already working; call work() once with every job');
      for (const job of jobs) workedNames.add(job.name);
      store.register(jobs);
      worker = startWorker(store, jobs, {
        concurrency,
        pollIntervalMs: options.pollIntervalMs,
        reportError: options.reportError,
      });
    },

    async stop({ timeoutMs = DEFAULT_STOP_TIMEOUT_MS } = {}) {
      await worker?.stop(timeoutMs);
    },

    countByState: () => countJobsByState(db),
    countByKind: () => countJobsByKind(db),
    listFailed: (name, listOptions) => listFailedJobs(db, name, listOptions),

    async retryFailed(id) {
      const isRetried = await retryFailedJob(db, clock, id);
      if (isRetried) worker?.wake();
      return isRetried;
    },

    drain: (drainOptions) => waitUntilIdle(() => countJobsByState(db), drainOptions),
    close: () => queue.stop(),
  };
  return queue;
}
