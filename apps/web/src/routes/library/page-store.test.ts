import type { LibraryItem, LibraryPage } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { collectIds, LibraryPageStore, type PageRequest } from './page-store.ts';

/**
 * A listing of `total` items (id = index) served by cursor = index of the next item; `perDay` items
 * fall on each day, counting back from 2026-12-31, and `from` starts at a day's first item.
 */
function fakeListing(total: number, perDay = 10) {
  const cursors: (string | undefined)[] = [];
  const requests: PageRequest[] = [];
  const dayOf = (index: number) =>
    new Date(Date.UTC(2026, 11, 31) - Math.floor(index / perDay) * 86_400_000).toISOString().slice(0, 10);
  const days = Array.from({ length: Math.ceil(total / perDay) }, (_, day) => ({
    date: dayOf(day * perDay),
    count: Math.min(perDay, total - day * perDay),
  }));
  const fetchPage = async (request: PageRequest): Promise<LibraryPage> => {
    const { cursor, from, limit } = request;
    cursors.push(cursor);
    requests.push(request);
    const start =
      cursor !== undefined
        ? Number(cursor)
        : from !== undefined
          ? days.findIndex((day) => day.date <= from) * perDay
          : 0;
    const end = Math.min(total, start + limit);
    const items = Array.from({ length: end - start }, (_, i) => ({ id: start + i }) as LibraryItem);
    return { items, nextCursor: end < total ? String(end) : null };
  };
  return { fetchPage, cursors, requests, days };
}

const settle = async () => {
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('library page store', () => {
  it('loads the pages of the wanted window, by index', async () => {
    const { fetchPage } = fakeListing(1000);
    const store = new LibraryPageStore(fetchPage, 100);
    store.setWanted(150, 260);
    await settle();
    expect(store.getItem(150)?.id).toBe(150);
    expect(store.getItem(259)?.id).toBe(259);
    expect(store.getItem(999)).toBeUndefined();
  });

  it('walks the cursor chain to a deep page and keeps only pages near the window', async () => {
    const { fetchPage, cursors } = fakeListing(10_000);
    const store = new LibraryPageStore(fetchPage, 100);
    store.setWanted(9_050, 9_100);
    await settle();
    expect(store.getItem(9_050)?.id).toBe(9_050);
    expect(cursors).toHaveLength(91);
    expect([...store.loaded()].length).toBeLessThanOrEqual(400);
    expect(store.getItem(0)).toBeUndefined();

    // Back to the top: page 0 again, no walking.
    store.setWanted(0, 50);
    await settle();
    expect(store.getItem(0)?.id).toBe(0);
    expect(cursors).toHaveLength(92);
  });

  it('jumps deep from the day holding the page, in one request, and goes on by cursor from there', async () => {
    const { fetchPage, requests, days } = fakeListing(10_000, 70);
    const store = new LibraryPageStore(fetchPage, 100);
    store.setDays(days);
    store.setWanted(9_050, 9_150);
    await settle();
    expect(store.getItem(9_050)?.id).toBe(9_050);
    expect(store.getItem(9_199)?.id).toBe(9_199);
    // Page 90 starts at item 9,000, inside the day that starts at 8,960: 40 items asked for and dropped.
    expect(requests[0]).toEqual({ from: days[128]?.date, limit: 140 });
    expect(requests[1]).toEqual({ cursor: '9100', limit: 100 });
    expect(requests).toHaveLength(2);
  });

  it('passes a day longer than one answer in answers of the most items the server gives', async () => {
    const { fetchPage, requests, days } = fakeListing(3_000, 1_500);
    const store = new LibraryPageStore(fetchPage, 100);
    store.setDays(days);
    store.setWanted(1_400, 1_450);
    await settle();
    expect(store.getItem(1_400)?.id).toBe(1_400);
    expect(requests.map(({ limit }) => limit)).toEqual([500, 500, 500]);
    expect(requests[2]?.cursor).toBe('1000');
  });

  it('refreshes stale pages and keeps showing them meanwhile', async () => {
    const { fetchPage, cursors } = fakeListing(300);
    const store = new LibraryPageStore(fetchPage, 100);
    store.setWanted(0, 50);
    await settle();
    store.invalidate({ hasShapeChanged: false });
    expect(store.getItem(10)?.id).toBe(10);
    await settle();
    expect(cursors).toEqual([undefined, undefined]);
  });

  it('finds the ids of a range, loading what it lacks', async () => {
    const { fetchPage } = fakeListing(1000);
    const store = new LibraryPageStore(fetchPage, 100);
    expect(await store.idsInRange(95, 205)).toEqual(Array.from({ length: 111 }, (_, i) => 95 + i));
  });

  it('collects every id up to a cap', async () => {
    const { fetchPage } = fakeListing(1200);
    expect((await collectIds(fetchPage, 10_000)).ids).toHaveLength(1200);
    expect(await collectIds(fetchPage, 1000)).toMatchObject({ isCapped: true });
  });
});
