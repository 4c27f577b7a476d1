import {
  CHANGED_EVENT,
  type ChangedEvent,
  type NotificationEvent,
  type NotificationPage,
  type UnreadCount,
} from '@kinframe/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNotifications } from '../../api/account.ts';
import { API_BASE } from '../../api/client.ts';
import { frameKeys } from '../../api/frames.ts';
import { staleQueriesOf } from './stale-queries.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The newest notifications and the unread count, kept current by the event stream. */
export function useNotifications() {
  const queryClient = useQueryClient();
  useNotificationStream(queryClient);
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => getNotifications() });
}

/** A notification raised (or grown) goes to the top of the list; the count is the server's. */
export function withNotification(page: NotificationPage | undefined, event: NotificationEvent): NotificationPage {
  const others = (page?.notifications ?? []).filter((notification) => notification.id !== event.notification.id);
  return {
    notifications: [event.notification, ...others],
    unreadCount: event.unreadCount,
    nextCursor: page?.nextCursor ?? null,
  };
}

/**
 * Listens to GET /api/v3/events while the app is open: notifications, the unread count, and what
 * changed elsewhere. EventSource reconnects by itself; after a break the list is read again, since news of the gap may have been missed. What a notification is
 * about is asked again too (stale-queries.ts), so the screen behind the bell follows.
 */
function useNotificationStream(queryClient: QueryClient) {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}v3/events`, { withCredentials: true });
    let hasBroken = false;
    source.addEventListener('notification', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as NotificationEvent;
      queryClient.setQueryData<NotificationPage>(NOTIFICATIONS_KEY, (page) => withNotification(page, event));
      for (const queryKey of staleQueriesOf(event.notification.type)) void queryClient.invalidateQueries({ queryKey });
    });
    source.addEventListener('unread', (message) => {
      const { unreadCount } = JSON.parse((message as MessageEvent<string>).data) as UnreadCount;
      queryClient.setQueryData<NotificationPage>(NOTIFICATIONS_KEY, (page) => page && { ...page, unreadCount });
    });
    // A frame came online or left: the frames page shows it this moment, not at its next refresh.
    source.addEventListener(CHANGED_EVENT, (message) => {
      const { what } = JSON.parse((message as MessageEvent<string>).data) as ChangedEvent;
      if (what === 'frames') void queryClient.invalidateQueries({ queryKey: frameKeys.all });
    });
    source.addEventListener('error', () => {
      hasBroken = true;
    });
    source.addEventListener('open', () => {
      if (hasBroken) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      hasBroken = false;
    });
    return () => source.close();
  }, [queryClient]);
}
