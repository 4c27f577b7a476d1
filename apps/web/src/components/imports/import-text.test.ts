import { describe, expect, it } from 'vitest';
import { formatSize } from './import-text.ts';

describe('formatSize', () => {
  it('counts in 1024s from kilobytes up, in the reader’s language', () => {
    expect(formatSize(0, 'en-US')).toBe('0 kB');
    expect(formatSize(512, 'en-US')).toBe('0.5 kB');
    expect(formatSize(350 * 1024 * 1024, 'en-US')).toBe('350 MB');
    expect(formatSize(1.4 * 1024 ** 3, 'en-US')).toBe('1.4 GB');
    expect(formatSize(50 * 1024 ** 3, 'de-DE')).toMatch(/^50\sGB$/);
  });
});
