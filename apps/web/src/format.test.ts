import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatMegapixels, formatNumber } from './format.ts';

describe('formatting for the reader', () => {
  it('says sizes in the unit that fits, counted in 1024s as the limits are, in the reader’s digits', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 kB');
    expect(formatBytes(512, 'en-US')).toBe('0.5 kB');
    expect(formatBytes(812 * 1024, 'en-US')).toBe('812 kB');
    expect(formatBytes(3.4 * 1024 ** 2, 'en-US')).toBe('3.4 MB');
    expect(formatBytes(3.4 * 1024 ** 2, 'de-DE')).toBe('3,4 MB');
    expect(formatBytes(350 * 1024 ** 2, 'en-US')).toBe('350 MB');
    expect(formatBytes(1.4 * 1024 ** 3, 'en-US')).toBe('1.4 GB');
    expect(formatBytes(50 * 1024 ** 3, 'de-DE')).toMatch(/^50\sGB$/);
  });

  it('says megapixels with one decimal and counts with grouping', () => {
    expect(formatMegapixels(4032, 3024, 'en-US')).toBe('12.2');
    expect(formatMegapixels(4032, 3024, 'fr-FR')).toBe('12,2');
    expect(formatNumber(4032, 'en-US')).toBe('4,032');
  });

  it('says a video’s length as a clock does, hours included', () => {
    expect(formatDuration(7.4)).toBe('0:07');
    expect(formatDuration(205)).toBe('3:25');
    expect(formatDuration(3729)).toBe('1:02:09');
  });
});
