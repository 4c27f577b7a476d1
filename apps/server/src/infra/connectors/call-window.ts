import { ConnectorError } from './connector.ts';

/**
 * A provider's allowance of calls per key (Flickr: 3,600 an hour), kept by one process: at most
 * `limit` calls in any `windowMs` (a sliding window). A call past it waits for the oldest to leave
 * the window when that is near; when it is far off (a burst used the hour up), the call is a
 * `throttled` error saying how long, so a job tries again later rather than holding a worker.
 */
export interface CallWindow {
  /** Resolves once a call may go; aborting the signal ends the wait with the signal's reason. */
  take(signal?: AbortSignal): Promise<void>;
}

export interface CallWindowOptions {
  limit: number;
  windowMs: number;
  /** Waits longer than this are not waited for. */
  maxWaitMs: number;
  /** For the error's message: whose calls these are. */
  what: string;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function createCallWindow(options: CallWindowOptions): CallWindow {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  /** When each call in the window went, oldest first. */
  const sent: number[] = [];

  return {
    async take(signal) {
      for (;;) {
        signal?.throwIfAborted();
        // A clock set back must not let a call in ahead of the ones already counted.
        const at = Math.max(now(), sent.at(-1) ?? 0);
        while (sent.length > 0 && (sent[0] ?? 0) <= at - options.windowMs) sent.shift();
        if (sent.length < options.limit) {
          sent.push(at);
          return;
        }
        const waitMs = (sent[0] ?? at) + options.windowMs - at;
        if (waitMs > options.maxWaitMs) {
          throw new ConnectorError(
            'throttled',
            `${options.what}: the ${options.limit} calls of the window are used up`,
            Math.ceil(waitMs / 1000),
          );
        }
        // Others may be waiting for the same moment: the loop counts again after it.
        await sleep(waitMs, signal);
      }
    },
  };
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
