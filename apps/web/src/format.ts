import { GIGABYTE, type LibraryGrouping, type Locale, toLanguageTag } from '@kinframe/contract';

/**
 * Every number, size, date and length the web app shows, in the reader's language: one place, so a
 * size reads the same on every screen. Intl names the units and writes the digits, so no text of
 * ours is needed. jp-JP is ja-JP to Intl.
 */
export function languageTagOf(locale: string): string {
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
  return new Intl.DateTimeFormat(languageTagOf(locale), options).format(date);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(languageTagOf(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A day written out: 12 March 2025. */
export function formatLongDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(languageTagOf(locale), { dateStyle: 'long' }).format(new Date(date));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(languageTagOf(locale), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A moment in a line of a list: 12 Mar 2025, 18:00. */
export function formatShortDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(languageTagOf(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Bytes as GB with two decimals (spec section 4: used of total). */
export function formatGigabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(languageTagOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bytes / GIGABYTE,
  );
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(languageTagOf(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

const BYTES_PER_UNIT = 1024;
// From kilobytes up: Intl's short name for a byte ("0 byte") reads as a slip, "0 kB" does not.
const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A file's size as the person's computer shows it ("1.4 GB", "350 MB", "812 kB"): counted in 1024s,
 * as the contract's limits are, so a limit and a file measured against it read alike.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes) / BYTES_PER_UNIT;
  let unit = 0;
  while (value >= BYTES_PER_UNIT && unit < BYTE_UNITS.length - 1) {
    value /= BYTES_PER_UNIT;
    unit += 1;
  }
  return new Intl.NumberFormat(languageTagOf(locale), {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && value > 0 ? 1 : 0,
  }).format(value);
}

/** Megapixels with one decimal, in the reader's digits: 12.2 / 12,2. */
export function formatMegapixels(width: number, height: number, locale: string): string {
  return formatNumber((width * height) / 1_000_000, locale, 1);
}

/** A video's length as a clock shows it: 0:07, 3:25, 1:02:09. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A country by its ISO 3166 code, named in the reader's language ('ES': "Spain", "Spanien"); the
 * code itself where Intl has no name for it (or refuses it as no region code).
 */
export function formatCountry(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([languageTagOf(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
