import type { Database } from '../../infra/db/database.ts';
import type { DownloadRow } from '../../infra/db/schema.ts';

/** Prepared downloads: a zip of chosen items, built by a job, kept for a while. */
export function createDownloadsRepo(db: Database) {
  return {
    insert(userId: number, itemIds: number[], now: string): Promise<DownloadRow> {
      return db
        .insertInto('downloads')
        .values({ user_id: userId, status: 'preparing', item_ids: JSON.stringify(itemIds), key: null, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find(userId: number, id: number): Promise<DownloadRow | undefined> {
      return db
        .selectFrom('downloads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findById(id: number): Promise<DownloadRow | undefined> {
      return db.selectFrom('downloads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async markReady(id: number, key: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('downloads')
        .set({ status: 'ready', key, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number): Promise<void> {
      await db.updateTable('downloads').set({ status: 'failed' }).where('id', '=', id).execute();
    },

    /** Deletes every download of the user; returns the keys of the zips they had. */
    async deleteAllOf(userId: number): Promise<string[]> {
      const rows = await db.deleteFrom('downloads').where('user_id', '=', userId).returning('key').execute();
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type DownloadsRepo = ReturnType<typeof createDownloadsRepo>;
