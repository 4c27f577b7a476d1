import {
  ARCHIVE_NAMES,
  type ArchiveFormat,
  CONNECTOR_NAMES,
  FINISHED_IMPORT_STATES,
  IMPORT_LIMITS,
  type Import,
  isErrorCode,
} from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, issueText } from '../../i18n/error-text.ts';

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
