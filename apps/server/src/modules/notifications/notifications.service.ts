import {
  CHANGED_EVENT,
  type ChangedEvent,
  NOTIFICATION_PICTURES_MAX,
  type Notification,
  type NotificationPage,
  type NotificationType,
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

/** The item ids a row pictures, newest first. */
function itemIdsOf(row: { item_ids: string | null }): number[] {
  return row.item_ids === null ? [] : (JSON.parse(row.item_ids) as number[]);
}

/** The newest first, each once, as many as are pictured. */
function newestItemIds(newer: readonly number[], older: readonly number[]): number[] {
  return [...new Set([...newer, ...older])].slice(0, NOTIFICATION_PICTURES_MAX);
}

/** What a notification's pictures come from, each asked by the module that owns it. */
export interface NotificationPictureSources {
  /** Thumbnail links of the items the reader may see, by id; the others are not in the map. */
  picturesOf(readerId: number, itemIds: readonly number[]): Promise<Map<number, string>>;
  /** The link of a profile picture, by its stored key. */
  avatarUrlOf(key: string | null): Promise<string | null>;
}

function presentNotification(
  row: NotificationListRow,
  pictures: Map<number, string>,
  avatarUrl: string | null,
): Notification {
  const displayName = `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim();
  return {
    id: row.id,
    type: ZNotification.shape.type.parse(row.type),
    actor:
      row.actor_id !== null && row.actor_username !== null
        ? {
            id: row.actor_id,
            username: row.actor_username,
            displayName: displayName || row.actor_username,
            avatarUrl,
          }
        : null,
    pictures: itemIdsOf(row).flatMap((itemId) => {
      const url = pictures.get(itemId);
      return url ? [{ itemId, url }] : [];
    }),
    params: JSON.parse(row.params) as Notification['params'],
    link: row.link,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    readAt: row.read_at,
    resolvedAt: row.resolved_at,
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
  sources: NotificationPictureSources;
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
        const itemIds = newestItemIds(input.itemIds ?? [], itemIdsOf(group));
        await repo.update(group.id, {
          params: JSON.stringify({ ...input.params, count }),
          item_ids: itemIds.length > 0 ? JSON.stringify(itemIds) : null,
          updated_at: at,
        });
        return group.id;
      }
    }
    const itemIds = newestItemIds(input.itemIds ?? [], []);
    return repo.insert({
      subject: input.subject ?? null,
      item_ids: itemIds.length > 0 ? JSON.stringify(itemIds) : null,
      resolved_at: null,
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

  /**
   * Rows as the reader gets them: each picture asked of who may see it, all of a page at once; a
   * profile picture's link asked once per person.
   */
  async function present(readerId: number, rows: NotificationListRow[]): Promise<Notification[]> {
    const pictures = await deps.sources.picturesOf(readerId, [...new Set(rows.flatMap(itemIdsOf))]);
    const avatars = new Map<string, Promise<string | null>>();
    const avatarOf = (key: string | null) => {
      if (key === null) return Promise.resolve(null);
      const known = avatars.get(key) ?? deps.sources.avatarUrlOf(key);
      avatars.set(key, known);
      return known;
    };
    return Promise.all(
      rows.map(async (row) => presentNotification(row, pictures, await avatarOf(row.actor_avatar_key))),
    );
  }

  /** Tells the person's open tabs of a notification raised, grown or settled, with the unread count after it. */
  async function tell(userId: number, id: number): Promise<void> {
    const row = await repo.find(userId, id);
    if (!row) return;
    const [notification] = await present(userId, [row]);
    const unreadCount = await repo.unreadCount(userId);
    await deps.realtime.publish(userChannel(userId), {
      type: NOTIFICATION_EVENT,
      data: { notification, unreadCount },
    });
  }

  const service = {
    async raise(input: NotificationInput): Promise<void> {
      try {
        await tell(input.userId, await store(input));
      } catch (error) {
        reportError(error);
      }
    },

    /**
     * What `subject` was about is dealt with (an invitation answered, a held mail approved or
     * denied): the person's notifications of these types about it are read, and offer no answer any
     * more. Their open tabs hear it.
     */
    async resolve(userId: number, subject: string, types: readonly NotificationType[]): Promise<void> {
      const settled = await repo.resolve(userId, subject, types, clock.now().toISOString());
      for (const id of settled) await tell(userId, id).catch(reportError);
    },

    async list(userId: number, query: { cursor?: string; limit: number }): Promise<NotificationPage> {
      const before = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.listPage(userId, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: await present(userId, page),
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
