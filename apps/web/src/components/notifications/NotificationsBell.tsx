import type { Notification, NotificationPage } from '@kinframe/contract';
import * as Popover from '@radix-ui/react-popover';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markNotificationsRead } from '../../api/account.ts';
import { NotificationRow } from './NotificationRow.tsx';
import styles from './NotificationsBell.module.css';
import { groupNotifications } from './notification-groups.ts';
import { NOTIFICATIONS_KEY, useNotifications } from './use-notifications.ts';

/**
 * The bell in the header: the unread count, and a panel of notifications grouped Today, This
 * Week, This Month, Earlier, each with its picture and leading to what it is about; a held mail is
 * answered in place. A panel, not a menu: a row holds a link and buttons, reached with Tab. What
 * the panel showed is marked read when it closes; "Mark all as read" marks the rest.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
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

  const handleOpenChange = (isOpening: boolean) => {
    setIsOpen(isOpening);
    const shown = notifications.filter((notification) => notification.readAt === null).map((n) => n.id);
    if (!isOpening && shown.length > 0) void markRead({ ids: shown }).catch(() => {});
  };

  const readAgain = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

  return (
    <Popover.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Popover.Trigger
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={0}
          aria-labelledby={headingId}
          role="dialog"
        >
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {t('notifications.title')}
            </h2>
            {unreadCount > 0 ? (
              <button
                type="button"
                className={styles.markAll}
                onClick={() => void markRead({ all: true }).catch(() => {})}
              >
                {t('notifications.markAllRead')}
              </button>
            ) : null}
          </div>
          {isError ? <p className={styles.empty}>{t('notifications.loadFailed')}</p> : null}
          {!isError && data && notifications.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : null}
          {groupNotifications(notifications, new Date()).map(({ group, notifications: inGroup }) => (
            <section key={group} className={styles.group} aria-labelledby={`${headingId}-${group}`}>
              <h3 id={`${headingId}-${group}`} className={styles.groupHeading}>
                {t(`notifications.groups.${group}`)}
              </h3>
              <ul className={styles.list}>
                {inGroup.map((notification) => (
                  <NotificationRow
                    key={notification.id}
                    notification={notification}
                    onNavigate={() => handleOpenChange(false)}
                    onAnswered={readAgain}
                  />
                ))}
              </ul>
            </section>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
