import type { Notification } from '@kinframe/contract';
import type { TFunction } from 'i18next';

/** A notification's sentence in the reader's language: its type's text with who did it and its values. */
export function notificationText(t: TFunction, notification: Notification): string {
  const { params } = notification;
  const values: Record<string, string | number> = { ...params, actor: notification.actor?.displayName ?? '' };
  if (notification.type === 'upload_failed' && typeof params.reason === 'string') {
    values.reason = t(`errors.${params.reason}`);
  }
  return t(`notifications.types.${notification.type}`, values);
}
