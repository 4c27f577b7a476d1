import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../app-error.ts';
import type { StreamLeases } from './stream-leases.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const PING_SECONDS = 25;
/** What a client is told to wait before reconnecting when the stream breaks. */
const RETRY_MS = 5_000;
/** A client that stopped reading: past this much unread, its stream is closed rather than buffered. */
const MAX_UNREAD_BYTES = 256 * 1024;
/** Streams one account or one frame may hold open, in every process together: a few tabs, never sixty. */
export const MAX_STREAMS_PER_HOLDER = 10;

export interface StreamOptions {
  /** Who holds the stream (an account, a frame): at most MAX_STREAMS_PER_HOLDER open per holder. */
  holder: string;
  /**
   * Asked at every ping and on `recheck()`: false ends the stream (its session ended or expired,
   * its device was removed), so a stream never outlives the right to it.
   */
  isStillAllowed?: () => Promise<boolean>;
}

/** One open text/event-stream answer. */
export interface EventStream {
  /** An event `name` with `data` as JSON. Ignored once the stream is closed. */
  send(name: string, data?: unknown): void;
  /** Ends the answer; the client sees the stream close. */
  close(): void;
  readonly isOpen: boolean;
  /** Runs once when the stream ends, whoever ended it (the client, the server, app.close()). */
  onClose(listener: () => void): void;
  /** Asks isStillAllowed now (something it depends on changed) and ends the stream on false. */
  recheck(): Promise<void>;
}

/**
 * Server-Sent Events for any route: frames now, people's notifications later. Each stream is a
 * PassThrough handed to Fastify, so the scope's headers (security headers, cookies) go out as for
 * any answer and nothing buffers it: every event is written as it is sent. One timer pings every
 * open stream and renews their leases (counted across processes); `app.close()` ends them all
 * (preClose), so open streams never hold a shutdown.
 */
export function registerEventStreams(app: FastifyInstance, leases: StreamLeases) {
  const open = new Map<EventStream, number>();
  let pingTimer: NodeJS.Timeout | null = null;

  function startPinging(): void {
    if (pingTimer) return;
    pingTimer = setInterval(() => {
      for (const stream of open.keys()) {
        (stream as EventStreamImpl).write(': ping\n\n');
        void stream.recheck();
      }
      leases.renew([...open.values()]).catch((error: unknown) => app.log.error({ err: error }, 'renew stream leases'));
    }, PING_SECONDS * 1000);
    pingTimer.unref();
  }

  function stopPingingWhenIdle(): void {
    if (open.size > 0 || !pingTimer) return;
    clearInterval(pingTimer);
    pingTimer = null;
  }

  app.addHook('preClose', (done) => {
    for (const stream of [...open.keys()]) stream.close();
    done();
  });

  return {
    /**
     * Starts the answer: headers out, `retry` said. Call it after authenticating, then return
     * `reply`. A holder with MAX_STREAMS_PER_HOLDER streams open already, in any process, is
     * refused (429).
     */
    async open(reply: FastifyReply, options: StreamOptions): Promise<EventStream> {
      const lease = await leases.take(options.holder, MAX_STREAMS_PER_HOLDER);
      if (lease === null) throw new AppError('too_many_streams', { max: MAX_STREAMS_PER_HOLDER });
      const body = new PassThrough();
      const listeners: Array<() => void> = [];
      // ending: end() was called, the last bytes are on their way; nothing more is written.
      let state: 'open' | 'ending' | 'closed' = 'open';
      const stream: EventStreamImpl = {
        get isOpen() {
          return state === 'open';
        },
        write(chunk) {
          if (state !== 'open') return;
          if (!body.write(chunk) && body.writableLength > MAX_UNREAD_BYTES) stream.close();
        },
        send(name, data) {
          stream.write(`event: ${name}\ndata: ${JSON.stringify(data ?? {})}\n\n`);
        },
        close() {
          if (state !== 'open') return;
          state = 'ending';
          body.end();
        },
        onClose(listener) {
          if (state === 'closed') listener();
          else listeners.push(listener);
        },
        async recheck() {
          if (state !== 'open' || !options.isStillAllowed) return;
          const isAllowed = await options.isStillAllowed().catch(() => true);
          if (!isAllowed) stream.close();
        },
      };
      // 'close' follows the end of the answer and a client that went away (Fastify destroys the body).
      body.on('close', () => {
        if (state === 'closed') return;
        state = 'closed';
        open.delete(stream);
        leases.give(lease).catch((error: unknown) => app.log.error({ err: error }, 'give a stream lease back'));
        stopPingingWhenIdle();
        for (const listener of listeners.splice(0)) listener();
      });
      body.on('error', () => {});
      open.set(stream, lease);
      startPinging();
      reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        // no-transform: a proxy must neither compress nor buffer it.
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(body);
      stream.write(`retry: ${RETRY_MS}\n\n`);
      return stream;
    },

    get openCount(): number {
      return open.size;
    },
  };
}

interface EventStreamImpl extends EventStream {
  write(chunk: string): void;
}
