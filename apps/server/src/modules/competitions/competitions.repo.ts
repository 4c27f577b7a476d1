import { type Insertable, sql } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type {
  CompetitionEntriesTable,
  CompetitionRow,
  CompetitionsTable,
  LibraryItemRow,
} from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

export interface EntryWithItem {
  entry_id: number;
  entry_user_id: number;
  entry_created_at: string;
  item: LibraryItemRow;
}

/** Competitions, their entries (joined to the library item each is) and votes. */
export function createCompetitionsRepo(db: Database) {
  async function entriesWithItems(
    build: (query: ReturnType<typeof baseEntries>) => ReturnType<typeof baseEntries>,
  ): Promise<EntryWithItem[]> {
    const rows = await build(baseEntries()).execute();
    return rows.map(({ entry_id, entry_user_id, entry_created_at, ...item }) => ({
      entry_id,
      entry_user_id,
      entry_created_at,
      item: item as LibraryItemRow,
    }));
  }

  function baseEntries() {
    return db
      .selectFrom('competition_entries as e')
      .innerJoin('library_items', 'library_items.id', 'e.item_id')
      .selectAll('library_items')
      .select(['e.id as entry_id', 'e.user_id as entry_user_id', 'e.created_at as entry_created_at'])
      .where(itemInLibrary);
  }

  return {
    async create(values: Insertable<CompetitionsTable>): Promise<CompetitionRow> {
      return db.insertInto('competitions').values(values).returningAll().executeTakeFirstOrThrow();
    },

    find(id: number): Promise<CompetitionRow | undefined> {
      return db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest first (by when voting closes); `listedOnly` for members. */
    list(listedOnly: boolean, limit: number): Promise<CompetitionRow[]> {
      let query = db.selectFrom('competitions').selectAll();
      if (listedOnly) query = query.where('is_listed', '=', 1);
      return query.orderBy('voting_close_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Moves one of a competition's moments (an operator opening or closing a phase early). */
    async setMoment(
      id: number,
      moment: 'entries_open_at' | 'entries_close_at' | 'voting_close_at',
      at: string,
    ): Promise<CompetitionRow | undefined> {
      return db
        .updateTable('competitions')
        .set({ [moment]: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async setListed(id: number, isListed: boolean): Promise<boolean> {
      const result = await db
        .updateTable('competitions')
        .set({ is_listed: isListed ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Entries and distinct entrants of each competition. */
    async counts(ids: number[]): Promise<Map<number, { entries: number; entrants: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('competition_entries')
        .select((eb) => [
          'competition_id',
          eb.fn.countAll<number | string>().as('entries'),
          eb.fn.count<number | string>('user_id').distinct().as('entrants'),
        ])
        .where('competition_id', 'in', ids)
        .groupBy('competition_id')
        .execute();
      return new Map(
        rows.map((row) => [row.competition_id, { entries: Number(row.entries), entrants: Number(row.entrants) }]),
      );
    },

    async entryCountsOf(userId: number, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('competition_entries')
        .select((eb) => ['competition_id', eb.fn.countAll<number | string>().as('count')])
        .where('competition_id', 'in', ids)
        .where('user_id', '=', userId)
        .groupBy('competition_id')
        .execute();
      return new Map(rows.map((row) => [row.competition_id, Number(row.count)]));
    },

    /** An item of the person's library, with their login address (to tell their own work). */
    ownItem(userId: number, itemId: number): Promise<(LibraryItemRow & { owner_email: string }) | undefined> {
      return db
        .selectFrom('library_items')
        .innerJoin('users', 'users.id', 'library_items.owner_id')
        .selectAll('library_items')
        .select('users.email as owner_email')
        .where('library_items.id', '=', itemId)
        .where('library_items.owner_id', '=', userId)
        .where(itemInLibrary)
        .executeTakeFirst();
    },

    async hasEntered(competitionId: number, itemId: number): Promise<boolean> {
      const row = await db
        .selectFrom('competition_entries')
        .select('id')
        .where('competition_id', '=', competitionId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertEntry(values: Insertable<CompetitionEntriesTable>): Promise<number> {
      const row = await db.insertInto('competition_entries').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    findEntry(competitionId: number, entryId: number) {
      return db
        .selectFrom('competition_entries')
        .selectAll()
        .where('id', '=', entryId)
        .where('competition_id', '=', competitionId)
        .executeTakeFirst();
    },

    async deleteEntry(entryId: number): Promise<void> {
      await db.deleteFrom('competition_entries').where('id', '=', entryId).execute();
    },

    entriesWithItemsByIds(ids: number[]): Promise<EntryWithItem[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return entriesWithItems((query) => query.where('e.id', 'in', ids));
    },

    /** A page of a competition's entries in the order they came, after entry `afterId`. */
    entriesPage(
      competitionId: number,
      options: { onlyUserId: number | null; afterId: number | null; limit: number },
    ): Promise<EntryWithItem[]> {
      return entriesWithItems((query) => {
        let built = query.where('e.competition_id', '=', competitionId);
        if (options.onlyUserId !== null) built = built.where('e.user_id', '=', options.onlyUserId);
        if (options.afterId !== null) built = built.where('e.id', '>', options.afterId);
        return built.orderBy('e.id', 'asc').limit(options.limit);
      });
    },

    async votedBy(userId: number, entryIds: number[]): Promise<Set<number>> {
      if (entryIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('competition_votes')
        .select('entry_id')
        .where('user_id', '=', userId)
        .where('entry_id', 'in', entryIds)
        .execute();
      return new Set(rows.map((row) => row.entry_id));
    },

    async vote(entryId: number, userId: number): Promise<void> {
      await db
        .insertInto('competition_votes')
        .values({ entry_id: entryId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['entry_id', 'user_id']).doNothing())
        .execute();
    },

    async unvote(entryId: number, userId: number): Promise<void> {
      await db.deleteFrom('competition_votes').where('entry_id', '=', entryId).where('user_id', '=', userId).execute();
    },

    /** The entries with the most votes first (the earlier entry first among equals), with their counts. */
    async ranking(competitionId: number, limit: number): Promise<{ entry_id: number; votes: number }[]> {
      const rows = await db
        .selectFrom('competition_entries as e')
        .leftJoin('competition_votes as v', 'v.entry_id', 'e.id')
        .select((eb) => ['e.id as entry_id', eb.fn.count<number | string>('v.user_id').as('votes')])
        .where('e.competition_id', '=', competitionId)
        .groupBy('e.id')
        .orderBy(sql`count(v.user_id)`, 'desc')
        .orderBy('e.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ entry_id: row.entry_id, votes: Number(row.votes) }));
    },

    async totalVotes(competitionId: number): Promise<number> {
      const row = await db
        .selectFrom('competition_votes as v')
        .innerJoin('competition_entries as e', 'e.id', 'v.entry_id')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('e.competition_id', '=', competitionId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Competitions whose voting closed and whose entrants were not told yet. */
    dueForResults(now: string, limit: number): Promise<CompetitionRow[]> {
      return db
        .selectFrom('competitions')
        .selectAll()
        .where('results_notified_at', 'is', null)
        .where('voting_close_at', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Takes the telling of a competition's results: true for the one process that does. */
    async claimResults(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('competitions')
        .set({ results_notified_at: now })
        .where('id', '=', id)
        .where('results_notified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async entrantsOf(competitionId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('competition_entries')
        .select('user_id')
        .distinct()
        .where('competition_id', '=', competitionId)
        .execute();
      return rows.map((row) => row.user_id);
    },
  };
}

export type CompetitionsRepo = ReturnType<typeof createCompetitionsRepo>;
