import { sql } from 'kysely';
import { type Database, dialectOf } from '../../infra/db/database.ts';
import { albumsVisibleTo, itemInLibrary, itemsOwnedBy, sharedAlbumsOf } from '../access/predicates.ts';

/** The items counted most that are looked at for the most-shown list (then filtered to those the owner may see). */
const MOST_SHOWN_CANDIDATES = 100;

export interface DailyCounts {
  day: string;
  shown: number;
  onlineSeconds: number;
  asleepSeconds: number;
}

/** `YYYY-MM` of an ISO time: the stored times are UTC ISO strings, so the month is a prefix. */
const uploadMonthOf = sql<string>`substr(uploaded_at, 1, 7)`;
const addedMonthOf = sql<string>`substr(album_items.added_at, 1, 7)`;
const asNumber = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The SQL of Create > Statistics: the counts kept from heartbeats (frame_daily_stats,
 * item_show_counts) and the library's, counted when asked through library_items_owner_stats_idx
 * (owner, kind, source, month of upload, status, upload time, size: every column they read).
 */
export function createStatisticsRepo(db: Database) {
  return {
    /** Adds to a frame's days: one statement, however many days. */
    async addDaily(frameId: number, days: DailyCounts[]): Promise<void> {
      if (days.length === 0) return;
      await db
        .insertInto('frame_daily_stats')
        .values(
          days.map((day) => ({
            frame_id: frameId,
            day: day.day,
            shown: day.shown,
            online_seconds: day.onlineSeconds,
            asleep_seconds: day.asleepSeconds,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['frame_id', 'day']).doUpdateSet((eb) => ({
            shown: eb('frame_daily_stats.shown', '+', eb.ref('excluded.shown')),
            online_seconds: eb('frame_daily_stats.online_seconds', '+', eb.ref('excluded.online_seconds')),
            asleep_seconds: eb('frame_daily_stats.asleep_seconds', '+', eb.ref('excluded.asleep_seconds')),
          })),
        )
        .execute();
    },

    /** Adds to how often a frame showed items: one statement, each item once in it. */
    async addItemShows(frameId: number, counts: Map<number, number>): Promise<void> {
      if (counts.size === 0) return;
      await db
        .insertInto('item_show_counts')
        .values([...counts].map(([itemId, shown]) => ({ frame_id: frameId, item_id: itemId, shown })))
        .onConflict((conflict) =>
          conflict.columns(['frame_id', 'item_id']).doUpdateSet((eb) => ({
            shown: eb('item_show_counts.shown', '+', eb.ref('excluded.shown')),
          })),
        )
        .execute();
    },

    /**
     * The library counted by kind, source and month of upload (`YYYY-MM`), leaving out failed
     * items: one pass over library_items_owner_stats_idx, whose key is (owner, kind, source, month
     * of upload, status, ...), so the groups come in the index's order and nothing is sorted or
     * hashed row by row (SQLite matches the month to the index's expression only when it is written
     * exactly as there: `substr(uploaded_at, 1, 7)`, literals, no parameters). One row per kind,
     * source and month that holds items. On PostgreSQL the plan is pinned to that pass: no parallel
     * workers and no JIT (for a count of a few milliseconds, starting workers or compiling took ten
     * to a hundred times longer), and no reading of the whole table, which the planner picks when
     * one person holds most of it and which is several times slower than the index (bench/statistics.ts).
     */
    async libraryCounts(userId: number) {
      const query = (source: Database, inTrash: boolean) =>
        source
          .selectFrom('library_items')
          .select(['kind', 'source', uploadMonthOf.as('month'), (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('owner_id', '=', userId)
          .where('status', '!=', 'failed')
          .$if(inTrash, (trashed) => trashed.where('trashed_at', 'is not', null))
          .groupBy(['kind', 'source', uploadMonthOf])
          .execute();
      // Everything of the person's through the covering index, less what waits in the Trash (read
      // through the Trash's own index): a filter on the Trash in the first count would send it to
      // the table for every row.
      const [all, trashed] =
        dialectOf(db) === 'postgres'
          ? await db.transaction().execute(async (trx) => {
              // set_config(..., true): for this transaction only, the three in one round trip.
              await sql`select set_config('max_parallel_workers_per_gather', '0', true),
                set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`.execute(trx);
              return [await query(trx, false), await query(trx, true)];
            })
          : [await query(db, false), await query(db, true)];
      const keyOf = (row: { kind: string; source: string; month: string }) => `${row.kind} ${row.source} ${row.month}`;
      const inTrash = new Map(trashed.map((row) => [keyOf(row), asNumber(row.count)]));
      return all
        .map((row) => ({
          kind: row.kind,
          source: row.source,
          month: row.month,
          count: asNumber(row.count) - (inTrash.get(keyOf(row)) ?? 0),
        }))
        .filter((row) => row.count > 0);
    },

    async albumCounts(userId: number) {
      const row = await db
        .selectFrom('albums')
        .select((eb) => [
          eb.fn
            .sum<number | string | null>(eb.case().when('albums.owner_id', '=', userId).then(1).else(0).end())
            .as('owned'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('albums.owner_id', '=', userId), eb('albums.is_shared', '=', 1)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('sharedByYou'),
          eb.fn
            .sum<number | string | null>(eb.case().when('albums.owner_id', '!=', userId).then(1).else(0).end())
            .as('sharedWithYou'),
        ])
        .where((eb) => albumsVisibleTo(eb, userId))
        .executeTakeFirst();
      return {
        owned: asNumber(row?.owned),
        sharedByYou: asNumber(row?.sharedByYou),
        sharedWithYou: asNumber(row?.sharedWithYou),
      };
    },

    async addedToSharedByMonth(userId: number, since: string) {
      const rows = await db
        .selectFrom('album_items')
        .innerJoin('albums', 'albums.id', 'album_items.album_id')
        .select([addedMonthOf.as('month'), (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('album_items.added_at', '>=', since)
        .where((eb) => sharedAlbumsOf(eb, userId))
        .groupBy(addedMonthOf)
        .execute();
      return rows.map((row) => ({ month: row.month, count: asNumber(row.count) }));
    },

    framesOf(userId: number) {
      return db
        .selectFrom('frames')
        .select(['id', 'name'])
        .where('owner_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** The days of these frames since `sinceDay`, added up per frame and day. */
    async frameDays(frameIds: number[], sinceDay: string) {
      if (frameIds.length === 0) return [];
      const rows = await db
        .selectFrom('frame_daily_stats')
        .select(['frame_id', 'day', 'shown', 'online_seconds', 'asleep_seconds'])
        .where('frame_id', 'in', frameIds)
        .where('day', '>=', sinceDay)
        .execute();
      return rows.map((row) => ({
        frameId: row.frame_id,
        day: row.day,
        shown: asNumber(row.shown),
        onlineSeconds: asNumber(row.online_seconds),
        asleepSeconds: asNumber(row.asleep_seconds),
      }));
    },

    /**
     * The items these frames showed most, that their owner may see (their own, or of an album on
     * one of these frames that they own or belong to), with their square picture's key when there
     * is one. Only the MOST_SHOWN_CANDIDATES counted most are looked at, so the work stays small
     * however many items were ever shown; the few of them not the owner's to see make the list shorter.
     */
    async mostShown(userId: number, frameIds: number[], limit: number) {
      if (frameIds.length === 0) return [];
      const top = db
        .selectFrom('item_show_counts')
        .select(['item_id', (eb) => eb.fn.sum<number | string>('shown').as('shown')])
        .where('frame_id', 'in', frameIds)
        .groupBy('item_id')
        .orderBy('shown', 'desc')
        .orderBy('item_id', 'desc')
        .limit(MOST_SHOWN_CANDIDATES)
        .as('top');
      const rows = await db
        .selectFrom(top)
        .innerJoin('library_items', 'library_items.id', 'top.item_id')
        .leftJoin('renditions', (join) =>
          join.onRef('renditions.item_id', '=', 'library_items.id').on('renditions.name', '=', 'square'),
        )
        .select([
          'library_items.id as itemId',
          'library_items.kind as kind',
          'renditions.key as key',
          'renditions.mime_type as mimeType',
          'top.shown as shown',
        ])
        .where(itemInLibrary)
        .where((eb) =>
          eb.or([
            itemsOwnedBy(eb, userId),
            eb.exists(
              eb
                .selectFrom('frame_albums')
                .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
                .innerJoin('album_items', 'album_items.album_id', 'albums.id')
                .select('frame_albums.frame_id')
                .where('frame_albums.frame_id', 'in', frameIds)
                .whereRef('album_items.item_id', '=', 'library_items.id')
                .where((inner) => albumsVisibleTo(inner, userId)),
            ),
          ]),
        )
        .orderBy('top.shown', 'desc')
        .orderBy('library_items.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, shown: asNumber(row.shown) }));
    },
  };
}

export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
