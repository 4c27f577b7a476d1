/**
 * Near-duplicates by perceptual hash: two pictures whose 64-bit hashes differ in at most
 * NEAR_DUPLICATE_DISTANCE bits are the same picture resized, recompressed, lightly edited, or shots
 * of one burst. Measured with the library's own hash (photo-analysis.ts) on photo-like pictures:
 * resized to a quarter, recompressed at quality 50, brightened by 10 % or sharpened: 0-4 bits;
 * different scenes: 20-40. Seven leaves room for a burst's small moves and stays far from
 * different photos.
 */
export const NEAR_DUPLICATE_DISTANCE = 7;

/**
 * Found without comparing every pair (100,000 photos are 5 billion pairs): the hash is cut into four
 * bands of 16 bits. Two hashes within 7 bits differ in at most one bit in some band (were every band
 * two bits apart, they would be 8 apart), so each hash is looked up in each band's index under its
 * own band and the 16 that differ from it in one bit: 68 look-ups, then the full distance of the
 * few found. Multi-index hashing (Norouzi, Punjani and Fleet, 2012) with an exact guarantee.
 */
const BANDS = 4;
const BAND_BITS = 16;

export interface HashedItem {
  id: number;
  /** 16 hex digits. */
  hash: string;
  /** "Keep all": items sharing this number were kept together, and are not grouped by it again. */
  keptGroup: number | null;
}

/** popcount of a 32-bit value. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function hashDistance(a: string, b: string): number {
  return (
    bitCount(Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16)) +
    bitCount(Number.parseInt(a.slice(8, 16), 16) ^ Number.parseInt(b.slice(8, 16), 16))
  );
}

/**
 * The groups (ids, each group in input order) of items linked by near-duplicate pairs, a pair
 * counting only when its two were not kept together; groups of one are left out.
 */
export function groupNearDuplicates(items: readonly HashedItem[]): number[][] {
  const count = items.length;
  const high = new Uint32Array(count);
  const low = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) {
    const hash = items[index]?.hash ?? '0';
    high[index] = Number.parseInt(hash.slice(0, 8), 16) >>> 0;
    low[index] = Number.parseInt(hash.slice(8, 16), 16) >>> 0;
  }
  const bandOf = (index: number, band: number) => {
    const word = band < 2 ? (high[index] ?? 0) : (low[index] ?? 0);
    return band % 2 === 0 ? word >>> 16 : word & 0xffff;
  };
  // Per band: a bucket head per 16-bit value and a next link per item (a linked list in two arrays).
  const heads = Array.from({ length: BANDS }, () => new Int32Array(1 << BAND_BITS).fill(-1));
  const next = Array.from({ length: BANDS }, () => new Int32Array(count));
  const parent = Int32Array.from({ length: count }, (_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  const kept = items.map((item) => item.keptGroup);
  const lastSeen = new Int32Array(count).fill(-1);
  for (let index = 0; index < count; index += 1) {
    for (let band = 0; band < BANDS; band += 1) {
      const value = bandOf(index, band);
      const bucketHeads = heads[band] as Int32Array;
      const links = next[band] as Int32Array;
      for (let flip = -1; flip < BAND_BITS; flip += 1) {
        const probe = flip < 0 ? value : value ^ (1 << flip);
        for (let other = bucketHeads[probe] ?? -1; other >= 0; other = links[other] ?? -1) {
          // Found through another band or probe already: compared once.
          if (lastSeen[other] === index) continue;
          lastSeen[other] = index;
          const distance =
            bitCount(((high[index] ?? 0) ^ (high[other] ?? 0)) >>> 0) +
            bitCount(((low[index] ?? 0) ^ (low[other] ?? 0)) >>> 0);
          if (distance > NEAR_DUPLICATE_DISTANCE) continue;
          if (kept[index] !== null && kept[index] === kept[other]) continue;
          parent[root(index)] = root(other);
        }
      }
    }
    for (let band = 0; band < BANDS; band += 1) {
      const value = bandOf(index, band);
      (next[band] as Int32Array)[index] = (heads[band] as Int32Array)[value] ?? -1;
      (heads[band] as Int32Array)[value] = index;
    }
  }
  const groups = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const top = root(index);
    const group = groups.get(top) ?? [];
    group.push((items[index] as HashedItem).id);
    groups.set(top, group);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

export interface Candidate {
  id: number;
  width: number | null;
  height: number | null;
  sharpness: number | null;
  isEdited: boolean;
}

/**
 * The one to keep: the largest picture (more pixels survive any later crop), then the sharpest
 * (of a burst, the one in focus), then the edited one (someone took care over it), then the first.
 */
export function bestOf<T extends Candidate>(candidates: readonly T[]): T | undefined {
  const pixels = (item: Candidate) => (item.width ?? 0) * (item.height ?? 0);
  let best: T | undefined;
  for (const candidate of candidates) {
    if (!best) {
      best = candidate;
      continue;
    }
    const byPixels = pixels(candidate) - pixels(best);
    // Within 2 %: the same size for a person (a crop of a few pixels, a re-encode's rounding).
    if (Math.abs(byPixels) > pixels(best) * 0.02) {
      if (byPixels > 0) best = candidate;
      continue;
    }
    const bySharpness = (candidate.sharpness ?? 0) - (best.sharpness ?? 0);
    if (Math.abs(bySharpness) > 0.05) {
      if (bySharpness > 0) best = candidate;
      continue;
    }
    if (candidate.isEdited && !best.isEdited) best = candidate;
  }
  return best;
}
