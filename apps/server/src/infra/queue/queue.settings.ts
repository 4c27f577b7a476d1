import { z } from 'zod';
import type { SERVER_SETTINGS } from '../settings/server.settings.ts';
import type { Settings, SettingsCheck, SettingValues } from '../settings/setting.ts';

const QUEUE_PROVIDERS = ['embedded', 'pg-boss'] as const;
export type QueueProvider = (typeof QUEUE_PROVIDERS)[number];

/** The job queue and its workers. */
export const QUEUE_SETTINGS = {
  QUEUE: {
    schema: z.enum(QUEUE_PROVIDERS).optional(),
    defaultText: '(embedded on SQLite, pg-boss on PostgreSQL)',
    doc: 'Job queue: `embedded` (a table in the database, SQLite or PostgreSQL) or `pg-boss` (PostgreSQL only, tables in schema `pgboss`).',
  },
  QUEUE_POLL_INTERVAL_MS: {
    schema: z.coerce.number().int().min(10).max(60_000).default(1000),
    doc: 'How often a worker looks for jobs sent by other processes (its own process wakes it at once).',
  },
  QUEUE_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(256).default(4),
    doc: 'Jobs a worker process runs at once (thumbnails, transcodes, zips).',
  },
  QUEUE_RETENTION_DAYS: {
    schema: z.coerce.number().int().min(1).max(3650).default(7),
    doc: 'How long completed jobs are kept before they are pruned; failed jobs are kept.',
  },
  QUEUE_MAX_JOB_SECONDS: {
    schema: z.coerce
      .number()
      .int()
      .min(2)
      .max(24 * 60 * 60)
      .optional(),
    defaultText: "(unset: each job's own, 3 minutes to an hour)",
    doc: 'With pg-boss: the longest any job may run. A job still running after it is given up and tried again; keep it above the slowest job.',
  },
  QUEUE_LEASE_SECONDS: {
    schema: z.coerce.number().int().min(3).max(600).default(30),
    doc: "How long a worker's claim on a job holds without news of it. A running job's worker renews its claim every third of this, so a job of any length stays its own; the jobs of a worker that died (kill -9, a lost machine) are taken up again within this and a third more (on pg-boss, after the first retry's backoff), on either queue.",
  },
} satisfies Settings;

/** The queue's default and pg-boss both follow the database. */
type QueueValues = SettingValues<typeof QUEUE_SETTINGS & Pick<typeof SERVER_SETTINGS, 'DATABASE_URL'>>;

export const checkQueueSettings: SettingsCheck<QueueValues> = (values, report) => {
  if (values.QUEUE === 'pg-boss' && !values.DATABASE_URL) {
    report('QUEUE', 'pg-boss needs PostgreSQL: set DATABASE_URL, or use QUEUE=embedded with SQLite');
  }
};

export type QueueConfig = ReturnType<typeof readQueueConfig>;

export function readQueueConfig(values: QueueValues) {
  const provider: QueueProvider = values.QUEUE ?? (values.DATABASE_URL ? 'pg-boss' : 'embedded');
  return {
    provider,
    pollIntervalMs: values.QUEUE_POLL_INTERVAL_MS,
    /** Jobs the `worker` service runs at once in this process. */
    concurrency: values.QUEUE_CONCURRENCY,
    retentionDays: values.QUEUE_RETENTION_DAYS,
    /** pg-boss: caps every job's timeout; null: each job's own. */
    maxJobSeconds: values.QUEUE_MAX_JOB_SECONDS ?? null,
    /** How long a claim on a job holds without its worker renewing it. */
    leaseSeconds: values.QUEUE_LEASE_SECONDS,
  };
}
