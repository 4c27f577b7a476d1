import {
  type FrameFill,
  MEMORY_TIMES,
  type MemoryTime,
  type PlaylistItem,
  type PlaylistMemories,
} from '@kinframe/contract';
import { buildSlides, type ScreenOrientation, type Slide } from './slides.ts';

/** Which showings of memories already happened on this device, so a reload does not repeat one. */
const SHOWN_KEY = 'kinframe.frame.memoriesShown';

export interface MemoryLog {
  /** The last showing played, as `YYYY-MM-DD:morning`, or null. */
  read(): string | null;
  write(showing: string): void;
}

export const localMemoryLog: MemoryLog = {
  read() {
    try {
      return localStorage.getItem(SHOWN_KEY);
    } catch {
      return null;
    }
  },
  write(showing) {
    try {
      localStorage.setItem(SHOWN_KEY, showing);
    } catch {
      // Storage full or refused: the memories may show once more after a reload, nothing worse.
    }
  },
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The device's own calendar date, YYYY-MM-DD. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The memory time the local clock is in: evening from its time on, morning from its own, else none. */
export function memoryTimeAt(now: Date): MemoryTime | null {
  const clock = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  if (clock >= MEMORY_TIMES.evening) return 'evening';
  if (clock >= MEMORY_TIMES.morning) return 'morning';
  return null;
}

/**
 * The memories to show now, if any: today's (local date), in a memory time they are offered for,
 * not yet shown in it. `showing` names it for the log.
 */
export function dueMemories(
  memories: readonly PlaylistMemories[] | undefined,
  now: Date,
  lastShown: string | null,
): { showing: string; day: PlaylistMemories } | null {
  const time = memoryTimeAt(now);
  if (!memories || !time) return null;
  const date = localDate(now);
  const day = memories.find((candidate) => candidate.date === date);
  const showing = `${date}:${time}`;
  if (!day?.showAt.includes(time) || lastShown === showing) return null;
  return { showing, day };
}

/** A day's memories as slides: each year's title card, then its photos (paired as any others). */
export function memorySlides(
  day: PlaylistMemories,
  items: readonly PlaylistItem[],
  screen: ScreenOrientation,
  fill: FrameFill,
): Slide[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return day.groups.flatMap((group) => {
    const shown = group.itemIds.flatMap((id) => byId.get(id) ?? []);
    if (shown.length === 0) return [];
    const title: Slide = {
      key: `memories:${day.date}:${group.title.yearsAgo}`,
      layout: 'title',
      items: [],
      title: { yearsAgo: group.title.yearsAgo },
    };
    return [title, ...buildSlides(shown, screen, fill)];
  });
}
