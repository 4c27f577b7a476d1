import type { AnyJobDefinition } from './job.ts';

/** A job taken by this process; `attempt` is 1 on its first run. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
}

/** What the worker loop needs from a queue's storage; each adapter implements it. */
export interface JobSource<TJob extends ClaimedJob = ClaimedJob> {
  /** Takes up to `limit` due jobs of these kinds, marking them active so no other worker takes them. */
  claim(names: readonly string[], limit: number): Promise<TJob[]>;
  complete(job: TJob): Promise<void>;
  /** Records the error; the adapter decides between a retry after backoff and the end (failed). */
  fail(job: TJob, definition: AnyJobDefinition, error: string): Promise<void>;
  /** Hands a job back untouched, when the worker stops before it ends. */
  release(job: TJob): Promise<void>;
  /** Tells the store this worker still runs the job, so its claim does not lapse (a lease). */
  renew?(job: TJob): Promise<void>;
  /** How often renew is called while a job runs. */
  renewEveryMs?: number;
  /** Housekeeping (pruning), called at start and then every maintenance interval. */
  maintain?(): Promise<void>;
}

export interface Worker {
  /** Look for work now: a job was sent in this process, or a slot came free. */
  wake(): void;
  stop(timeoutMs: number): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  pollIntervalMs: number;
  maintenanceIntervalMs?: number;
  /** Trouble of the queue itself (database unreachable), not a failing job: those are kept in the queue. */
  reportError?: (error: unknown) => void;
}

class WorkerStopped extends Error {}

/**
 * The loop both adapters share: claim as many due jobs as there are free slots, run each with its
 * timeout, record the outcome, and claim again when a slot frees, a send wakes it or the poll
 * interval passes (another process may have sent).
 */
export function startWorker<TJob extends ClaimedJob>(
  source: JobSource<TJob>,
  jobs: readonly AnyJobDefinition[],
  options: WorkerOptions,
): Worker {
  const definitions = new Map(jobs.map((job) => [job.name, job]));
  // Work a person waits for first: background kinds are asked for only when slots stay free after
  // the others, and hold at most all slots but one, so a new upload starts at once.
  const names = jobs.filter((job) => job.priority !== 'background').map((job) => job.name);
  const backgroundNames = jobs.filter((job) => job.priority === 'background').map((job) => job.name);
  const backgroundSlots = Math.max(1, options.concurrency - 1);
  const isBackground = (job: ClaimedJob) => definitions.get(job.name)?.priority === 'background';
  const reportError =
    options.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Job queue: ${error instanceof Error ? error.message : String(error)}\n`));
  const running = new Map<string, { job: TJob; controller: AbortController; done: Promise<void> }>();
  let isStopping = false;
  let pumping: Promise<void> | null = null;
  let isWakeWanted = false;

  async function claimWhileSlotsFree(): Promise<void> {
    while (!isStopping && running.size < options.concurrency) {
      const free = options.concurrency - running.size;
      const claimed = names.length > 0 ? await source.claim(names, free) : [];
      if (claimed.length < free && backgroundNames.length > 0) {
        const runningBackground = [...running.values()].filter((entry) => isBackground(entry.job)).length;
        const room = Math.min(free - claimed.length, backgroundSlots - runningBackground);
        if (room > 0) claimed.push(...(await source.claim(backgroundNames, room)));
      }
      for (const job of claimed) {
        if (isStopping) await source.release(job);
        else run(job);
      }
      if (claimed.length < free) return;
    }
  }

  function wake(): void {
    if (isStopping) return;
    if (pumping) {
      isWakeWanted = true;
      return;
    }
    pumping = (async () => {
      do {
        isWakeWanted = false;
        try {
          await claimWhileSlotsFree();
        } catch (error) {
          reportError(error);
        }
      } while (isWakeWanted && !isStopping);
      pumping = null;
    })();
  }

  function run(job: TJob): void {
    const definition = definitions.get(job.name);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`timed out after ${definition?.timeoutSeconds} s`)),
      (definition?.timeoutSeconds ?? 0) * 1000,
    );
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const renewal = source.renew
      ? setInterval(() => void source.renew?.(job).catch(reportError), source.renewEveryMs ?? 20_000)
      : null;
    renewal?.unref();
    const done = (async () => {
      try {
        if (!definition) throw new Error(`no handler for job "${job.name}" in this worker`);
        // Parsed again here: the stored payload may predate a change of the schema.
        const payload = definition.payload.parse(job.payload);
        const context = { jobId: job.id, attempt: job.attempt, signal: controller.signal };
        // A handler that ignores its signal is left behind on timeout rather than holding its slot forever.
        await Promise.race([definition.handler(payload, context), aborted]);
        await source.complete(job);
      } catch (error) {
        if (controller.signal.reason instanceof WorkerStopped) return;
        if (definition) await source.fail(job, definition, describeError(error));
        else await source.release(job);
      }
    })()
      .catch(reportError)
      .finally(() => {
        clearTimeout(timer);
        if (renewal) clearInterval(renewal);
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { job, controller, done });
  }

  const poll = setInterval(wake, options.pollIntervalMs);
  const maintain = () => void source.maintain?.().catch(reportError);
  const maintenance = setInterval(maintain, options.maintenanceIntervalMs ?? 60_000);
  // Timers must not keep a process alive that is otherwise done (the CLI, a test).
  poll.unref();
  maintenance.unref();
  maintain();
  wake();

  return {
    wake,
    async stop(timeoutMs) {
      isStopping = true;
      clearInterval(poll);
      clearInterval(maintenance);
      await pumping;
      let timer: NodeJS.Timeout | undefined;
      const finished = Promise.allSettled([...running.values()].map((entry) => entry.done));
      await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      // Still running after the bound: abort them and give them back, so another worker takes them now
      // instead of after their lock expires.
      await Promise.all(
        [...running.values()].map(async ({ job, controller }) => {
          controller.abort(new WorkerStopped('the worker stopped'));
          await source.release(job).catch(reportError);
        }),
      );
      running.clear();
    },
  };
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  // Enough to diagnose, bounded so a huge message cannot bloat the jobs table.
  return text.slice(0, 2000);
}
