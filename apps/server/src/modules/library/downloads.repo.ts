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

    /** False when the download went meanwhile (its item was deleted): the zip is then nobody's. */
    async markReady(id: number, key: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .updateTable('downloads')
        .set({ status: 'ready', key, expires_at: expiresAt })
        .where('id', '=', id)
        .where('status', '=', 'preparing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Downloads still preparing, or ready and not expired: what one person has waiting. */
    async countOutstanding(userId: number, now: string): Promise<number> {
      const row = await db
        .selectFrom('downloads')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('status', '=', 'preparing'), eb.and([eb('status', '=', 'ready'), eb('expires_at', '>', now)])]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A person's downloads with their item ids, to find those that hold a deleted item. */
    listOf(userId: number): Promise<Array<Pick<DownloadRow, 'id' | 'item_ids'>>> {
      return db.selectFrom('downloads').select(['id', 'item_ids']).where('user_id', '=', userId).execute();
    },

    /** Deletes the given downloads of the user; returns the keys of their zips. */
    async deleteSome(userId: number, ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .deleteFrom('downloads')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .returning('key')
        .execute();
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** Deletes up to `limit` expired downloads and failed ones older than `now`; returns their zips' keys. */
    async deleteExpired(now: string, limit: number): Promise<string[]> {
      const ids = await db
        .selectFrom('downloads')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'ready'), eb('expires_at', '<=', now)]),
            eb.and([eb('status', '=', 'failed'), eb('created_at', '<=', now)]),
          ]),
        )
        .limit(limit)
        .execute();
      if (ids.length === 0) return [];
      const rows = await db
        .deleteFrom('downloads')
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .returning('key')
        .execute();
      return rows.flatMap((row) => (row.key ? [row.key] : []));
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
