import { ApiError, cancelledError } from './error-mapping.ts';

/**
 * Retry and poll, for the network's bad moments (spec section 7: "poll and retry on timeout or
 * network errors, default delays 3 s and 1 s"): a failed attempt is tried again after `delayMs`
 * (1 s), and polling asks again every `intervalMs` (3 s) until the answer is the one awaited.
 */
export interface RetryPolicy {
  /** How many times a failed attempt is tried again. */
  retries: number;
  delayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, delayMs: 1000 };
export const DEFAULT_POLL_INTERVAL_MS = 3000;

/** Waits, unless the signal ends the wait first (then rejects with the 'cancelled' error). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    function handleAbort() {
      clearTimeout(timer);
      reject(cancelledError());
    }
    signal?.addEventListener('abort', handleAbort, { once: true });
  });
}

/** Only a timeout or a lost connection is worth repeating; an answer from the server is final. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkFailure;
}

export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
  signal?: AbortSignal,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.retries || !isRetryable(error) || signal?.aborted) throw error;
      await sleep(policy.delayMs, signal);
    }
  }
}

export interface PollOptions<T> {
  /** True when the answer is the one we wait for. */
  until: (value: T) => boolean;
  intervalMs?: number;
  /** Stop after this many attempts and return the last answer; unbounded when absent. */
  maxAttempts?: number;
  signal?: AbortSignal;
}

/** Asks again every interval until the answer satisfies `until`; network failures keep polling. */
export async function poll<T>(attempt: () => Promise<T>, options: PollOptions<T>): Promise<T> {
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  for (let tried = 1; ; tried++) {
    let value: T | undefined;
    let hasValue = false;
    try {
      value = await attempt();
      hasValue = true;
    } catch (error) {
      if (!isRetryable(error) || options.signal?.aborted) throw error;
      if (options.maxAttempts !== undefined && tried >= options.maxAttempts) throw error;
    }
    if (hasValue) {
      const answer = value as T;
      if (options.until(answer)) return answer;
      if (options.maxAttempts !== undefined && tried >= options.maxAttempts) return answer;
    }
    await sleep(intervalMs, options.signal);
  }
}
