import { type ErrorCode, errorText, type FieldError, type MessageParams } from '@kinframe/contract';

/**
 * The one error a service throws: a code of the contract's ERRORS catalogue (which fixes the HTTP
 * status and the English text), its placeholders, and for a form the problems field by field.
 * Services never speak HTTP; http/errors.ts turns this into the answer.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    readonly fieldErrors?: FieldError[],
  ) {
    super(fieldErrors?.[0]?.message ?? errorText(code, params));
    this.name = 'AppError';
  }
}

/** A form with problems: 400 validation_failed, the first problem's text as the message. */
export function validationFailed(fieldErrors: FieldError[]): AppError {
  return new AppError('validation_failed', undefined, fieldErrors);
}
