import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (prototype keys refused), but decoded as strict UTF-8: by
 * default invalid bytes become U+FFFD and an album could be named by replacement characters. A body
 * that is not UTF-8 is a 400, like any other malformed body.
 */
export function registerStrictJsonBodies(app: FastifyInstance): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      const error = new Error('the body is not valid UTF-8') as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
