import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer slower than this is worth a warning at any log level. */
export const SLOW_REQUEST_MS = 1000;

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
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    // An event stream is open for as long as its client listens: long, and not slow.
    const isStream = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    if (reply.elapsedTime >= this.slowMs && !isStream) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
