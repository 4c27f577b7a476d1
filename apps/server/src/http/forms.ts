import { errorText } from '@kinframe/contract';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../app-error.ts';

/**
 * preValidation for calls the spec sends as multipart (login): gathers the text fields into
 * `request.body` so the contract's schema validates them like any form. Such a call has no files.
 */
export async function readMultipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw validationFailed([
        { id: part.fieldname, code: 'validation_failed', message: errorText('validation_failed') },
      ]);
    }
    fields[part.fieldname] = String(part.value);
  }
  request.body = fields;
}
