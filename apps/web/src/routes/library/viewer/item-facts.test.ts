import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatFileSize, formatMegapixels } from './item-facts.ts';

describe('item facts', () => {
  it('says file sizes in the unit that fits, in the reader’s digits', () => {
    expect(formatFileSize(812_000, 'en-US')).toBe('812 kB');
    expect(formatFileSize(3_412_000, 'en-US')).toBe('3.4 MB');
    expect(formatFileSize(3_412_000, 'de-DE')).toBe('3,4 MB');
    expect(formatFileSize(1_200_000_000, 'en-US')).toBe('1.2 GB');
  });

  it('says megapixels with one decimal and pixel counts with grouping', () => {
    expect(formatMegapixels(4032, 3024, 'en-US')).toBe('12.2');
    expect(formatMegapixels(4032, 3024, 'fr-FR')).toBe('12,2');
    expect(formatCount(4032, 'en-US')).toBe('4,032');
  });

  it('says a video’s length as a clock does', () => {
    expect(formatDuration(7.4)).toBe('0:07');
    expect(formatDuration(205)).toBe('3:25');
    expect(formatDuration(3729)).toBe('1:02:09');
  });
});
