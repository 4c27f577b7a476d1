import type { PlaylistMemories } from '@kinframe/contract';

/** At most this many photos in one day's memories: a short sequence, not a second slideshow. */
export const MAX_MEMORIES = 12;

const DAY_MS = 86_400_000;

export interface MemoryCandidate {
  id: number;
  /** When it was taken (ISO); its calendar date is read as stored (UTC). */
  takenAt: string;
}

/**
 * "On this day" for the dates a frame may have now. Frames keep no time zone (the sleep schedule is
 * kept in the device's local time), so the server offers its yesterday, today and tomorrow (UTC),
 * which cover every time zone, and the device picks its own date. Each date: the items taken on
 * that month and day in an earlier year, nearest year first, at most MAX_MEMORIES, shared out
 * between the years in turn so that one busy year does not crowd out the others.
 */
export function memoriesAround(items: readonly MemoryCandidate[], now: Date): PlaylistMemories[] {
  const byMonthDay = new Map<string, MemoryCandidate[]>();
  for (const item of items) {
    const date = item.takenAt.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const list = byMonthDay.get(date.slice(5)) ?? [];
    list.push(item);
    byMonthDay.set(date.slice(5), list);
  }
  const days: PlaylistMemories[] = [];
  for (const offset of [-1, 0, 1]) {
    const date = new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const year = Number(date.slice(0, 4));
    const byYearsAgo = new Map<number, MemoryCandidate[]>();
    for (const item of byMonthDay.get(date.slice(5)) ?? []) {
      const yearsAgo = year - Number(item.takenAt.slice(0, 4));
      if (yearsAgo <= 0) continue;
      byYearsAgo.set(yearsAgo, [...(byYearsAgo.get(yearsAgo) ?? []), item]);
    }
    const years = [...byYearsAgo.keys()].sort((a, b) => a - b);
    for (const year of years) {
      byYearsAgo.get(year)?.sort((a, b) => a.takenAt.localeCompare(b.takenAt) || a.id - b.id);
    }
    const chosen = new Map<number, number[]>(years.map((yearsAgo) => [yearsAgo, []]));
    let count = 0;
    for (let round = 0; count < MAX_MEMORIES; round += 1) {
      let isAnyLeft = false;
      for (const yearsAgo of years) {
        const next = byYearsAgo.get(yearsAgo)?.[round];
        if (!next || count >= MAX_MEMORIES) continue;
        isAnyLeft = true;
        chosen.get(yearsAgo)?.push(next.id);
        count += 1;
      }
      if (!isAnyLeft) break;
    }
    if (count === 0) continue;
    days.push({
      date,
      showAt: ['morning', 'evening'],
      groups: years.flatMap((yearsAgo) => {
        const itemIds = chosen.get(yearsAgo) ?? [];
        return itemIds.length > 0 ? [{ title: { yearsAgo }, itemIds }] : [];
      }),
    });
  }
  return days;
}
