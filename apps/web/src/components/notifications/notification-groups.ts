import { NOTIFICATION_GROUPS, type Notification, type NotificationGroup, notificationGroup } from '@kinframe/contract';

/**
 * The panel's sections, in order, each with its notifications (newest news first); empty sections
 * are left out. A notification that grew (more photos added) counts from when it last grew.
 */
export function groupNotifications(
  notifications: readonly Notification[],
  now: Date,
): { group: NotificationGroup; notifications: Notification[] }[] {
  const byGroup = new Map<NotificationGroup, Notification[]>();
  const newestFirst = [...notifications].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const notification of newestFirst) {
    const group = notificationGroup(new Date(notification.updatedAt), now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), notification]);
  }
  return NOTIFICATION_GROUPS.flatMap((group) => {
    const inGroup = byGroup.get(group);
    return inGroup ? [{ group, notifications: inGroup }] : [];
  });
}
