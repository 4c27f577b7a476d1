import {
  DUPLICATE_GROUP_ITEMS_MAX,
  DUPLICATE_GROUPS_MAX,
  type DuplicatesPage,
  type KeepAllDuplicates,
  type KeepDuplicate,
  type ReviewCounts,
  type UnfitPage,
  type UnfitQuery,
  type UnfitVerdictBody,
} from '@kinframe/contract';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../infra/clock.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { Access } from '../access/access.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { AnalysisRepo } from './analysis.repo.ts';
import { reasonsOf } from './frame-fitness.ts';
import type { LibraryService } from './library.service.ts';
import { bestOf, groupNearDuplicates } from './near-duplicates.ts';

/** How long the review counts of the library's badge are kept. */
const COUNTS_KEPT_MS = 60_000;

/**
 * The library's two reviews, over what the analysis found: groups of near-duplicates, where the
 * person keeps the best and sends the rest to the Trash or keeps them all; and photos flagged as
 * not for frames, where the person agrees or overrules. A person reviews their own library only:
 * every id given is checked as theirs first, and anything else answers not found.
 */
export function createReviewsService(deps: {
  analysis: AnalysisRepo;
  library: Pick<LibraryService, 'present' | 'trashItems'>;
  access: Access;
  transactions: UnitOfWork;
  clock: Clock;
  /** `library.changed`: a verdict changes what the person's frames show. */
  publish: Publish;
}) {
  const { analysis } = deps;
  // The library's badge asks for the counts on every visit; grouping a library of 100,000 takes a
  // few hundred milliseconds (bench/analysis.ts), so its answer is kept a minute, while the
  // library's analysed photos stay the same and the person settles nothing here.
  const countsKept = new LRUCache<number, { state: string; counts: ReviewCounts }>({
    max: 1000,
    ttl: COUNTS_KEPT_MS,
    perf: { now: () => deps.clock.now().getTime() },
  });

  /** Every group of the person's library, largest first, then the newest. */
  async function groupsOf(userId: number): Promise<number[][]> {
    const hashed = await analysis.hashesOf(userId);
    const groups = groupNearDuplicates(
      hashed.map((row) => ({ id: row.id, hash: row.perceptual_hash ?? '', keptGroup: row.duplicates_kept })),
    );
    const newest = (group: number[]) => Math.max(...group);
    return groups.sort((a, b) => b.length - a.length || newest(b) - newest(a));
  }

  function candidateOf(row: LibraryItemRow) {
    return { id: row.id, width: row.width, height: row.height, sharpness: row.sharpness, isEdited: row.edit !== null };
  }

  return {
    async duplicates(userId: number): Promise<DuplicatesPage> {
      const [groups, progress] = await Promise.all([groupsOf(userId), analysis.analysisProgress(userId)]);
      const shown = groups.slice(0, DUPLICATE_GROUPS_MAX);
      const rows = await analysis.itemsIn(userId, shown.flat());
      const rowsById = new Map(rows.map((row) => [row.id, row]));
      const presented = new Map((await deps.library.present(rows, userId)).map((item) => [item.id, item]));
      const answer: DuplicatesPage['groups'] = [];
      for (const group of shown) {
        const members = group.flatMap((id) => {
          const row = rowsById.get(id);
          return row ? [row] : [];
        });
        const best = bestOf(members.map(candidateOf));
        if (!best || members.length < 2) continue;
        const others = members
          .filter((row) => row.id !== best.id)
          .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
          .slice(0, DUPLICATE_GROUP_ITEMS_MAX - 1);
        const ordered = [rowsById.get(best.id) as LibraryItemRow, ...others];
        answer.push({
          items: ordered.flatMap((row) => {
            const item = presented.get(row.id);
            return item ? [{ ...item, isBest: row.id === best.id }] : [];
          }),
        });
      }
      return {
        groups: answer,
        hasMore: groups.length > shown.length,
        analysedCount: progress.analysed,
        waitingCount: progress.waiting,
      };
    },

    /** Keeps one of a group and moves the others to the Trash, in one call. */
    async keepOne(userId: number, body: KeepDuplicate): Promise<{ trashed: number }> {
      await deps.access.requireAccess(userId, 'item.edit', [body.keepId, ...body.trashIds]);
      countsKept.delete(userId);
      return { trashed: await deps.library.trashItems(userId, body.trashIds) };
    },

    /** Keeps every one of a group: they are not grouped together again. */
    async keepAll(userId: number, body: KeepAllDuplicates): Promise<{ kept: number }> {
      await deps.access.requireAccess(userId, 'item.edit', body.itemIds);
      countsKept.delete(userId);
      return deps.transactions.run(async () => {
        const rows = await analysis.itemsIn(userId, body.itemIds);
        const earlier = [
          ...new Set(rows.flatMap((row) => (row.duplicates_kept === null ? [] : [row.duplicates_kept]))),
        ];
        // The group is named by its first item: stable, and unique among the person's groups.
        const group = Math.min(...body.itemIds, ...earlier);
        return { kept: await analysis.keepTogether(userId, body.itemIds, group, earlier) };
      });
    },

    async unfit(userId: number, query: UnfitQuery): Promise<UnfitPage> {
      const before = decodeNumberCursor(query.cursor, 1);
      const rows = await analysis.unfitPage(userId, {
        reviewed: query.reviewed,
        beforeId: before ? (before[0] as number) : null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const presented = await deps.library.present(page, userId);
      const items = presented.map((item, index) => {
        const row = page[index] as LibraryItemRow;
        return { ...item, reasons: reasonsOf(row.unfit_reasons), verdict: row.unfit_verdict };
      });
      const last = page.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null };
    },

    /** The person agrees (kept off frames) or overrules (fine for frames), for one photo or many. */
    async setVerdict(userId: number, body: UnfitVerdictBody): Promise<{ updated: number }> {
      await deps.access.requireAccess(userId, 'item.edit', body.itemIds);
      countsKept.delete(userId);
      const updated = await analysis.setVerdict(userId, body.itemIds, body.verdict);
      if (updated > 0) await deps.publish('library.changed', { userId });
      return { updated };
    },

    async counts(userId: number): Promise<ReviewCounts> {
      const progress = await analysis.analysisProgress(userId);
      // Any photo analysed, arrived, trashed or restored since changes these figures: kept counts
      // hold only while they do not.
      const state = `${progress.analysed}:${progress.waiting}`;
      const kept = countsKept.get(userId);
      if (kept?.state === state) return kept.counts;
      const [groups, unfit] = await Promise.all([groupsOf(userId), analysis.unreviewedCount(userId)]);
      const counts = { duplicateGroups: groups.length, unfit };
      countsKept.set(userId, { state, counts });
      return counts;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
