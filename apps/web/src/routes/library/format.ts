import { GIGABYTE, type LibraryGrouping, type Locale, toLanguageTag } from '@kinframe/contract';

/** Dates and sizes in the reader's language (jp-JP is ja-JP to Intl). */
function tagOf(locale: string): string {
  return toLanguageTag(locale as Locale);
}

/** A group header: '2024', 'March 2024' or 'Sunday, 17 March 2024'; summary days are UTC dates. */
export function formatGroupKey(key: string, grouping: LibraryGrouping, locale: string): string {
  const [year = '1970', month = '01', day = '01'] = key.split('-');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const options: Intl.DateTimeFormatOptions =
    grouping === 'year'
      ? { year: 'numeric', timeZone: 'UTC' }
      : grouping === 'month'
        ? { year: 'numeric', month: 'long', timeZone: 'UTC' }
        : { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(tagOf(locale), options).format(date);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** Bytes as GB with two decimals (spec section 4: used of total). */
export function formatGigabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bytes / GIGABYTE,
  );
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(tagOf(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
