import { authorization, DEVICE_API } from './device-api.ts';
import { createEventStreamParser, type ServerSentEvent } from './sse.ts';
import { noteRecovery } from './watchdog.ts';

/** The server pings every 25 s; this long without a byte means the connection died quietly. */
const SILENCE_LIMIT_MS = 60_000;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;
/**
 * Attempts in a row that never opened, with the browser online, before the page reloads: several
 * minutes of backoff, past a server's restart, so what is left is a player gone wrong.
 */
export const RELOAD_AFTER_FAILED_ATTEMPTS = 10;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): doubling from 1 s up to a minute,
 * each wait shortened by up to half at random so that frames cut off together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (1 - random() / 2));
}

export interface DeviceEventHandlers {
  /** Every event: `hello` on each (re)connection, `playlist`, `removed`. */
  onEvent(event: ServerSentEvent): void;
  /** The stream is open (true) or lost and being retried (false). */
  onConnection(isConnected: boolean): void;
  /** 401: the token no longer exists. The stream is not retried. */
  onRevoked(): void;
}

/**
 * Keeps the frame's event stream open for as long as it lives: reconnects with backoff after any
 * failure, at once when the browser says it is back online. Returns the function that closes it.
 */
export function keepDeviceEventsOpen(token: string, handlers: DeviceEventHandlers): () => void {
  let isClosed = false;
  let connection: AbortController | null = null;
  let wakeUp: (() => void) | null = null;
  const handleOnline = () => wakeUp?.();
  window.addEventListener('online', handleOnline);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** The stream fell silent and was dropped: the next one to open is the player's own recovery. */
  let wasSilenced = false;

  async function readOnce(onOpen: () => void): Promise<'revoked' | 'lost'> {
    const controller = new AbortController();
    connection = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const armSilenceLimit = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        wasSilenced = true;
        controller.abort();
      }, SILENCE_LIMIT_MS);
    };
    try {
      armSilenceLimit();
      const response = await fetch(`${DEVICE_API}/events`, {
        headers: { ...authorization(token), accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      if (response.status === 401) return 'revoked';
      if (!response.ok || !response.body) return 'lost';
      onOpen();
      const parser = createEventStreamParser(handlers.onEvent);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'lost';
        armSilenceLimit();
        parser.push(value);
      }
    } catch {
      return 'lost';
    } finally {
      clearTimeout(silence);
    }
  }

  async function run() {
    let attempt = 0;
    while (!isClosed) {
      let wasOpen = false;
      const outcome = await readOnce(() => {
        wasOpen = true;
        if (wasSilenced) noteRecovery('stream-silent', Date.now());
        wasSilenced = false;
        handlers.onConnection(true);
      });
      if (isClosed) return;
      if (outcome === 'revoked') return handlers.onRevoked();
      handlers.onConnection(false);
      // A stream that was open is retried soon; one that never opened waits longer each time.
      if (wasOpen) attempt = 0;
      if (attempt >= RELOAD_AFTER_FAILED_ATTEMPTS && navigator.onLine) {
        noteRecovery('stream-silent', Date.now());
        return location.reload();
      }
      await pause(reconnectDelay(attempt));
      attempt += 1;
    }
  }

  void run();
  return () => {
    isClosed = true;
    window.removeEventListener('online', handleOnline);
    connection?.abort();
    wakeUp?.();
  };
}
