import { describe, expect, it } from 'vitest';
import { bestOf, groupNearDuplicates, hashDistance, NEAR_DUPLICATE_DISTANCE } from './near-duplicates.ts';

/** A hash with these bits (0 = the highest) flipped from `base`. */
function flipped(base: string, bits: number[]): string {
  let high = BigInt(`0x${base}`);
  for (const bit of bits) high ^= 1n << BigInt(63 - bit);
  return high.toString(16).padStart(16, '0');
}

describe('near-duplicates', () => {
  const base = '81c77e39b87e2581';

  it('measures the distance in bits', () => {
    expect(hashDistance(base, base)).toBe(0);
    expect(hashDistance(base, flipped(base, [0, 31, 32, 63]))).toBe(4);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });

  it('groups every pair within the distance, whichever bands their bits fall in, and no pair beyond', () => {
    // Seven bits spread over all four bands (two bits in three of them): found all the same.
    const spread = flipped(base, [0, 1, 16, 17, 32, 33, 48]);
    const tooFar = flipped(base, [0, 1, 16, 17, 32, 33, 48, 49]);
    expect(hashDistance(base, spread)).toBe(NEAR_DUPLICATE_DISTANCE);
    expect(
      groupNearDuplicates([
        { id: 1, hash: base, keptGroup: null },
        { id: 2, hash: spread, keptGroup: null },
      ]),
    ).toEqual([[1, 2]]);
    expect(
      groupNearDuplicates([
        { id: 1, hash: base, keptGroup: null },
        { id: 3, hash: tooFar, keptGroup: null },
      ]),
    ).toEqual([]);
  });

  it('links chains into one group and leaves single items out', () => {
    const a = base;
    const b = flipped(a, [2, 3, 4, 5]);
    const c = flipped(b, [20, 21, 22, 23]);
    const lone = 'ffffffffffffffff';
    expect(
      groupNearDuplicates([
        { id: 1, hash: a, keptGroup: null },
        { id: 2, hash: lone, keptGroup: null },
        { id: 3, hash: b, keptGroup: null },
        { id: 4, hash: c, keptGroup: null },
      ]),
    ).toEqual([[1, 3, 4]]);
  });

  it('does not group items kept together again, but does group a newcomer with them', () => {
    const copy = flipped(base, [10]);
    const kept = [
      { id: 1, hash: base, keptGroup: 1 },
      { id: 2, hash: copy, keptGroup: 1 },
    ];
    expect(groupNearDuplicates(kept)).toEqual([]);
    expect(groupNearDuplicates([...kept, { id: 3, hash: flipped(base, [40]), keptGroup: null }])).toEqual([[1, 2, 3]]);
  });

  it('marks the largest best, then the sharpest, then the edited', () => {
    const photo = { id: 1, width: 4000, height: 3000, sharpness: 1.1, isEdited: false };
    const smaller = { id: 2, width: 2000, height: 1500, sharpness: 1.3, isEdited: true };
    expect(bestOf([smaller, photo])?.id).toBe(1);
    const sharper = { ...photo, id: 3, sharpness: 1.4 };
    expect(bestOf([photo, sharper])?.id).toBe(3);
    const edited = { ...photo, id: 4, isEdited: true };
    expect(bestOf([photo, edited])?.id).toBe(4);
    expect(bestOf([])).toBeUndefined();
  });
});
