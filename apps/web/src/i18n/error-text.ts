import { FIELD_LABELS, type FieldName, type MessageParams } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';

const FIELD_NAMES = Object.keys(FIELD_LABELS) as FieldName[];

/**
 * Params arrive with English field names ('first name', as the contract's checks write them, or
 * 'email' as a field type); the reader should see them in their own language.
 */
export function translateParams(t: TFunction, params: MessageParams | undefined): MessageParams {
  const translated: MessageParams = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const field = FIELD_NAMES.find((key) => FIELD_LABELS[key] === value || key === value);
    translated[name] = field ? t(`fields.${field}`) : value;
  }
  return translated;
}

/** One problem in the reader's language: by its catalogue code, else the server's words as is. */
export function issueText(t: TFunction, issue: { code?: string; message?: string; params?: MessageParams }): string {
  const text = issue.code
    ? t(`errors.${issue.code}`, translateParams(t, issue.params))
    : (issue.message ?? t('errors.something_went_wrong'));
  // '{field} must be between...' starts with a field name; a sentence starts with a capital.
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Any failure, of a call or of the code around it, as a sentence for the person. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return issueText(t, error);
  return t('errors.something_went_wrong');
}

/**
 * A refused change in the words its screen chose (`textKey`: the spec's "Could not update your
 * settings"), except when nothing reached the server: then the spec's "No internet" says why,
 * whatever the change was.
 */
export function refusalText(t: TFunction, error: unknown, textKey: string | undefined): string {
  const isOffline = error instanceof ApiError && error.isNetworkFailure;
  return textKey && !isOffline ? t(textKey) : errorText(t, error);
}
