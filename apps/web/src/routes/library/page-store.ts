import { type LibraryItem, type LibraryPage, type LibrarySummary, MAX_LIBRARY_PAGE } from '@kinframe/contract';

/**
 * The loaded part of a listing of any length: pages of PAGE_SIZE items by index, fetched on demand
 * for the window the grid shows, and dropped again when far away, so memory holds the visible
 * window and a few pages around it, never the whole library. Pages come by keyset cursor, so page k
 * needs the cursor page k-1 ended with: the cursors (one short string per page) are all kept. A
 * jump deep into unknown ground (the scrubber, a dragged scroll bar) starts from the day holding
 * the page instead (`from`, the summary says where each day starts): one request, not a walk.
 */
export const PAGE_SIZE = 200;
/** Pages kept on either side of the window. */
const KEEP_AROUND = 3;

/** A page by the cursor the previous one ended with, or from the newest item of a day (YYYY-MM-DD). */
export interface PageRequest {
  cursor?: string;
  from?: string;
  limit: number;
}

export type FetchPage = (request: PageRequest) => Promise<LibraryPage>;

interface DayStart {
  date: string;
  /** Index of the day's first item in the whole listing. */
  start: number;
}

interface LoadedPage {
  items: LibraryItem[];
  /** The listing changed since: shown until its fresh copy arrives. */
  isStale: boolean;
}

export class LibraryPageStore {
  private readonly pages = new Map<number, LoadedPage>();
  /** cursors.get(k): the cursor that loads page k (page 0 needs none). */
  private cursors = new Map<number, string | undefined>([[0, undefined]]);
  private lastPage: number | null = null;
  private days: DayStart[] = [];
  private wanted: [number, number] = [0, 0];
  private isRunning = false;
  private generation = 0;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  failed = false;

  constructor(
    private readonly fetchPage: FetchPage,
    private readonly pageSize = PAGE_SIZE,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = () => this.version;

  private emit() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  getItem(index: number): LibraryItem | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.items[index % this.pageSize];
  }

  /** Every loaded item with its index, in order (the viewer walks these for next and previous). */
  *loaded(): Generator<[number, LibraryItem]> {
    for (const page of [...this.pages.keys()].sort((a, b) => a - b)) {
      const items = this.pages.get(page)?.items ?? [];
      for (let i = 0; i < items.length; i += 1) yield [page * this.pageSize + i, items[i] as LibraryItem];
    }
  }

  indexOf(id: number): number {
    for (const [index, item] of this.loaded()) if (item.id === id) return index;
    return -1;
  }

  /** The summary's days, newest first: where each day starts, for jumps. */
  setDays(days: LibrarySummary['days']) {
    let start = 0;
    this.days = days.map((day) => {
      const dayStart = { date: day.date, start };
      start += day.count;
      return dayStart;
    });
  }

