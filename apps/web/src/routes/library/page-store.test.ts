import type { LibraryItem, LibraryPage } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { collectIds, LibraryPageStore } from './page-store.ts';

/** A listing of `total` items (id = index) served by cursor = index of the next item. */
function fakeListing(total: number) {
  const cursors: (string | undefined)[] = [];
  const fetchPage = async (cursor: string | undefined, limit: number): Promise<LibraryPage> => {
    cursors.push(cursor);
    const start = cursor === undefined ? 0 : Number(cursor);
    const end = Math.min(total, start + limit);
    const items = Array.from({ length: end - start }, (_, i) => ({ id: start + i }) as LibraryItem);
    return { items, nextCursor: end < total ? String(end) : null };
  };
  return { fetchPage, cursors };
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
