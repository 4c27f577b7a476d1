import { z } from 'zod';
import { ZPerson } from './albums.ts';

/**
 * Notifications (spec section 2: grouped Today, This Week, This Month, Earlier). Kept on the server,
 * listed by GET /api/v3/notifications, marked read by POST notifications/read, pushed live to open
 * tabs by GET /api/v3/events (text/event-stream: `notification` with a NotificationEvent, `unread`
 * with an UnreadCount, `changed` with a ChangedEvent).
 */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accepted',
  'friend_declined',
  'album_invitation',
  'album_invitation_accepted',
  'album_invitation_declined',
  /** Batched: one per album and adder while they keep adding, with a count. */
  'album_items_added',
  'photos_received',
  'sender_awaiting_approval',
  /** An approved sender's address on a mail that could not prove it came from them: held. */
  'mail_unproved',
  'emailed_photos',
  /** A mail brought only photos the person had already: {count}, {sender}. */
  'emailed_photos_known',
  'download_ready',
  'upload_finished',
  'upload_failed',
  /** A frame not heard from for a day: {name}, {since}; once, until it is back. */
  'frame_offline',
  /** A frame its owner was told is offline is heard from again: {name}. */
  'frame_back_online',
  /** An archive import ended: {format}, {imported}, {duplicates}, {refused}. */
  'import_finished',
  /** An archive import could not go on: {format}, {reason} (an error code). */
  'import_failed',
  /** The operator answered a support request: {subject}; leads to the ticket. */
  'support_answered',
  /** Someone replied to the person's community post: {title}; leads to the post. */
  'community_reply',
  /** A competition the person entered has its results: {theme}; leads to the results. */
  'competition_results',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A photo a notification is about, shown small beside it: a link signed for its reader. */
export const ZNotificationPicture = z.object({ itemId: z.number().int(), url: z.string() });
export type NotificationPicture = z.infer<typeof ZNotificationPicture>;

/** At most this many of a notification's photos are pictured (the newest). */
export const NOTIFICATION_PICTURES_MAX = 4;

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Who did it, when someone did, with their profile picture when they have one. */
  actor: ZPerson.extend({ avatarUrl: z.string().nullable() }).nullable(),
  /**
   * The photos it is about (up to NOTIFICATION_PICTURES_MAX, newest first), only those its reader
   * may still see and that have a thumbnail.
   */
  pictures: z.array(ZNotificationPicture),
  /** The values its text needs: {album}, {count}, {sender}, ... */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where it leads in the web app (a path). */
  link: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readAt: z.string().nullable(),
  /**
   * When what it is about was dealt with (an invitation answered, a held mail approved or denied):
   * it is read from then on and offers no answer.
   */
  resolvedAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** POST notifications/read: the ids given, or every one when `all`. */
export const ZMarkRead = z.object({
  ids: z.array(z.number().int()).max(500).default([]),
  all: z.boolean().default(false),
});

/** The answer to POST notifications/read, and the data of the event stream's `unread` event. */
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;

/** The event stream's `notification` event: the notification raised (or grown) and the unread count after it. */
export const ZNotificationEvent = z.object({ notification: ZNotification, unreadCount: z.number().int() });
export type NotificationEvent = z.infer<typeof ZNotificationEvent>;

/**
 * The event stream's `changed` event: something a tab may show changed elsewhere, with nothing to
 * keep as a notification (a frame came online or left); the tab reads it again.
 */
export const CHANGED_EVENT = 'changed';
export const ZChangedEvent = z.object({ what: z.enum(['frames']) });
export type ChangedEvent = z.infer<typeof ZChangedEvent>;

export const NOTIFICATION_GROUPS = ['today', 'thisWeek', 'thisMonth', 'earlier'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * The panel's group of a notification, by the reader's local calendar: today, this week (from
 * Monday), this month, earlier. `now` and `createdAt` are read in the same (local) time zone.
 */
export function notificationGroup(createdAt: Date, now: Date): NotificationGroup {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (createdAt >= startOfDay) return 'today';
  const daysSinceMonday = (startOfDay.getDay() + 6) % 7;
  const startOfWeek = new Date(startOfDay.getFullYear(), startOfDay.getMonth(), startOfDay.getDate() - daysSinceMonday);
  if (createdAt >= startOfWeek) return 'thisWeek';
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  return createdAt >= startOfMonth ? 'thisMonth' : 'earlier';
}
