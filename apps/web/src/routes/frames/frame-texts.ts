/**
 * The frames screen's words that Intl already knows in every language: durations, "5 minutes ago",
 * the names of the days. Nothing here needs a translation of ours.
 */

/** "5 seconds", "1 minute", "1 hour": a slideshow interval in its largest whole unit. */
export function intervalLabel(seconds: number, languageTag: string): string {
  const [value, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(languageTag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Each unit, and how many of it make the next one (months and years are near enough here). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": how long since `at`, in the largest unit that fits. */
export function timeAgo(at: string, now: Date, languageTag: string): string {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
  let amount = Math.max(0, (now.getTime() - Date.parse(at)) / 1000);
  for (const [unit, size] of UNITS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'year');
}

export interface WeekDay {
  /** As the sleep schedule stores it: 0 = Sunday. */
  day: number;
  short: string;
  long: string;
}

/** Intl.Locale's week data: a method in newer engines, a getter in older ones (1 = Monday, 7 = Sunday). */
function firstDayOfWeek(languageTag: string): number {
  const locale = new Intl.Locale(languageTag) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 7;
  return firstDay % 7;
}

/** The seven days, named and ordered as the reader's language does (Sunday first in en-US). */
export function weekDays(languageTag: string): WeekDay[] {
  const short = new Intl.DateTimeFormat(languageTag, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' });
  const first = firstDayOfWeek(languageTag);
  return Array.from({ length: 7 }, (_, index) => {
    const day = (first + index) % 7;
    // 7 January 2024 was a Sunday: day 0.
    const date = new Date(Date.UTC(2024, 0, 7 + day));
    return { day, short: short.format(date), long: long.format(date) };
  });
}
