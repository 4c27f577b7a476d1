import type { RatioFilter, TypeFilter } from '@kinframe/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Database, dialectOf } from '../../infra/db/database.ts';
import type { LibraryItemRow, Schema } from '../../infra/db/schema.ts';
import { albumsVisibleTo, itemSearchableBy } from '../access/predicates.ts';
import type { DateSpan } from './query-dates.ts';

/**
 * What one typed word matches, from every source of words: the item's own (search_words), the
 * albums and tags it is in, the countries named. A future source (people's names) adds its ids here
 * and its condition in `matchesWord`.
 */
export interface WordMatch {
  /** The word as typed, and any words it could be a typo of: an item's words hold one of them. */
  words: string[];
  albumIds: number[];
  tagIds: number[];
  countries: string[];
}

export interface SearchFilters {
  type: TypeFilter;
  ratio: RatioFilter;
  favourites?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Where a page starts: the date taken and id of the last item of the page before. */
export interface SearchCursor {
  date: string;
  id: number;
}

/** How many rows' words are read to find what a mistyped word may have meant. */
const TYPO_CANDIDATES = 200;

type Items = ExpressionBuilder<Schema, 'library_items'>;

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
function likeContaining(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An FTS5 phrase: the word as it is, quotes doubled. */
function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

export function createSearchRepo(db: Database) {
  const isPostgres = dialectOf(db) === 'postgres';

  /**
   * Whether an item's own words contain any of `words`: on PostgreSQL through the trigram index of
   * the column; on SQLite through its FTS5 trigram table, which needs three letters, so a shorter
   * word reads the column itself.
   */
  function wordsContain(eb: Items, words: readonly string[]): Expression<SqlBool> {
    if (isPostgres) {
      return eb.or(
        words.map((word) => sql<SqlBool>`library_items.search_words like ${likeContaining(word)} escape '\\'`),
      );
    }
    const indexed = words.filter((word) => [...word].length >= 3);
    const short = words.filter((word) => [...word].length < 3);
    return eb.or([
      ...(indexed.length > 0
        ? [
            sql<SqlBool>`library_items.id in (select rowid from library_items_search
              where library_items_search match ${indexed.map(ftsPhrase).join(' OR ')})`,
          ]
        : []),
      ...short.map((word) => sql<SqlBool>`library_items.search_words like ${likeContaining(word)} escape '\\'`),
    ]);
  }

  function matchesWord(eb: Items, match: WordMatch): Expression<SqlBool> {
    return eb.or([
      wordsContain(eb, match.words),
      ...(match.albumIds.length > 0
        ? [
            eb(
              'library_items.id',
              'in',
              eb
                .selectFrom('album_items')
                .select('album_items.item_id')
                .where('album_items.album_id', 'in', match.albumIds),
            ),
          ]
        : []),
      ...(match.tagIds.length > 0
        ? [
            eb(
              'library_items.id',
              'in',
              eb.selectFrom('item_tags').select('item_tags.item_id').where('item_tags.tag_id', 'in', match.tagIds),
            ),
          ]
        : []),
      ...(match.countries.length > 0 ? [eb('library_items.place_country', 'in', match.countries)] : []),
    ]);
  }

  function whereFilters(eb: Items, filters: SearchFilters): Expression<SqlBool>[] {
    return [
      ...(filters.type === 'photos' ? [eb('library_items.kind', '=', 'photo')] : []),
      ...(filters.type === 'videos' ? [eb('library_items.kind', '=', 'video')] : []),
      ...(filters.ratio !== 'all' ? [eb('library_items.orientation', '=', filters.ratio)] : []),
      ...(filters.favourites ? [eb('library_items.is_favourite', '=', 1)] : []),
      // Dates as written: every time of a day sorts after the day itself and before "<day>T99".
      ...(filters.from ? [eb('library_items.created_at', '>=', filters.from)] : []),
      ...(filters.to ? [eb('library_items.created_at', '<', `${filters.to}T99`)] : []),
    ];
  }

  return {
    /** The albums `userId` sees (own and joined), for their names to be matched; at most `limit`. */
    visibleAlbums(userId: number, limit: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('albums')
        .select(['albums.id', 'albums.name'])
        .where((eb) => albumsVisibleTo(eb, userId))
        .orderBy('albums.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The person's own tags; at most `limit`. */
    ownTags(userId: number, limit: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('tags')
        .select(['id', 'name'])
        .where('owner_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Whether some item `userId` may find holds `word` among its own words. */
    async hasItemWith(userId: number, word: string): Promise<boolean> {
      const row = await db
        .selectFrom('library_items')
        .select('library_items.id')
        .where((eb) => eb.and([itemSearchableBy(eb, userId), wordsContain(eb, [word])]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The words of items `userId` may find that share a piece with `pieces`: where a mistyped
     * word's intended spelling is looked for.
     */
    async wordsSharing(userId: number, pieces: readonly string[]): Promise<string[]> {
      if (pieces.length === 0) return [];
      const rows = await db
        .selectFrom('library_items')
        .select('library_items.search_words')
        .where((eb) => eb.and([itemSearchableBy(eb, userId), wordsContain(eb, pieces)]))
        .limit(TYPO_CANDIDATES)
        .execute();
      return rows.map((row) => row.search_words);
    },

    /**
     * One page of what `userId` may find that matches every word and, when dates are given, one of
     * them; newest first by the date taken as written, walked by keyset (date, id).
     */
    search(
      userId: number,
      query: { matches: WordMatch[]; dates: DateSpan[]; filters: SearchFilters },
      cursor: SearchCursor | null,
      limit: number,
    ): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where((eb) =>
          eb.and([
            itemSearchableBy(eb, userId),
            ...query.matches.map((match) => matchesWord(eb, match)),
            ...(query.dates.length > 0
              ? [
                  eb.or(
                    query.dates.map((span) =>
                      eb.and([
                        eb('library_items.created_at', '>=', span.start),
                        eb('library_items.created_at', '<', span.end),
                      ]),
                    ),
                  ),
                ]
              : []),
            ...whereFilters(eb, query.filters),
            ...(cursor
              ? [
                  eb('library_items.created_at', '<=', cursor.date),
                  eb.or([
                    eb('library_items.created_at', '<', cursor.date),
                    eb.and([eb('library_items.created_at', '=', cursor.date), eb('library_items.id', '<', cursor.id)]),
                  ]),
                ]
              : []),
          ]),
        )
        .orderBy('library_items.created_at', 'desc')
        .orderBy('library_items.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * The distinct places or cameras of items `userId` may find whose own words hold `word`: what
     * suggestions are picked from, `limit` at most.
     */
    distinctOf(
      userId: number,
      word: string,
      columns: readonly ['place_city', 'place_region', 'place_country'] | readonly ['camera_make', 'camera_model'],
      limit: number,
    ): Promise<Record<string, string | null>[]> {
      const refs = columns.map((column) => `library_items.${column}` as const);
      return db
        .selectFrom('library_items')
        .select(refs)
        .where((eb) => eb.and([itemSearchableBy(eb, userId), wordsContain(eb, [word])]))
        .groupBy(refs)
        .limit(limit)
        .execute();
    },

    /** Which of these countries some item `userId` may find was taken in. */
    async countriesWithItems(userId: number, codes: readonly string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .selectFrom('library_items')
        .select('library_items.place_country')
        .where((eb) => eb.and([itemSearchableBy(eb, userId), eb('library_items.place_country', 'in', codes)]))
        .groupBy('library_items.place_country')
        .execute();
      return rows.flatMap((row) => (row.place_country ? [row.place_country] : []));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
