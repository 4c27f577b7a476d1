// The requests an HTTP server running in the bench's own process receives (a provider's stand-in,
// say), timed from outside it: node's built-in diagnostics channels say when each request came in
// and when its answer was written, so the server's code stays as it is.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

export interface ServedRequest {
  /** The path, without the query. */
  path: string;
  /** When its headers were read (performance.now()). */
  receivedAt: number;
  /** When the last byte of its answer was handed to the socket; null while it is held open. */
  answeredAt: number | null;
}

export interface ServedRequestLog {
  /** Every request so far, in the order they came in. */
  readonly requests: ServedRequest[];
  stop(): void;
}

/** Logs every request any node:http server of this process receives, from now until stop(). */
export function logServedRequests(): ServedRequestLog {
  const requests: ServedRequest[] = [];
  const open = new WeakMap<IncomingMessage, ServedRequest>();
  const onStart = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const served: ServedRequest = {
      path: (request.url ?? '').split('?')[0] ?? '',
      receivedAt: performance.now(),
      answeredAt: null,
    };
    open.set(request, served);
    requests.push(served);
  };
  const onFinish = (message: unknown) => {
    const served = open.get((message as { request: IncomingMessage }).request);
    if (served) served.answeredAt = performance.now();
  };
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);
  return {
    requests,
    stop() {
      unsubscribe('http.server.request.start', onStart);
      unsubscribe('http.server.response.finish', onFinish);
    },
  };
}
