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
}

export type Notify = (input: NotificationInput) => Promise<void>;
