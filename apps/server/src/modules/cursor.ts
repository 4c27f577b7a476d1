import { errorText } from '@kinframe/contract';
import { type AppError, validationFailed } from '../app-error.ts';

/**
 * Keyset cursors for every paged list: opaque to clients, a base64url JSON array of the sort keys of
 * the last row shown (numbers, and dates as text). A cursor that does not decode to the shape the
 * list expects was made up or damaged, and is refused as a 400 on the `cursor` field; quietly
 * answering the first page would hide the client's bug.
 */
export type CursorValue = number | string;
type CursorKind = 'number' | 'string';

/** A cursor is a few keys; anything longer is not one of ours. */
const MAX_CURSOR_LENGTH = 512;

export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(value: string | undefined, kinds: CursorKind[]): CursorValue[] | null {
  if (value === undefined || value === '') return null;
  const parsed = value.length <= MAX_CURSOR_LENGTH ? parseJson(Buffer.from(value, 'base64url').toString('utf8')) : null;
  const isShape =
    Array.isArray(parsed) &&
    parsed.length === kinds.length &&
    parsed.every((part, index) =>
      kinds[index] === 'number' ? Number.isSafeInteger(part) : typeof part === 'string' && part.length <= 64,
    );
  if (!isShape) throw invalidCursor();
  return parsed as CursorValue[];
}

/** The common case: a cursor of whole numbers (ids, positions). */
export function decodeNumberCursor(value: string | undefined, length: number): number[] | null {
  return decodeCursor(
    value,
    Array.from({ length }, () => 'number' as const),
  ) as number[] | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function invalidCursor(): AppError {
  return validationFailed([{ id: 'cursor', code: 'validation_failed', message: errorText('validation_failed') }]);
}
