import type { NotificationType } from '@kinframe/contract';

/** What a module gives to raise a notification for one user; the notifications service keeps and pushes it. */
export interface NotificationInput {
  userId: number;
  type: NotificationType;
  actorId: number | null;
  params: Record<string, string | number>;
  /** Where it leads in the web app (a path). */
  link: string;
}

export type Notify = (input: NotificationInput) => Promise<void>;
