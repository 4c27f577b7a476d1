import type { NotificationType } from '@kinframe/contract';

/** What a module gives to raise a notification for one user; the notifications service keeps and pushes it. */
export interface NotificationInput {
  userId: number;
  type: NotificationType;
  actorId: number | null;
  params: Record<string, string | number>;
  /** Where it leads in the web app (a path). */
  link: string;
  /**
   * News that collects: while an unread notification of the same type and key is recent, this one
   * adds its `count` param to it instead of standing alone (photos added to an album by one person).
   */
  groupKey?: string;
  /**
   * What it is about (`notificationSubject`), when dealing with that settles it: an invitation
   * answered, a held mail approved or denied, a friend request answered.
   */
  subject?: string;
  /** The photos it is about, newest first; a grouped one keeps the newest of all it gathered. */
  itemIds?: number[];
}

/** The subjects notifications are settled by, spelled once for who raises them and who settles them. */
export const notificationSubject = {
  album: (albumId: number) => `album:${albumId}`,
  heldMail: (heldMailId: number) => `held_mail:${heldMailId}`,
  /** A friend request from this person. */
  person: (userId: number) => `person:${userId}`,
};

export type Notify = (input: NotificationInput) => Promise<void>;
