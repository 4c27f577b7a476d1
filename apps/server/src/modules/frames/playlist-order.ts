import type { FrameFill, FrameRecency, PlaylistItem } from '@kinframe/contract';

/**
 * A shuffled frame's order, decided by the server so every device of the frame plays the same and
 * resumes where it was: pure functions of the frame, the cycle number, the items and the time.
 *
 * A cycle shows every item exactly once, so nothing is starved however old. Within it the order is
 * a weighted random permutation (Efraimidis–Spirakis: each item draws u in (0,1) and sorts by
 * u^(1/w), largest first), so an item of weight w tends to come earlier the larger w is. The draws
 * come from a small PRNG seeded by (frame, cycle): the same cycle is the same order on every
 * process and after every restart.
 */

export interface OrderItem {
  id: number;
  /** When it came into the library (ISO): what "newer" means for the recency weight. */
  addedAt: string;
  /**
   * Whether the frame's player pairs it with a neighbour of the same kind (a portrait on a
   * landscape screen, a landscape on a portrait one: slides.ts on the web). Such items are kept in
   * twos in the order, so the shuffle never leaves one alone between photos of the other shape.
   */
  pairs: boolean;
}

/**
 * The player's rule (slides.ts on the web): with the fill `pair`, photos of the other shape than the
 * screen share it in twos; with any other fill each shows alone and need not come in twos.
 */
export function pairsOnScreen(
  item: Pick<PlaylistItem, 'kind' | 'orientation' | 'width' | 'height'>,
  screen: 'landscape' | 'portrait',
  fill: FrameFill,
): boolean {
  if (fill !== 'pair' || item.kind !== 'photo' || item.orientation === 'square') return false;
  return screen === 'landscape' ? item.height > item.width : item.width > item.height;
}

const DAY_MS = 86_400_000;

/**
 * The recency weight's half-life and floor. Gentle: a photo three months old counts half as much as
 * today's, and none falls below a quarter, so an old album still mixes in well. Strong: two weeks
 * halve it, down to a twentieth: this month's photos fill the start of each cycle, the rest follow.
 */
export const RECENCY_CURVES = {
  gentle: { halfLifeDays: 90, floor: 0.25 },
  strong: { halfLifeDays: 14, floor: 0.05 },
} as const satisfies Record<Exclude<FrameRecency, 'off'>, { halfLifeDays: number; floor: number }>;

/** An item's weight: 1 when new (or for `off`), halving every half-life down to the floor. */
export function recencyWeight(addedAt: string, recency: FrameRecency, now: Date): number {
  if (recency === 'off') return 1;
  const { halfLifeDays, floor } = RECENCY_CURVES[recency];
  const ageDays = Math.max(0, (now.getTime() - Date.parse(addedAt)) / DAY_MS);
  if (!Number.isFinite(ageDays)) return floor;
  return Math.max(floor, 0.5 ** (ageDays / halfLifeDays));
}

/** mulberry32: 32 bits of state, good enough to shuffle photos and the same on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed from numbers (frame, cycle, a salt), mixed so that neighbouring cycles draw unrelated orders. */
export function seedOf(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x01000193);
    hash = Math.imul(hash ^ Math.floor(part / 4_294_967_296), 0x01000193);
    hash ^= hash >>> 15;
  }
  return hash >>> 0;
}

/** The weighted permutation of `items` (Efraimidis–Spirakis, in logarithms: ln(u) / w, largest first). */
function weightedPermutation(
  items: readonly OrderItem[],
  recency: FrameRecency,
  now: Date,
  random: () => number,
): OrderItem[] {
  const keyed = items.map((item) => {
    // (0, 1]: ln(0) would be -Infinity for every zero draw alike.
    const u = 1 - random();
    return { item, key: Math.log(u) / recencyWeight(item.addedAt, recency, now) };
  });
  keyed.sort((a, b) => b.key - a.key || a.item.id - b.item.id);
  return keyed.map((entry) => entry.item);
}

/**
 * Groups the permutation into what the player shows at once: each item that pairs is joined by the
 * next one that pairs, at the place of the first (the earlier, heavier one). One left over stays
 * alone, moved past any pair right after it so that the player's pairing (two in a row, from the
 * front) still meets the pairs as made here.
 */
function unitsOf(permutation: readonly OrderItem[]): OrderItem[][] {
  const units: OrderItem[][] = [];
  const taken = new Set<number>();
  for (let index = 0; index < permutation.length; index += 1) {
    const item = permutation[index] as OrderItem;
    if (taken.has(item.id)) continue;
    taken.add(item.id);
    if (!item.pairs) {
      units.push([item]);
      continue;
    }
    const partner = permutation.slice(index + 1).find((other) => other.pairs && !taken.has(other.id));
    if (partner) taken.add(partner.id);
    units.push(partner ? [item, partner] : [item]);
  }
  const alone = units.findIndex((unit) => unit.length === 1 && unit[0]?.pairs);
  if (alone !== -1) {
    let at = alone;
    while ((units[at + 1]?.length ?? 0) === 2) {
      [units[at], units[at + 1]] = [units[at + 1] as OrderItem[], units[at] as OrderItem[]];
      at += 1;
    }
  }
  return units;
}

export interface CycleOrderInput {
  frameId: number;
  cycle: number;
  items: readonly OrderItem[];
  recency: FrameRecency;
  now: Date;
  /** The last item of the cycle before: never the first of this one. */
  previousLastId?: number | null;
}

/**
 * A cycle's order (item ids): every item once, newer ones earlier on average, pairs together, and
 * never the photo the previous cycle ended with first (its unit trades places with the next).
 */
export function orderCycle(input: CycleOrderInput): number[] {
  const random = createRandom(seedOf(input.frameId, input.cycle));
  const units = unitsOf(weightedPermutation(input.items, input.recency, input.now, random));
  const first = units[0];
  if (units.length > 1 && first?.some((item) => item.id === input.previousLastId)) {
    [units[0], units[1]] = [units[1] as OrderItem[], first];
  }
  return units.flat().map((item) => item.id);
}

/**
 * The cycle's order after the items changed under it: items gone are dropped, items new to it are
 * put right after the one due now (newest-weighted among themselves), so a new upload shows next
 * instead of at the end of the cycle. Returns the same array when nothing changed.
 */
export function reviseOrder(
  order: readonly number[],
  position: number,
  input: Omit<CycleOrderInput, 'previousLastId'>,
): readonly number[] {
  const present = new Set(input.items.map((item) => item.id));
  const known = new Set(order);
  const fresh = input.items.filter((item) => !known.has(item.id));
  const kept = order.filter((id) => present.has(id));
  if (fresh.length === 0 && kept.length === order.length) return order;
  // Where the item due now stands once the gone ones are out: the new ones come right after it.
  const at = order.slice(0, position + 1).filter((id) => present.has(id)).length;
  const freshOrder = orderCycle({ ...input, items: fresh, cycle: seedOf(input.cycle, fresh.length, order.length) });
  return [...kept.slice(0, at), ...freshOrder, ...kept.slice(at)];
}
