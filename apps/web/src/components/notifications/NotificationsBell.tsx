import { type Notification, type NotificationPage, toLanguageTag } from '@kinframe/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markNotificationsRead } from '../../api/calls.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import menuStyles from '../DropdownMenu.module.css';
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

  const when = (notification: Notification) =>
    // By the locale's BCP 47 tag: Intl does not know jp-JP and would write the date in the browser's language.
    new Date(notification.updatedAt).toLocaleString(toLanguageTag(currentLocale()), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <Menu.Root onOpenChange={handleOpenChange}>
      <Menu.Trigger
        className={styles.trigger}
        aria-label={unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell')}
      >
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
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={`${menuStyles.menu} ${styles.panel}`} align="end" sideOffset={8}>
          <div className={styles.head}>
            <h2 className={styles.title}>{t('notifications.title')}</h2>
            {unreadCount > 0 ? (
              <Menu.Item className={styles.markAll} onSelect={() => void markRead({ all: true }).catch(() => {})}>
                {t('notifications.markAllRead')}
              </Menu.Item>
            ) : null}
          </div>
          {isError ? <p className={styles.empty}>{t('notifications.loadFailed')}</p> : null}
          {!isError && notifications.length === 0 ? <p className={styles.empty}>{t('notifications.empty')}</p> : null}
          {groupNotifications(notifications, new Date()).map(({ group, notifications: inGroup }) => (
            <Menu.Group key={group} className={styles.group} aria-label={t(`notifications.groups.${group}`)}>
              <Menu.Label className={styles.groupLabel}>{t(`notifications.groups.${group}`)}</Menu.Label>
              {inGroup.map((notification) => (
                <Menu.Item
                  key={notification.id}
                  asChild
                  className={`${menuStyles.item} ${styles.item} ${notification.readAt === null ? styles.unread : ''}`}
                >
                  {notification.link.startsWith('/api/') ? (
                    <a href={notification.link}>
                      <NotificationLine text={notificationText(t, notification)} when={when(notification)} />
                    </a>
                  ) : (
                    <Link to={notification.link}>
                      <NotificationLine text={notificationText(t, notification)} when={when(notification)} />
                    </Link>
                  )}
                </Menu.Item>
              ))}
            </Menu.Group>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
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
