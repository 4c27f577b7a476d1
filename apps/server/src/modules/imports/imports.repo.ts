import type { ImportState } from '@kinframe/contract';
import type { Insertable, Updateable } from 'kysely';
import { claimDue } from '../../infra/db/claim-due.ts';
import type { Database } from '../../infra/db/database.ts';
import type {
  ImportFileRow,
  ImportFileState,
  ImportFilesTable,
  ImportPartRow,
  ImportRow,
  ImportsTable,
} from '../../infra/db/schema.ts';

/** Rows per statement: under both databases' limits on bound parameters. */
const CHUNK = 200;

/** States in which a worker carries an import on. */
const RUNNING: ImportState[] = ['reading', 'importing'];

/** A file of the plan, with the names of the source's albums it is in. */
export type PlannedImportFile = Omit<
  ImportFilesTable,
  'import_id' | 'item_id' | 'caption' | 'album_ids' | 'tags' | 'is_favourite' | 'latitude' | 'longitude' | 'altitude'
> & {
  caption: string;
  /** Where the export says it was taken; null when it says nothing. */
  latitude?: number | null;
  longitude?: number | null;
  altitude?: number | null;
  albums: string[];
  /** Tag names as JSON. */
  tags: string;
  is_favourite: number;
};

/** Imports, their archive parts, the source's albums and the files planned from the archive. */
export function createImportsRepo(db: Database) {
  return {
    async createImport(
      row: Insertable<ImportsTable>,
      parts: { name: string; size_bytes: number; storage_key: (importId: number, part: number) => string }[],
    ): Promise<ImportRow> {
      return db.transaction().execute(async (trx) => {
        const created = await trx.insertInto('imports').values(row).returningAll().executeTakeFirstOrThrow();
        if (parts.length === 0) return created;
        await trx
          .insertInto('import_parts')
          .values(
            parts.map((part, index) => ({
              import_id: created.id,
              part: index,
              name: part.name,
              size_bytes: part.size_bytes,
              storage_key: part.storage_key(created.id, index),
            })),
          )
          .execute();
        return created;
      });
    },

    findImport(userId: number, importId: number): Promise<ImportRow | undefined> {
      return db
        .selectFrom('imports')
        .selectAll()
        .where('id', '=', importId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findImportById(importId: number): Promise<ImportRow | undefined> {
      return db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
    },

    listImports(userId: number, limit: number): Promise<ImportRow[]> {
      return db
        .selectFrom('imports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async countUnfinished(userId: number): Promise<number> {
      const row = await db
        .selectFrom('imports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('state', 'in', ['uploading', ...RUNNING])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Changes an import; with `onlyIn`, only while it is in one of those states (a cancel that came
     * first wins over the run's next step). True when it changed.
     */
    async updateImport(
      importId: number,
      changes: Updateable<ImportsTable>,
      onlyIn?: readonly ImportState[],
    ): Promise<boolean> {
      const result = await db
        .updateTable('imports')
        .set(changes)
        .where('id', '=', importId)
        .$if(onlyIn !== undefined, (query) => query.where('state', 'in', onlyIn ?? []))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Every import of the person still under way ends, cancelled. */
    async cancelAll(userId: number, at: string): Promise<void> {
      await db
        .updateTable('imports')
        .set({ state: 'cancelled', run_at: null, finished_at: at })
        .where('user_id', '=', userId)
        .where('state', 'in', ['uploading', ...RUNNING])
        .execute();
    },

    partsOf(importIds: number[]): Promise<ImportPartRow[]> {
      if (importIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('import_parts')
        .selectAll()
        .where('import_id', 'in', importIds)
        .orderBy('import_id')
        .orderBy('part')
        .execute();
    },

    async markPartUploaded(importId: number, part: number): Promise<void> {
      await db
        .updateTable('import_parts')
        .set({ is_uploaded: 1 })
        .where('import_id', '=', importId)
        .where('part', '=', part)
        .execute();
    },

    async albumCounts(importIds: number[]): Promise<Map<number, number>> {
      if (importIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('import_albums')
        .select(['import_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('import_id', 'in', importIds)
        .where('album_id', 'is not', null)
        .groupBy('import_id')
        .execute();
      return new Map(rows.map((row) => [row.import_id, Number(row.n)]));
    },

    /**
     * Imports due a run, each claimed for `leaseMs` by a conditional update, so that of several
     * workers' ticks one sends it. A run pushes the lease on while it works; one that died leaves it
     * due again when the lease runs out.
     */
    claimDue(now: Date, leaseMs: number, limit: number): Promise<number[]> {
      return claimDue(db, { table: 'imports', id: 'id', dueAt: 'run_at', states: RUNNING }, now, leaseMs, limit);
    },

    /** Ended imports whose parts are still stored, and uploads abandoned before `staleBefore`. */
    leftovers(staleBefore: string, limit: number): Promise<ImportRow[]> {
      return db
        .selectFrom('imports')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('state', 'in', ['done', 'cancelled', 'failed']), eb('is_archive_deleted', '=', 0)]),
            eb.and([eb('state', '=', 'uploading'), eb('created_at', '<', staleBefore)]),
          ]),
        )
        .limit(limit)
        .execute();
    },

    // The plan: the source's albums and the archive's files.

    /** Replaces whatever an earlier, interrupted reading wrote with this plan. */
    async savePlan(importId: number, albums: string[], files: PlannedImportFile[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('import_files').where('import_id', '=', importId).execute();
        await trx.deleteFrom('import_albums').where('import_id', '=', importId).execute();
        const idOf = new Map<string, number>();
        for (const name of albums) {
          const row = await trx
            .insertInto('import_albums')
            .values({ import_id: importId, name })
            .returning('id')
            .executeTakeFirstOrThrow();
          idOf.set(name, row.id);
        }
        for (let start = 0; start < files.length; start += CHUNK) {
          await trx
            .insertInto('import_files')
            .values(
              files.slice(start, start + CHUNK).map(({ albums: names, ...file }) => ({
                ...file,
                import_id: importId,
                album_ids: names.map((name) => idOf.get(name)).join(','),
              })),
            )
            .execute();
        }
      });
    },

    pendingFiles(importId: number, limit: number): Promise<ImportFileRow[]> {
      return db
        .selectFrom('import_files')
        .selectAll()
        .where('import_id', '=', importId)
        .where('state', '=', 'pending')
        .orderBy('seq')
        .limit(limit)
        .execute();
    },

    /** What became of one file. */
    async settleFile(
      importId: number,
      seq: number,
      outcome: { state: Exclude<ImportFileState, 'pending'>; item_id: number | null; refusal_code: string | null },
    ): Promise<void> {
      await db
        .updateTable('import_files')
        .set(outcome)
        .where('import_id', '=', importId)
        .where('seq', '=', seq)
        .execute();
    },

    /** True when this import already brought the item in (the same photo twice in one archive). */
    async hasImported(importId: number, itemId: number): Promise<boolean> {
      const row = await db
        .selectFrom('import_files')
        .select('seq')
        .where('import_id', '=', importId)
        .where('item_id', '=', itemId)
        .where('state', '=', 'imported')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The counts of an import, from its files (written on the import after each batch). */
    async countFiles(importId: number): Promise<Record<ImportFileState, number>> {
      const rows = await db
        .selectFrom('import_files')
        .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('import_id', '=', importId)
        .groupBy('state')
        .execute();
      const counts: Record<ImportFileState, number> = {
        pending: 0,
        imported: 0,
        duplicate: 0,
        repeated: 0,
        refused: 0,
      };
      for (const row of rows) counts[row.state] = Number(row.n);
      return counts;
    },

    albumsOf(importId: number): Promise<{ id: number; name: string; album_id: number | null }[]> {
      return db
        .selectFrom('import_albums')
        .select(['id', 'name', 'album_id'])
        .where('import_id', '=', importId)
        .execute();
    },

    async setAlbum(importAlbumId: number, albumId: number): Promise<void> {
      await db.updateTable('import_albums').set({ album_id: albumId }).where('id', '=', importAlbumId).execute();
    },

    refusedFiles(importId: number, afterSeq: number | null, limit: number): Promise<ImportFileRow[]> {
      return db
        .selectFrom('import_files')
        .selectAll()
        .where('import_id', '=', importId)
        .where('state', '=', 'refused')
        .$if(afterSeq !== null, (query) => query.where('seq', '>', afterSeq ?? 0))
        .orderBy('seq')
        .limit(limit)
        .execute();
    },
  };
}

export type ImportsRepo = ReturnType<typeof createImportsRepo>;
