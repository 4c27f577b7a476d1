import type { z } from 'zod';

/**
 * A kind of background work, typed end to end: `send` accepts only its payload's input type and the
 * handler receives the parsed output. The queue delivers at least once: a job may run again after
 * a crash, a lock expiry or a failure after its side effects, so every handler must be idempotent:
 * key what it writes by the item id and content hash, and overwrite rather than append, so a second
 * run is harmless.
 */
export interface JobDefinition<TSchema extends z.ZodType<object, object> = z.ZodType<object, object>> {
  /** Kebab-case, unique in the app: it is what the database and pg-boss store. */
  readonly name: string;
  /** An object schema: the payload is stored as a JSON object (pg-boss requires one). */
  readonly payload: TSchema;
  readonly handler: (payload: z.output<TSchema>, context: JobContext) => Promise<void>;
  /** Runs after the first one before the job ends failed (pg-boss's meaning of retryLimit). */
  readonly retryLimit: number;
  readonly backoff: Backoff;
  /** A run longer than this is aborted and counts as a failure; it also bounds a dead worker's lock. */
  readonly timeoutSeconds: number;
  /**
   * `background`: taken only when no `normal` job is due, and never in every slot at once, so
   * work a person waits for (an upload's renditions) goes first. The analysis of photos is one.
   */
  readonly priority: JobPriority;
}

export type JobPriority = 'normal' | 'background';

/** Retries wait about `delaySeconds`, doubling after each failure, with jitter, capped at an hour. */
export interface Backoff {
  delaySeconds: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted on timeout or when the worker stops; pass it to anything long (fetch, a child process). */
  signal: AbortSignal;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs of different payloads, e.g. for work().
export type AnyJobDefinition = JobDefinition<any>;

const JOB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const JOB_DEFAULTS = {
  retryLimit: 3,
  backoff: { delaySeconds: 10 },
  timeoutSeconds: 15 * 60,
  priority: 'normal',
} as const;

export function defineJob<TSchema extends z.ZodType<object, object>>(definition: {
  name: string;
  payload: TSchema;
  handler: (payload: z.output<TSchema>, context: JobContext) => Promise<void>;
  retryLimit?: number;
  backoff?: Backoff;
  timeoutSeconds?: number;
  priority?: JobPriority;
}): JobDefinition<TSchema> {
  if (!JOB_NAME.test(definition.name)) throw new Error(`Job name "${definition.name}" must be kebab-case`);
  const job: JobDefinition<TSchema> = { ...JOB_DEFAULTS, ...definition };
  if (!Number.isInteger(job.retryLimit) || job.retryLimit < 0) throw new Error(`${job.name}: bad retryLimit`);
  // pg-boss counts both in whole seconds; refusing fractions keeps the two adapters identical.
  if (!Number.isInteger(job.backoff.delaySeconds) || job.backoff.delaySeconds < 0) {
    throw new Error(`${job.name}: backoff.delaySeconds must be a whole number of seconds`);
  }
  if (!Number.isInteger(job.timeoutSeconds) || job.timeoutSeconds < 1)
    throw new Error(`${job.name}: bad timeoutSeconds`);
  return job;
}

const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/**
 * How long to wait before run `failedAttempt + 1`: delay × 2^(attempt-1), then stretched by up to
 * double at random, so the jobs of one outage (the storage was down) do not all retry in step. The
 * same curve as pg-boss's retryBackoff, so both adapters behave alike.
 */
export function retryDelaySeconds(backoff: Backoff, failedAttempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_DELAY_SECONDS, backoff.delaySeconds * 2 ** Math.min(16, failedAttempt - 1));
  return Math.min(MAX_RETRY_DELAY_SECONDS, base * (1 + random()));
}
