import {
  ARCHIVE_NAMES,
  type ArchiveFormat,
  CONNECTOR_NAMES,
  FINISHED_IMPORT_STATES,
  IMPORT_LIMITS,
  type Import,
  isErrorCode,
  toLanguageTag,
} from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, issueText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/**
 * The words of imports that name where the photos come from: an archive's or an account's brand
 * name, the same in every language. The contract's import errors say `{format}` and `{max}`, filled
 * here since a refused file or a failed import carries its code without params.
 */
export function archiveName(format: ArchiveFormat): string {
  return ARCHIVE_NAMES[format];
}

/** An import's source: its archive (Google Takeout...) or, for an account's import, the provider. */
export function importSourceName(entry: Pick<Import, 'format' | 'provider'>): string {
  if (entry.format) return archiveName(entry.format);
  return entry.provider ? CONNECTOR_NAMES[entry.provider] : '';
}

// An account's errors name it `{provider}`, an archive's `{format}`: either is the source.
const paramsOf = (sourceName: string) => ({
  format: sourceName,
  provider: sourceName,
  max: IMPORT_LIMITS.unfinishedMax,
});

/** An error code of the contract, as a failed import or a refused file carries it. */
export function importCodeText(t: TFunction, code: string | null, sourceName: string): string {
  if (code === null || !isErrorCode(code)) return t('errors.something_went_wrong');
  return issueText(t, { code, params: paramsOf(sourceName) });
}

/** A failed call about an import, with its source named where the text says `{format}`. */
export function importErrorText(t: TFunction, error: unknown, sourceName: string): string {
  if (!(error instanceof ApiError)) return errorText(t, error);
  return issueText(t, {
    code: error.code,
    message: error.message,
    params: { ...paramsOf(sourceName), ...error.params },
  });
}

/** Where an import stands, in a few words. */
export function importStateText(t: TFunction, entry: Import): string {
  if (entry.state === 'importing' && entry.progress) {
    return t('imports.state.importingProgress', { done: entry.progress.done, total: entry.progress.total });
  }
  if (entry.state === 'reading' && entry.provider) {
    return t('imports.state.readingAccount', { provider: importSourceName(entry) });
  }
  return t(`imports.state.${entry.state}`);
}

/**
 * What a panel's live region says of the import it follows: each change of stage once, not each
 * count on its way (the count is on screen).
 */
export function followedImportText(t: TFunction, entry: Import | undefined): string {
  if (!entry) return t('imports.state.reading');
  if (FINISHED_IMPORT_STATES.includes(entry.state)) return t(`imports.result.${entry.state}`);
  if (entry.state === 'importing') return t('imports.state.importing');
  return importStateText(t, entry);
}

const BYTES_PER_UNIT = 1024;
// From kilobytes up: Intl's short name for a byte ("0 byte") reads as a slip, "0 kB" does not.
const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A file's size as the person's computer shows it ("1.4 GB", "350 MB"), in the reader's language:
 * Intl names the units, so no text of ours is needed. Counted in 1024s, as the contract's limits are.
 */
export function formatSize(bytes: number, locale = currentLocale()): string {
  let value = bytes / BYTES_PER_UNIT;
  let unit = 0;
  while (value >= BYTES_PER_UNIT && unit < UNITS.length - 1) {
    value /= BYTES_PER_UNIT;
    unit += 1;
  }
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && value > 0 ? 1 : 0,
  }).format(value);
}
