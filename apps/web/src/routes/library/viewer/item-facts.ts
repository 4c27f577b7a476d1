import { type Locale, toLanguageTag } from '@kinframe/contract';

/** Sizes and lengths of an item in the reader's language (jp-JP is ja-JP to Intl). */
function tagOf(locale: string): string {
  return toLanguageTag(locale as Locale);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size the way a file manager says it: 812 kB, 3.4 MB, 1.2 GB (powers of 1000). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(tagOf(locale), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value);
}

/** Megapixels with one decimal, in the reader's digits: 12.2 / 12,2. */
export function formatMegapixels(width: number, height: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    (width * height) / 1_000_000,
  );
}

/** A whole number with the reader's grouping: 4,032 / 4.032. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale)).format(value);
}

/** A video's length as a clock shows it: 0:07, 3:25, 1:02:09. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
