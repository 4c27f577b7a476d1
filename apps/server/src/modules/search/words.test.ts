import { describe, expect, it } from 'vitest';
import { isWithinTypos, normalizeWords, typoMatches } from './words.ts';

describe('words as search compares them', () => {
  it('takes accents off Latin letters only', () => {
    expect(normalizeWords('Zürich Ça Noël')).toBe('zurich ca noel');
    // A kana's voicing mark is part of the letter: ド stays ド.
    expect(normalizeWords('ドイツ')).toBe('ドイツ');
  });

  it('counts a swap, a missing, an extra or a changed letter as one typo', () => {
    expect(isWithinTypos('barcleona', 'barcelona', 1)).toBe(true);
    expect(isWithinTypos('germny', 'germany', 1)).toBe(true);
    expect(isWithinTypos('germanyy', 'germany', 1)).toBe(true);
    expect(isWithinTypos('gormany', 'germany', 1)).toBe(true);
    expect(isWithinTypos('grmny', 'germany', 1)).toBe(false);
  });

  it('allows no typo in a short word', () => {
    expect(typoMatches('cat', 'the cab and the car')).toEqual([]);
    expect(typoMatches('sandcastels', 'Sandcastles with grandma')).toEqual(['sandcastles']);
  });
});
