import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer slower than this is worth a warning at any log level. */
export const SLOW_REQUEST_MS = 1000;

/** Path parameters whose values open something (a gift's link, a confirmation): never logged. */
const SECRET_PARAM = /token|code|signature|secret|key/i;

/**
 * The request's path as a log may keep it: no query string (signed media links carry their
 * signature there, and download the original without a cookie), and secret path parameters by
 * their name only.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  let path = request.url.split('?')[0] ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAM.test(name) && typeof value === 'string' && value) {
      path = path.replace(encodeURIComponent(value), `:${name}`).replace(value, `:${name}`);
    }
  }
  return path;
}

/** Fastify's `req` log serializer with the path as loggedPath gives it (its error lines use it). */
export function serializeLoggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * What the log says about each request. Fastify writes two info lines per request (in and out):
 * a write each, and a flood once frames poll the API. Here nothing is written on the way in; on
 * the way out one line at debug, a warning when the answer was slow, and Fastify's own error line
 * when sending failed. Failures met while handling are logged where they become answers
 * (http/errors.ts); Fastify's other error lines (serializer, stream, writeHead) stay as they are.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line = {
      method: request.method,
      url: loggedPath(request),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    // An event stream is open for as long as its client listens: long, and not slow.
    const isStream = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    if (reply.elapsedTime >= this.slowMs && !isStream) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
