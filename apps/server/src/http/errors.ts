import { ERRORS, type ErrorBody, type ErrorCode, errorText, type FieldError } from '@kinframe/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';

/** RFC 2046 5.1.1: a multipart boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * The one place where failures become answers: `{ success: false, code, message, params?, errors? }`
 * with the status the contract gives the code. Nothing unexpected leaks (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A multipart body without its boundary, or with one past RFC 2046's 70 characters (the parser
  // throws an error without a status past 256, deep in the handler), is refused here before any
  // handler reads it.
  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^multipart\//i.test(type)) return;
    const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]+))/i.exec(type);
    const value = boundary?.[1] ?? boundary?.[2] ?? '';
    if (value.length === 0 || value.length > MAX_BOUNDARY_LENGTH) return sendError(reply, 'validation_failed');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue): FieldError => {
        const id = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        const isMissing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
        const code: ErrorCode = isMissing ? 'required' : 'validation_failed';
        return { id, code, message: errorText(code) };
      });
      return sendError(reply, 'validation_failed', { fieldErrors: errors });
    }
    const status = error.statusCode ?? 500;
    // Fastify's own refusals of a malformed request (bad JSON, wrong content type, too large).
    if (status === 413) return sendError(reply, 'file_too_large');
    // A folder or a file that is not there, as the static file server reports it.
    if (status === 403 || status === 404) return sendError(reply, 'not_found');
    if (status >= 400 && status < 500) return sendError(reply, 'validation_failed');
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'internal_server_error');
  });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  detail: { params?: ErrorBody['params']; fieldErrors?: FieldError[] } = {},
): FastifyReply {
  const body: ErrorBody = {
    success: false,
    code,
    message: detail.fieldErrors?.[0]?.message ?? errorText(code, detail.params),
  };
  if (detail.params) body.params = detail.params;
  if (detail.fieldErrors?.length) body.errors = detail.fieldErrors;
  // Refused before its body was read (an upload's early refusal): the rest of the body is still on
  // the connection, where the next request would wait behind it for ever. The connection ends with
  // this answer instead.
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/**
 * The router's own refusals (Fastify's frameworkErrors): a path parameter longer than the router
 * takes (a 1,000-digit id) and a path that is not valid percent-encoding (`%ff`), in the same form
 * as every other error.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'validation_failed');
}
