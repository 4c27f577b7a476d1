import type { ErrorCode } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';

/**
 * Runs one call of friends and family. The rules' own answers (not found, limits, ...) pass as they
 * are; anything else that breaks (the database, the mailer) becomes the call's spec text ('Could not
 * rename member', ...), with what broke kept as its cause for the log.
 */
export async function failingAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError(code), { cause: error });
  }
}
