import { IMPORT_LIMITS, type Notification } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { formatShortDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/**
 * A notification's sentence in the reader's language: its type's text with who did it and its values.
 * A count picks the text's plural form (`_one`, `_other`, ...), which i18next does only for a number:
 * the contract lets a param be a string, so a count that came as one is read as the number it is.
 */
export function notificationText(t: TFunction, notification: Notification): string {
  const { params } = notification;
  const values: Record<string, string | number> = { ...params, actor: notification.actor?.displayName ?? '' };
  if (typeof params.count === 'string') values.count = Number(params.count);
  if (notification.type === 'frame_offline' && typeof params.since === 'string') {
    values.since = formatShortDateTime(params.since, currentLocale());
  }
  if (notification.type === 'upload_failed' && typeof params.reason === 'string') {
    values.reason = t(`errors.${params.reason}`);
  }
  // An import's text counts what it imported; its reason names the archive where the error's text does.
  if (notification.type === 'import_finished') values.count = Number(params.imported ?? 0);
  if (notification.type === 'import_failed' && typeof params.reason === 'string') {
    values.reason = t(`errors.${params.reason}`, { format: params.format ?? '', max: IMPORT_LIMITS.unfinishedMax });
  }
  return t(`notifications.types.${notification.type}`, values);
}
