import type { Notification, NotificationPage } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { markNotificationsRead } from '../../api/account.ts';
import { formatShortDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { DropdownMenu, type MenuEntry, type MenuLink } from '../DropdownMenu.tsx';
import styles from './NotificationsBell.module.css';
import { groupNotifications } from './notification-groups.ts';
import { notificationText } from './notification-text.ts';
import { NOTIFICATIONS_KEY, useNotifications } from './use-notifications.ts';

/**
 * The bell in the header: the unread count, and a panel of notifications grouped Today, This
 * Week, This Month, Earlier, each leading to what it is about. What the panel showed is marked
 * read when it closes; "Mark all as read" marks the rest.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isError } = useNotifications();
  const unreadCount = data?.unreadCount ?? 0;
  const notifications = data?.notifications ?? [];

  const markRead = async (read: { ids: number[] } | { all: true }) => {
    const { unreadCount: left } = await markNotificationsRead(read);
    const readAt = new Date().toISOString();
    const isMarked = (notification: Notification) => 'all' in read || read.ids.includes(notification.id);
    queryClient.setQueryData<NotificationPage>(
      NOTIFICATIONS_KEY,
      (page) =>
        page && {
          ...page,
          unreadCount: left,
          notifications: page.notifications.map((notification) =>
            notification.readAt === null && isMarked(notification) ? { ...notification, readAt } : notification,
          ),
        },
    );
  };

  const handleOpenChange = (isOpen: boolean) => {
    const shown = notifications.filter((notification) => notification.readAt === null).map((n) => n.id);
    if (!isOpen && shown.length > 0) void markRead({ ids: shown }).catch(() => {});
  };

  const when = (notification: Notification) => formatShortDateTime(notification.updatedAt, currentLocale());

  const lineOf = (notification: Notification): MenuLink => {
    const line = <NotificationLine text={notificationText(t, notification)} when={when(notification)} />;
    return {
      kind: 'link',
      key: String(notification.id),
      label: line,
      className: `${styles.item} ${notification.readAt === null ? styles.unread : ''}`,
      // A download the server serves is a plain link; a page of the app goes through the router.
      ...(notification.link.startsWith('/api/') ? { href: notification.link } : { to: notification.link }),
    };
  };

  return (
    <DropdownMenu
      label={unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell')}
      triggerClassName={styles.trigger}
      trigger={
        <>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            />
          </svg>
          {unreadCount > 0 ? (
            <span className={styles.badge} data-testid="notifications-unread">
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </>
      }
      className={styles.panel}
      sideOffset={8}
      onOpenChange={handleOpenChange}
      heading={t('notifications.title')}
      headingAction={{
        key: 'mark-all',
        label: t('notifications.markAllRead'),
        isHidden: unreadCount === 0,
        onSelect: () => void markRead({ all: true }).catch(() => {}),
      }}
      entries={[
        {
          kind: 'text',
          key: 'failed',
          label: t('notifications.loadFailed'),
          isHidden: !isError,
          className: styles.empty,
        },
        {
          kind: 'text',
          key: 'empty',
          label: t('notifications.empty'),
          isHidden: isError || notifications.length > 0,
          className: styles.empty,
        },
        ...groupNotifications(notifications, new Date()).map(
          ({ group, notifications: inGroup }): MenuEntry => ({
            kind: 'group',
            key: group,
            label: t(`notifications.groups.${group}`),
            className: styles.group,
            entries: inGroup.map(lineOf),
          }),
        ),
      ]}
    />
  );
}

function NotificationLine({ text, when }: { text: string; when: string }) {
  return (
    <span className={styles.line}>
      <span>{text}</span>
      <span className={styles.when}>{when}</span>
    </span>
  );
}
