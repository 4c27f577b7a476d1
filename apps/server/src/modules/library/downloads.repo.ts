import { type Database, isUniqueViolation } from '../../infra/db/database.ts';
import type { DownloadRow } from '../../infra/db/schema.ts';

/** A stored zip of an export. */
export interface ExportPart {
  key: string;
  sizeBytes: number;
}

export function partsOf(row: Pick<DownloadRow, 'parts'>): ExportPart[] {
  return row.parts === null ? [] : (JSON.parse(row.parts) as ExportPart[]);
}

/** Every object a download holds in storage: its zip, or an export's parts. */
function storedKeys(rows: Array<Pick<DownloadRow, 'key' | 'parts'>>): string[] {
  return rows.flatMap((row) => [...(row.key ? [row.key] : []), ...partsOf(row).map((part) => part.key)]);
}

/**
 * Prepared downloads: a zip of chosen items, or an export of the whole library in zip parts, built
 * by a job, kept for a while.
 */
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
        .where('kind', '=', 'items')
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
        .returning(['key', 'parts'])
        .execute();
      return storedKeys(rows);
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
        .returning(['key', 'parts'])
        .execute();
      return storedKeys(rows);
    },

    // Exports of the whole library: downloads of kind `export`.

    /** Undefined when the person has an export in preparation already (the database holds it to one). */
    async insertExport(userId: number, itemIds: number[], now: string): Promise<DownloadRow | undefined> {
      try {
        return await db
          .insertInto('downloads')
          .values({
            user_id: userId,
            kind: 'export',
            status: 'preparing',
            item_ids: JSON.stringify(itemIds),
            items_total: itemIds.length,
            key: null,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    findExport(userId: number, id: number): Promise<DownloadRow | undefined> {
      return db
        .selectFrom('downloads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('kind', '=', 'export')
        .executeTakeFirst();
    },

    latestExport(userId: number): Promise<DownloadRow | undefined> {
      return db
        .selectFrom('downloads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'export')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async setProgress(id: number, itemsDone: number): Promise<void> {
      await db
        .updateTable('downloads')
        .set({ items_done: itemsDone })
        .where('id', '=', id)
        .where('status', '=', 'preparing')
        .execute();
    },

    /** False when the export went meanwhile (an item in it was deleted): its parts are then nobody's. */
    async markExportReady(id: number, parts: ExportPart[], expiresAt: string): Promise<boolean> {
      const result = await db
        .updateTable('downloads')
        .set({ status: 'ready', parts: JSON.stringify(parts), expires_at: expiresAt })
        .where('id', '=', id)
        .where('status', '=', 'preparing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db.updateTable('downloads').set({ status: 'failed' }).where('id', '=', id).execute();
    },

    /** Deletes every download of the user; returns the keys of the zips they had. */
    async deleteAllOf(userId: number): Promise<string[]> {
      const rows = await db.deleteFrom('downloads').where('user_id', '=', userId).returning(['key', 'parts']).execute();
      return storedKeys(rows);
    },
  };
}

export type DownloadsRepo = ReturnType<typeof createDownloadsRepo>;
