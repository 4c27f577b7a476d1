import type { Database } from '../../infra/db/database.ts';
import type { NotificationRow } from '../../infra/db/schema.ts';

/** A notification with the names of the person who did it, when someone did. */
export interface NotificationListRow extends NotificationRow {
  actor_username: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_avatar_key: string | null;
}

/** The notifications table. Only the service decides whose they are. */
export function createNotificationsRepo(db: Database) {
  function withActor() {
    return db
      .selectFrom('notifications')
      .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
      .selectAll('notifications')
      .select([
        'actor.username as actor_username',
        'actor.first_name as actor_first_name',
        'actor.last_name as actor_last_name',
        'actor.avatar_key as actor_avatar_key',
      ]);
  }

  return {
    async insert(row: Omit<NotificationRow, 'id'>): Promise<number> {
      const inserted = await db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** The unread notification a grouped one joins: same person, type and key, touched since `since`. */
    findGroup(userId: number, type: string, groupKey: string, since: string): Promise<NotificationRow | undefined> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('group_key', '=', groupKey)
        .where('read_at', 'is', null)
        .where('updated_at', '>=', since)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async update(id: number, changes: { params: string; item_ids: string | null; updated_at: string }): Promise<void> {
      await db.updateTable('notifications').set(changes).where('id', '=', id).execute();
    },

    find(userId: number, id: number): Promise<NotificationListRow | undefined> {
      return withActor()
        .where('notifications.user_id', '=', userId)
        .where('notifications.id', '=', id)
        .executeTakeFirst();
    },

    /** One page, newest first, by keyset on the id. */
    listPage(userId: number, beforeId: number | null, limit: number): Promise<NotificationListRow[]> {
      let query = withActor().where('notifications.user_id', '=', userId);
      if (beforeId !== null) query = query.where('notifications.id', '<', beforeId);
      return query.orderBy('notifications.id', 'desc').limit(limit).execute();
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks the person's own notifications read: these ids, or all. Others' ids change nothing. */
    async markRead(userId: number, ids: number[] | 'all', now: string): Promise<void> {
      let query = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== 'all') {
        if (ids.length === 0) return;
        query = query.where('id', 'in', ids);
      }
      await query.execute();
    },

    /**
     * Settles the person's notifications about `subject` (of these types): read, and resolved, as of
     * `now`. Answers the ids it settled, those already settled left out.
     */
    async resolve(userId: number, subject: string, types: readonly string[], now: string): Promise<number[]> {
      const rows = await db
        .updateTable('notifications')
        .set((eb) => ({ resolved_at: now, read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
        .where('user_id', '=', userId)
        .where('subject', '=', subject)
        .where('type', 'in', [...types])
        .where('resolved_at', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
