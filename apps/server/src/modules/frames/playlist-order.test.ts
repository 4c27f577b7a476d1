import { describe, expect, it } from 'vitest';
import { memoriesAround } from './playlist-memories.ts';
import {
  createRandom,
  type OrderItem,
  orderCycle,
  pairsOnScreen,
  RECENCY_CURVES,
  recencyWeight,
  reviseOrder,
  seedOf,
} from './playlist-order.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY_MS = 86_400_000;

/** Item i added i days before NOW: the lower the id, the newer. */
function items(count: number, pairs: (id: number) => boolean = () => false): OrderItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    addedAt: new Date(NOW.getTime() - index * DAY_MS).toISOString(),
    pairs: pairs(index + 1),
  }));
}

const cycleOf = (list: OrderItem[], cycle: number, recency: 'off' | 'gentle' | 'strong' = 'gentle') =>
  orderCycle({ frameId: 7, cycle, items: list, recency, now: NOW });

/** The mean place (0 = first) of the newest tenth of the items, over many cycles. */
function meanPlaceOfNewest(recency: 'off' | 'strong'): number {
  const list = items(100);
  let total = 0;
  let count = 0;
  for (let cycle = 0; cycle < 200; cycle += 1) {
    const order = cycleOf(list, cycle, recency);
    for (let id = 1; id <= 10; id += 1) {
      total += order.indexOf(id);
      count += 1;
    }
  }
  return total / count;
}

describe('a frame cycle order', () => {
  it('holds every item exactly once', () => {
    const list = items(57, (id) => id % 3 === 0);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      const order = cycleOf(list, cycle);
      expect(order).toHaveLength(57);
      expect([...order].sort((a, b) => a - b)).toEqual(list.map((item) => item.id));
    }
  });

  it('is the same for the same frame and cycle, and another for the next cycle or frame', () => {
    const list = items(30);
    expect(cycleOf(list, 4)).toEqual(cycleOf(list, 4));
    expect(cycleOf(list, 5)).not.toEqual(cycleOf(list, 4));
    expect(orderCycle({ frameId: 8, cycle: 4, items: list, recency: 'gentle', now: NOW })).not.toEqual(
      cycleOf(list, 4),
    );
  });

  it('puts newer items earlier with a strong recency than with none', () => {
    const off = meanPlaceOfNewest('off');
    const strong = meanPlaceOfNewest('strong');
    // Unweighted, the newest tenth sits around the middle (49.5 of 0..99); strongly weighted, near the front.
    expect(off).toBeGreaterThan(40);
    expect(off).toBeLessThan(60);
    expect(strong).toBeLessThan(off - 20);
  });

  it('never starts a cycle with the item the previous one ended with', () => {
    const list = items(5);
    for (let cycle = 0; cycle < 200; cycle += 1) {
      const previous = cycleOf(list, cycle);
      const next = orderCycle({
        frameId: 7,
        cycle: cycle + 1,
        items: list,
        recency: 'strong',
        now: NOW,
        previousLastId: previous.at(-1),
      });
      expect(next[0]).not.toBe(previous.at(-1));
    }
  });

  it('keeps the items that pair in twos, so the player pairs them as they were drawn', () => {
    const isPortrait = (id: number) => id % 2 === 0;
    const list = items(40, isPortrait);
    for (let cycle = 0; cycle < 50; cycle += 1) {
      const order = cycleOf(list, cycle);
      // Runs of portraits are of even length: the player's two-in-a-row pairing leaves none alone.
      let run = 0;
      for (const id of [...order, 0]) {
        if (id !== 0 && isPortrait(id)) run += 1;
        else {
          expect(run % 2).toBe(0);
          run = 0;
        }
      }
    }
  });

  it('puts new items right after the one due, and drops those gone', () => {
    const list = items(10);
    const order = cycleOf(list, 3);
    const withNew = [
      ...list.filter((item) => item.id !== order[1]),
      { id: 99, addedAt: NOW.toISOString(), pairs: false },
    ];
    const revised = reviseOrder(order, 4, { frameId: 7, cycle: 3, items: withNew, recency: 'gentle', now: NOW });
    expect(revised).toEqual([...order.slice(0, 5).filter((id) => id !== order[1]), 99, ...order.slice(5)]);
    expect(reviseOrder(order, 4, { frameId: 7, cycle: 3, items: list, recency: 'gentle', now: NOW })).toBe(order);
  });
});

