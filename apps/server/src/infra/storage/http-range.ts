import type { ByteRange } from './storage.ts';

/**
 * The one byte range a `Range` header asks of an object of `size` bytes (RFC 9110 §14):
 * a range, 'unsatisfiable' (answer 416), or null to send the whole object, which is also the answer
 * to a header we do not take: malformed, another unit, or several ranges (players ask for one).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
