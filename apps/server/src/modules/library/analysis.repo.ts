import type { UnfitVerdict } from '@kinframe/contract';
import type { Database } from '../../infra/db/database.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

/** Ids per `in (...)` list: well under both databases' limits on bound parameters. */
const ID_CHUNK = 900;

/**
 * The analysis's columns of library_items (migration 0044): what the analyse job writes, what the
 * catch-up looks for, and what the duplicates and not-for-frames reviews read and settle.
 */
export function createAnalysisRepo(db: Database) {
  return {
    /** What the analysis found for the item as rendered at `version`. */
    async saveAnalysis(
      itemId: number,
      version: number,
      found: { hash: string | null; sharpness: number | null; unfitReasons: string | null },
    ): Promise<void> {
      await db
        .updateTable('library_items')
        .set((eb) => ({
          perceptual_hash: found.hash,
          sharpness: found.sharpness,
          analysed_version: version,
          unfit_reasons: found.unfitReasons,
          // The person's word stands while the reasons it was given on stay the same.
          unfit_verdict: eb
            .case()
            .when('unfit_reasons', '=', found.unfitReasons ?? '')
            .then(eb.ref('unfit_verdict'))
            .else(null)
            .end(),
        }))
        .where('id', '=', itemId)
        .execute();
    },

    /** Ready items never analysed, by id after `afterId`: the catch-up's next batch. */
    async unanalysed(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('library_items')
        .select('id')
        .where('analysed_version', 'is', null)
        .where('id', '>', afterId)
        .where('status', '=', 'ready')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Every hash of the person's library (not the Trash): what near-duplicates are grouped from. */
    hashesOf(ownerId: number) {
      return db
        .selectFrom('library_items')
        .select(['id', 'perceptual_hash', 'duplicates_kept'])
        .where('owner_id', '=', ownerId)
        .where('perceptual_hash', 'is not', null)
        .where('status', '=', 'ready')
        .where(itemInLibrary)
        .orderBy('id')
        .execute();
    },

    /** How many of the person's ready items are analysed, and how many wait for it. */
    async analysisProgress(ownerId: number): Promise<{ analysed: number; waiting: number }> {
      const rows = await db
        .selectFrom('library_items')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.case().when('analysed_version', 'is', null).then(0).else(1).end().as('analysed'),
        ])
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'ready')
        .where(itemInLibrary)
        .groupBy('analysed')
        .execute();
      const countOf = (analysed: number) => Number(rows.find((row) => Number(row.analysed) === analysed)?.count ?? 0);
      return { analysed: countOf(1), waiting: countOf(0) };
    },

    /** The person's items among `ids`, in the library. */
    async itemsIn(ownerId: number, ids: readonly number[]): Promise<LibraryItemRow[]> {
      const rows: LibraryItemRow[] = [];
      for (let start = 0; start < ids.length; start += ID_CHUNK) {
        rows.push(
          ...(await db
            .selectFrom('library_items')
            .selectAll()
            .where('owner_id', '=', ownerId)
            .where('id', 'in', ids.slice(start, start + ID_CHUNK))
            .where(itemInLibrary)
            .execute()),
        );
      }
      return rows;
    },

    /**
     * "Keep all": these items are kept together under one group number, and so are the items of
     * any group kept earlier that one of them was in (a group that grew by a new arrival).
     */
    async keepTogether(ownerId: number, ids: readonly number[], group: number, earlierGroups: readonly number[]) {
      const result = await db
        .updateTable('library_items')
        .set({ duplicates_kept: group })
        .where('owner_id', '=', ownerId)
        .where((eb) =>
          eb.or([
            eb('id', 'in', ids),
            ...(earlierGroups.length > 0 ? [eb('duplicates_kept', 'in', earlierGroups)] : []),
          ]),
        )
        .where(itemInLibrary)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A page of the person's flagged items, newest first: unreviewed, or those agreed with. */
    unfitPage(ownerId: number, options: { reviewed: boolean; beforeId: number | null; limit: number }) {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('unfit_reasons', 'is not', null)
        .where('status', '=', 'ready')
        .where(itemInLibrary)
        .$if(options.reviewed, (query) => query.where('unfit_verdict', '=', 'agreed'))
        .$if(!options.reviewed, (query) => query.where('unfit_verdict', 'is', null))
        .$if(options.beforeId !== null, (query) => query.where('id', '<', options.beforeId as number))
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
    },

    /** Flagged items waiting for the person's word. */
    async unreviewedCount(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('library_items')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('owner_id', '=', ownerId)
        .where('unfit_reasons', 'is not', null)
        .where('unfit_verdict', 'is', null)
        .where('status', '=', 'ready')
        .where(itemInLibrary)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The person's word on flagged items of theirs among `ids`; how many it was given on. */
    async setVerdict(ownerId: number, ids: readonly number[], verdict: UnfitVerdict): Promise<number> {
      const result = await db
        .updateTable('library_items')
        .set({ unfit_verdict: verdict })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .where('unfit_reasons', 'is not', null)
        .where(itemInLibrary)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type AnalysisRepo = ReturnType<typeof createAnalysisRepo>;