describe('the recency weight', () => {
  it('halves with each half-life down to its floor, and is 1 when off', () => {
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
    expect(recencyWeight(daysAgo(0), 'gentle', NOW)).toBe(1);
    expect(recencyWeight(daysAgo(RECENCY_CURVES.gentle.halfLifeDays), 'gentle', NOW)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(RECENCY_CURVES.strong.halfLifeDays), 'strong', NOW)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(3650), 'strong', NOW)).toBe(RECENCY_CURVES.strong.floor);
    expect(recencyWeight(daysAgo(3650), 'off', NOW)).toBe(1);
  });

  it('draws the same numbers from the same seed', () => {
    const a = createRandom(seedOf(1, 2));
    const b = createRandom(seedOf(1, 2));
    const draws = Array.from({ length: 5 }, () => a());
    expect(draws).toEqual(Array.from({ length: 5 }, () => b()));
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    expect(seedOf(1, 2)).not.toBe(seedOf(2, 1));
  });
});

describe('memories', () => {
  it('gathers the items taken on this day in earlier years, nearest year first, for the dates around now', () => {
    const memories = memoriesAround(
      [
        { id: 1, takenAt: '2023-11-26T09:00:00.000Z' },
        { id: 2, takenAt: '2025-11-26T18:00:00.000Z' },
        { id: 3, takenAt: '2023-11-26T10:00:00.000Z' },
        { id: 4, takenAt: '2026-11-26T08:00:00.000Z' },
        { id: 5, takenAt: '2024-11-27T08:00:00.000Z' },
        { id: 6, takenAt: '2024-06-01T08:00:00.000Z' },
      ],
      NOW,
    );
    expect(memories).toEqual([
      {
        date: '2026-11-26',
        showAt: ['morning', 'evening'],
        groups: [
          { title: { yearsAgo: 1 }, itemIds: [2] },
          { title: { yearsAgo: 3 }, itemIds: [1, 3] },
        ],
      },
      { date: '2026-11-27', showAt: ['morning', 'evening'], groups: [{ title: { yearsAgo: 2 }, itemIds: [5] }] },
    ]);
  });

  it('keeps to twelve, shared between the years', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      takenAt: `${index < 20 ? 2020 : 2021}-11-26T${String(index % 24).padStart(2, '0')}:00:00.000Z`,
    }));
    const [today] = memoriesAround(many, NOW);
    const counts = today?.groups.map((group) => group.itemIds.length);
    expect(counts).toEqual([6, 6]);
  });
});

describe('the photos a frame pairs', () => {
  it('keeps in twos only the photos the player pairs: of the other shape, on a frame that pairs them', () => {
    const portrait = { kind: 'photo', orientation: 'portrait', width: 960, height: 1080 } as const;
    const landscape = { kind: 'photo', orientation: 'landscape', width: 1920, height: 540 } as const;
    expect(pairsOnScreen(portrait, 'landscape', 'pair')).toBe(true);
    expect(pairsOnScreen(landscape, 'portrait', 'pair')).toBe(true);
    expect(pairsOnScreen(landscape, 'landscape', 'pair')).toBe(false);
    expect(pairsOnScreen({ ...portrait, kind: 'video' }, 'landscape', 'pair')).toBe(false);
    expect(pairsOnScreen({ ...portrait, orientation: 'square' }, 'landscape', 'pair')).toBe(false);
    // Cut to fill the whole screen already: shown alone.
    expect(pairsOnScreen({ ...portrait, width: 1920 }, 'landscape', 'pair')).toBe(false);
    for (const fill of ['blur', 'black'] as const) expect(pairsOnScreen(portrait, 'landscape', fill)).toBe(false);
  });
});
