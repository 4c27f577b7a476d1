import { errorText, isPlainText } from '@kinframe/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { validationFailed } from '../app-error.ts';

/** Deeper than any body of the API: what lies below is left to the route's schema, which refuses it. */
const MAX_CHECKED_DEPTH = 32;

/**
 * The field of the first string in `value` (a key or a value, at any depth) that is not text a
 * person types: a NUL or another control character, or half a surrogate pair. `null` when none is.
 */
function firstUnplainText(value: unknown, field: string, depth = 0): string | null {
  if (typeof value === 'string') return isPlainText(value) ? null : field;
  if (value === null || typeof value !== 'object' || depth >= MAX_CHECKED_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerField = depth === 0 ? key : field;
    if (!isPlainText(key)) return innerField;
    const found = firstUnplainText(inner, innerField, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * JSON bodies as Fastify reads them (prototype keys refused), but decoded as strict UTF-8: by
 * default invalid bytes become U+FFFD and an album could be named by replacement characters. A body
 * that is not UTF-8 is a 400, like any other malformed body. No call of the API takes text that
 * no keyboard types, so a string holding a control character or a lone surrogate (as a JSON escape:
 * `\u0000`, `\ud800`) is a 400 on every route, whatever its schema says of the field; third parties'
 * webhooks read their own bytes.
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
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const field = firstUnplainText(parsed, 'body');
      if (field === null) return done(null, parsed);
      done(
        validationFailed([{ id: field, code: 'validation_failed', message: errorText('validation_failed') }]),
        undefined,
      );
    });
  });
}
