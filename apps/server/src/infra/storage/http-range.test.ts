import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
  ])('takes %s of 100 bytes', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0'])('finds %s of 100 bytes unsatisfiable', (header) => {
    expect(parseRange(header, 100)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=9-1', 'items=0-9', 'bytes=0-1,5-6', 'bytes=a-b'])(
    'sends the whole object for %j',
    (header) => {
      expect(parseRange(header, 100)).toBeNull();
    },
  );
});
