import {
  CHANGED_EVENT,
  type ChangedEvent,
  type Notification,
  type NotificationPage,
  ZNotification,
} from '@kinframe/contract';
import type { Clock } from '../../infra/clock.ts';
import type { Realtime, RealtimeListener } from '../../infra/realtime/index.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { NotificationListRow, NotificationsRepo } from './notifications.repo.ts';
import type { NotificationInput } from './notify.ts';

/** A run of grouped news stays one notification while it is unread and was touched this recently. */
export const GROUP_WINDOW_MS = 30 * 60_000;

/** The realtime channel of one person: their open tabs listen here. */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}

/** What an open tab is told: a notification raised (or grown) and the unread count after it. */
export const NOTIFICATION_EVENT = 'notification';

export function presentNotification(row: NotificationListRow): Notification {
  const displayName = `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim();
  return {
    id: row.id,
    type: ZNotification.shape.type.parse(row.type),
    actor:
      row.actor_id !== null && row.actor_username !== null
        ? { id: row.actor_id, username: row.actor_username, displayName: displayName || row.actor_username }
        : null,
    params: JSON.parse(row.params) as Notification['params'],
    link: row.link,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
}

/**
 * Notifications: kept per person until read, and pushed to their open tabs through realtime (so a
 * tab served by another process hears it too). Raising never fails the action that caused it: the
 * action is done, and a notification lost to a broken database is reported, not thrown.
 */
export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  realtime: Realtime;
  clock: Clock;
  reportError?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Notification: ${error instanceof Error ? error.message : String(error)}\n`));

  /** Stores it, or grows the unread one of its group; returns the row to tell. */
  async function store(input: NotificationInput): Promise<number> {
    const now = clock.now();
    const at = now.toISOString();
    if (input.groupKey) {
      const since = new Date(now.getTime() - GROUP_WINDOW_MS).toISOString();
      const group = await repo.findGroup(input.userId, input.type, input.groupKey, since);
      if (group) {
        const params = JSON.parse(group.params) as Record<string, string | number>;
        const count = Number(params.count ?? 1) + Number(input.params.count ?? 1);
        await repo.update(group.id, { params: JSON.stringify({ ...input.params, count }), updated_at: at });
        return group.id;
      }
    }
    return repo.insert({
      user_id: input.userId,
      type: input.type,
      actor_id: input.actorId,
      params: JSON.stringify(input.params),
      link: input.link,
      group_key: input.groupKey ?? null,
      created_at: at,
      updated_at: at,
      read_at: null,
    });
  }

  const service = {
    async raise(input: NotificationInput): Promise<void> {
      try {
        const id = await store(input);
        const row = await repo.find(input.userId, id);
        if (!row) return;
        const unreadCount = await repo.unreadCount(input.userId);
        await deps.realtime.publish(userChannel(input.userId), {
          type: NOTIFICATION_EVENT,
          data: { notification: presentNotification(row), unreadCount },
        });
      } catch (error) {
        reportError(error);
      }
    },

    async list(userId: number, query: { cursor?: string; limit: number }): Promise<NotificationPage> {
      const before = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.listPage(userId, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(presentNotification),
        unreadCount: await repo.unreadCount(userId),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
      };
    },

    unreadCount: (userId: number) => repo.unreadCount(userId),

    /** Marks read; the person's other tabs hear the new count. */
    async markRead(userId: number, request: { ids: number[]; all: boolean }): Promise<{ unreadCount: number }> {
      await repo.markRead(userId, request.all ? 'all' : request.ids, clock.now().toISOString());
      const unreadCount = await repo.unreadCount(userId);
      await deps.realtime.publish(userChannel(userId), { type: 'unread', data: { unreadCount } }).catch(reportError);
      return { unreadCount };
    },

    /**
     * Tells the person's open tabs that something they may be looking at changed elsewhere (a
     * frame came online or left), so they read it again; no notification is kept of it.
     */
    async changed(userId: number, what: ChangedEvent['what']): Promise<void> {
      await deps.realtime.publish(userChannel(userId), { type: CHANGED_EVENT, data: { what } }).catch(reportError);
    },

    /** Listens for the person's news until the returned function is called. */
    subscribe(userId: number, listener: RealtimeListener): () => void {
      return deps.realtime.subscribe(userChannel(userId), listener);
    },
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