  /** The day holding item `index`, by binary search over the day starts. */
  private dayAt(index: number): DayStart | undefined {
    let low = 0;
    let high = this.days.length - 1;
    let found: DayStart | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = this.days[middle] as DayStart;
      if (day.start <= index) {
        found = day;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /** The grid shows items [start, end): load what is missing or stale there, drop what is far. */
  setWanted(start: number, end: number) {
    this.wanted = [start, end];
    this.failed = false;
    this.evict();
    void this.run();
  }

  /**
   * The listing changed. Same shape (a caption, a finished thumbnail): cursors still hold, pages are
   * refreshed as they show. Items added or removed: indexes moved, so the cursor chain starts over.
   */
  invalidate({ hasShapeChanged }: { hasShapeChanged: boolean }) {
    this.generation += 1;
    for (const page of this.pages.values()) page.isStale = true;
    if (hasShapeChanged) {
      this.cursors = new Map([[0, undefined]]);
      this.lastPage = null;
    }
    this.isRunning = false;
    this.setWanted(...this.wanted);
    this.emit();
  }

  private pageRange(): [number, number] {
    const [start, end] = this.wanted;
    if (end <= start) return [0, -1];
    return [Math.floor(start / this.pageSize), Math.floor((end - 1) / this.pageSize)];
  }

  private evict() {
    const [first, last] = this.pageRange();
    for (const page of this.pages.keys()) {
      if (page < first - KEEP_AROUND || page > last + KEEP_AROUND) this.pages.delete(page);
    }
  }

  private nextNeeded(): number | undefined {
    const [first, last] = this.pageRange();
    for (let page = first; page <= last; page += 1) {
      if (this.lastPage !== null && page > this.lastPage) return undefined;
      const loaded = this.pages.get(page);
      if (!loaded || loaded.isStale) return page;
    }
    return undefined;
  }

  /** The nearest page at or before `page` whose cursor is known. */
  private reachable(page: number): number {
    for (let k = page; k > 0; k -= 1) if (this.cursors.has(k)) return k;
    return 0;
  }

  private async run() {
    if (this.isRunning) return;
    this.isRunning = true;
    const generation = this.generation;
    try {
      for (let target = this.nextNeeded(); target !== undefined; target = this.nextNeeded()) {
        const reachable = this.reachable(target);
        const day = reachable < target ? this.dayAt(target * this.pageSize) : undefined;
        const [page, answer] = day
          ? [target, await this.fetchFromDay(target, day)]
          : [reachable, await this.fetchPage({ cursor: this.cursors.get(reachable), limit: this.pageSize })];
        if (generation !== this.generation) return;
        this.pages.set(page, { items: answer.items, isStale: false });
        if (answer.nextCursor === null) this.lastPage = page;
        else this.cursors.set(page + 1, answer.nextCursor);
        // Pages walked through on the way to a deep one go again at once.
        this.evict();
        this.emit();
      }
    } catch {
      if (generation !== this.generation) return;
      this.failed = true;
      this.emit();
    } finally {
      if (generation === this.generation) this.isRunning = false;
    }
  }

  /**
   * Page `page`, starting from the newest item of `day`: the items of the day before the page's
   * first are asked for with it and dropped (more requests only when they exceed one answer).
   */
  private async fetchFromDay(page: number, day: DayStart): Promise<LibraryPage> {
    let skip = page * this.pageSize - day.start;
    let request: PageRequest = { from: day.date, limit: 0 };
    while (skip + this.pageSize > MAX_LIBRARY_PAGE) {
      const passed = await this.fetchPage({ ...request, limit: Math.min(skip, MAX_LIBRARY_PAGE) });
      if (passed.nextCursor === null) return { items: [], nextCursor: null };
      skip -= passed.items.length;
      request = { cursor: passed.nextCursor, limit: 0 };
    }
    const answer = await this.fetchPage({ ...request, limit: skip + this.pageSize });
    return { items: answer.items.slice(skip), nextCursor: answer.nextCursor };
  }

  /** Ids of items [from, to] (both included), loading pages not in memory without keeping them. */
  async idsInRange(from: number, to: number): Promise<number[]> {
    const ids: number[] = [];
    for (let index = from; index <= to; ) {
      const page = Math.floor(index / this.pageSize);
      let items = this.pages.get(page)?.items;
      if (!items) {
        const start = this.reachable(page);
        for (let k = start; k <= page; k += 1) {
          const answer = await this.fetchPage({ cursor: this.cursors.get(k), limit: this.pageSize });
          if (answer.nextCursor !== null) this.cursors.set(k + 1, answer.nextCursor);
          items = answer.items;
          if (answer.nextCursor === null) break;
        }
      }
      if (!items) break;
      const offset = index - page * this.pageSize;
      const until = Math.min(to - page * this.pageSize, items.length - 1);
      for (let i = offset; i <= until; i += 1) ids.push((items[i] as LibraryItem).id);
      index = (page + 1) * this.pageSize;
      if (items.length < this.pageSize) break;
    }
    return ids;
  }
}

/** Every id of a listing, up to `max` (the calls take at most 10,000 at once), in big pages. */
export async function collectIds(fetchPage: FetchPage, max: number): Promise<{ ids: number[]; isCapped: boolean }> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (;;) {
    const answer = await fetchPage({ cursor, limit: MAX_LIBRARY_PAGE });
    for (const item of answer.items) {
      if (ids.length >= max) return { ids, isCapped: true };
      ids.push(item.id);
    }
    if (answer.nextCursor === null) return { ids, isCapped: false };
    cursor = answer.nextCursor;
  }
}
