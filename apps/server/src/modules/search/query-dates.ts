import { LOCALES, toLanguageTag } from '@kinframe/contract';
import { normalizeWords } from './words.ts';

/**
 * A span of dates taken, as the date is written (`2021-12-24T18:30:00+01:00`): the item matches
 * when its created_at, compared as text, is at or after `start` and before `end`.
 */
export interface DateSpan {
  start: string;
  end: string;
}

/** Each month's names in the app's six languages, long and short, as a person types them. */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  for (const locale of LOCALES) {
    for (const style of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(toLanguageTag(locale), { month: style, timeZone: 'UTC' });
      for (let month = 1; month <= 12; month += 1) {
        const name = normalizeWords(format.format(new Date(Date.UTC(2000, month - 1, 15)))).replace(/\.$/, '');
        // Japanese months are numbers (12月): they are read by the pattern below instead.
        if (!/\d/.test(name)) months.set(name, month);
      }
    }
  }
  // Short forms people type that Intl does not give.
  for (const [name, month] of [
    ['sept', 9],
    ['marz', 3],
  ] as const) {
    months.set(name, month);
  }
  return months;
})();

/** Words between the parts of a date: "24 de diciembre de 2021", "24th of December". */
const LINKING_WORDS = new Set(['de', 'del', 'of', 'the']);
const YEAR = /^(1[89]\d\d|20\d\d)$/;
const DAY = /^(0?[1-9]|[12]\d|3[01])(st|nd|rd|th|er|e|º|°)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

function spanOf(year: number, month?: number, day?: number): DateSpan | null {
  if (month === undefined) return { start: `${year}`, end: `${year + 1}` };
  if (month < 1 || month > 12) return null;
  if (day === undefined) {
    const next = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
    return { start: `${year}-${pad(month)}`, end: next };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  const next = new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { start: `${year}-${pad(month)}-${pad(day)}`, end: next };
}

/**
 * Reads the dates out of a query's words, in any of the app's languages: "2019", "June 2019",
 * "24 December 2021", "December 24, 2021", "24. Dezember 2021", "24 de diciembre de 2021",
 * "2021年12月24日", "2021-12-24". A month or a day needs its year, so "May" and "march" stay words.
 * Answers the dates found and the words left over.
 */
export function readDates(words: readonly string[]): { dates: DateSpan[]; rest: string[] } {
  const dates: DateSpan[] = [];
  const used = new Set<number>();
  const monthAt = (index: number) => (used.has(index) ? undefined : MONTHS.get(words[index] ?? ''));
  const dayAt = (index: number) => {
    const match = used.has(index) ? null : DAY.exec(words[index] ?? '');
    return match ? Number(match[1]) : undefined;
  };
  /** The index before `index`, over any linking words. */
  const back = (index: number) => {
    let at = index - 1;
    while (at >= 0 && LINKING_WORDS.has(words[at] ?? '') && !used.has(at)) at -= 1;
    return at;
  };

  words.forEach((word, index) => {
    const japanese = /^(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?$/.exec(word);
    const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(word);
    const numeric = japanese ?? iso;
    if (numeric) {
      const span = spanOf(
        Number(numeric[1]),
        numeric[2] ? Number(numeric[2]) : undefined,
        numeric[3] ? Number(numeric[3]) : undefined,
      );
      if (span) {
        dates.push(span);
        used.add(index);
      }
      return;
    }
    if (!YEAR.test(word)) return;
    const year = Number(word);
    const taken = [index];
    let month: number | undefined;
    let day: number | undefined;
    const before = back(index);
    month = monthAt(before);
    if (month !== undefined) {
      // "24 December 2021" / "24. Dezember 2021" / "24 de diciembre de 2021"
      taken.push(before);
      const dayBefore = back(before);
      day = dayAt(dayBefore);
      if (day !== undefined) taken.push(dayBefore);
    } else {
      // "December 24, 2021"
      day = dayAt(before);
      const monthBefore = back(before);
      month = day === undefined ? undefined : monthAt(monthBefore);
      if (month !== undefined) taken.push(before, monthBefore);
      else day = undefined;
    }
    const span = spanOf(year, month, day);
    if (!span) return;
    dates.push(span);
    for (const at of taken) used.add(at);
  });
  // Linking words between the parts of a date are part of it, not words to look for.
  const rest = words.filter(
    (word, index) => !used.has(index) && !(LINKING_WORDS.has(word) && (used.has(index - 1) || used.has(index + 1))),
  );
  return { dates, rest };
}
