import { CHANGED_EVENT, ZMarkRead, ZNotificationPage, ZNotificationQuery, ZUnreadCount } from '@kinframe/contract';
import { registerEventStreams } from '../../http/event-stream.ts';
import { requireUser } from '../../http/session.ts';
import type { StreamLeases } from '../../http/stream-leases.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { Realtime } from '../../infra/realtime/realtime.ts';
import { type SessionService, sessionsChannel } from '../auth/session.service.ts';
import { NOTIFICATION_EVENT, type NotificationsService } from './notifications.service.ts';

/** What the person's channel carries that their tabs hear as it is. */
const FORWARDED = new Set([NOTIFICATION_EVENT, 'unread', CHANGED_EVENT]);

/** Notifications under /api/v3/notifications, and the signed-in person's event stream at /api/v3/events. */
export function registerNotificationRoutes(
  app: ZodApp,
  deps: {
    notifications: NotificationsService;
    sessions: SessionService;
    realtime: Realtime;
    streamLeases: StreamLeases;
  },
) {
  const { notifications, sessions } = deps;
  const tags = ['notifications'];
  const streams = registerEventStreams(app, deps.streamLeases);

  app.get(
    '/v3/notifications',
    { schema: { tags, querystring: ZNotificationQuery, response: { 200: ZNotificationPage } } },
    async (request) => notifications.list(requireUser(request).id, request.query),
  );

  app.post(
    '/v3/notifications/read',
    { schema: { tags, body: ZMarkRead, response: { 200: ZUnreadCount } } },
    async (request) => notifications.markRead(requireUser(request).id, request.body),
  );

  // text/event-stream: `notification` (NotificationEvent), `unread` (UnreadCount), `changed` (ChangedEvent), pings.
  app.get('/v3/events', { schema: { tags } }, async (request, reply) => {
    const userId = requireUser(request).id;
    const token = request.sessionToken ?? '';
    // A stream lives only as long as its session: it ends at sign-out, expiry or a password change.
    // The cap is the account's, however many sessions and processes its streams are spread over.
    const stream = await streams.open(reply, {
      holder: `user:${userId}`,
      isStillAllowed: () => sessions.isLive(token),
    });
    const stopHearingSessions = deps.realtime.subscribe(sessionsChannel(userId), () => void stream.recheck());
    stream.onClose(stopHearingSessions);
    const tellUnread = () =>
      notifications
        .unreadCount(userId)
        .then((unreadCount) => stream.send('unread', { unreadCount }))
        .catch((error: unknown) => request.log.error({ err: error }, 'unread count'));
    // Listening before the first count: whatever happens after it reaches the tab.
    const unsubscribe = notifications.subscribe(userId, (event) => {
      if (FORWARDED.has(event.type)) stream.send(event.type, event.data);
      // `resync`: events may have been lost; the count is read again, the list on the tab's next look.
      else void tellUnread();
    });
    stream.onClose(unsubscribe);
    await tellUnread();
    return reply;
  });
}
