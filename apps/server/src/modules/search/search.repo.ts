import type { RatioFilter, TypeFilter } from '@kinframe/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Database, dialectOf } from '../../infra/db/database.ts';
import type { Schema } from '../../infra/db/schema.ts';
import { albumsVisibleTo, SEARCHABLE_PARTS } from '../access/predicates.ts';
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
  tag?: number | undefined;
  favourites?: boolean | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

/** A search as the repo runs it: what each word matches, the dates named, the listing's filters. */
export interface SearchCriteria {
  /** The albums the person sees (all of them, not only those the words name): where others' items are looked for. */
  visibleAlbumIds: readonly number[] | undefined;
  matches: WordMatch[];
  dates: DateSpan[];
  filters: SearchFilters;
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

  /**
   * Whether another person's item, seen through a shared album, holds any of `words` in what its
   * viewer is shown of it: its name, caption and camera, never its place (only its owner sees where
   * it was taken, and a search must not tell it either). Read from the row: such items are only
   * those of the albums the person sees, few enough to need no index.
   */
  const shownWords = sql<string>`(coalesce(library_items.name, '') || ' ' || coalesce(library_items.caption, '') || ' ' ||
      coalesce(library_items.camera_make, '') || ' ' || coalesce(library_items.camera_model, ''))`;

  function sharedWordsContain(eb: Items, words: readonly string[]): Expression<SqlBool> {
    const folded = isPostgres ? sql`lower(${shownWords})` : shownWords;
    return eb.or(words.map((word) => sql<SqlBool>`${folded} like ${likeContaining(word)} escape '\\'`));
  }

  /** An item's words as its searcher may read them: all of their own; of another's, what they are shown. */
  const partContains = (part: (typeof SEARCHABLE_PARTS)[number], eb: Items, words: readonly string[]) =>
    part === SEARCHABLE_PARTS[0] ? wordsContain(eb, words) : sharedWordsContain(eb, words);

  function matchesWord(eb: Items, match: WordMatch, isOwn: boolean): Expression<SqlBool> {
    return eb.or([
      isOwn ? wordsContain(eb, match.words) : sharedWordsContain(eb, match.words),
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
      ...(isOwn && match.countries.length > 0 ? [eb('library_items.place_country', 'in', match.countries)] : []),
    ]);
  }

  function whereFilters(eb: Items, filters: SearchFilters): Expression<SqlBool>[] {
    return [
      ...(filters.type === 'photos' ? [eb('library_items.kind', '=', 'photo')] : []),
      ...(filters.type === 'videos' ? [eb('library_items.kind', '=', 'video')] : []),
      ...(filters.ratio !== 'all' ? [eb('library_items.orientation', '=', filters.ratio)] : []),
      ...(filters.favourites ? [eb('library_items.is_favourite', '=', 1)] : []),
      ...(filters.tag !== undefined
        ? [
            eb(
              'library_items.id',
              'in',
              eb.selectFrom('item_tags').select('item_tags.item_id').where('item_tags.tag_id', '=', filters.tag),
            ),
          ]
        : []),
      // Dates as written: every time of a day sorts after the day itself and before "<day>T99".
      ...(filters.since ? [eb('library_items.created_at', '>=', filters.since)] : []),
      ...(filters.until ? [eb('library_items.created_at', '<', `${filters.until}T99`)] : []),
    ];
  }

  /**
   * What `userId` may find in one part of what they may see (SEARCHABLE_PARTS) that matches every
   * word and, when dates are named, one of them.
   */
  function whereFound(
    eb: Items,
    userId: number,
    part: (typeof SEARCHABLE_PARTS)[number],
    criteria: SearchCriteria,
  ): Expression<SqlBool> {
    return eb.and([
      part(eb, userId, criteria.visibleAlbumIds),
      ...criteria.matches.map((match) => matchesWord(eb, match, part === SEARCHABLE_PARTS[0])),
      ...(criteria.dates.length > 0
        ? [
            eb.or(
              criteria.dates.map((span) =>
                eb.and([
                  eb('library_items.created_at', '>=', span.start),
                  eb('library_items.created_at', '<', span.end),
                ]),
              ),
            ),
          ]
        : []),
      ...whereFilters(eb, criteria.filters),
    ]);
  }

  /** Newest taken first, then by id: the order of every listing of results. */
  const isNewer = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
    a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);

  /** Both parts' rows, each in order, merged into one order. */
  function merged<Row extends { created_at: string; id: number }>([own, shared]: Row[][]): Row[] {
    const rows: Row[] = [];
    let i = 0;
    let j = 0;
    const first = own ?? [];
    const second = shared ?? [];
    while (i < first.length || j < second.length) {
      const a = first[i];
      const b = second[j];
      if (a && (!b || isNewer(a, b))) {
        rows.push(a);
        i += 1;
      } else if (b) {
        rows.push(b);
        j += 1;
      }
    }
    return rows;
  }

  const day = sql<string>`substr(library_items.created_at, 1, 10)`;

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
      for (const part of SEARCHABLE_PARTS) {
        const row = await db
          .selectFrom('library_items')
          .select('library_items.id')
          .where((eb) => eb.and([part(eb, userId), partContains(part, eb, [word])]))
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },

    /**
     * The words of items `userId` may find that share a piece with `pieces`: where a mistyped
     * word's intended spelling is looked for.
     */
    async wordsSharing(userId: number, pieces: readonly string[]): Promise<string[]> {
      if (pieces.length === 0) return [];
      const parts = await Promise.all(
        SEARCHABLE_PARTS.map((part) =>
          db
            .selectFrom('library_items')
            .select(
              part === SEARCHABLE_PARTS[0]
                ? sql<string>`library_items.search_words`.as('words')
                : shownWords.as('words'),
            )
            .where((eb) => eb.and([part(eb, userId), partContains(part, eb, pieces)]))
            .limit(TYPO_CANDIDATES)
            .execute(),
        ),
      );
      return parts.flat().map((row) => row.words);
    },

    /** One page of what is found, newest taken first, walked by keyset (date, id). */
    async search(userId: number, criteria: SearchCriteria, cursor: SearchCursor | null, limit: number) {
      const parts = await Promise.all(
        SEARCHABLE_PARTS.map((part) =>
          db
            .selectFrom('library_items')
            .selectAll()
            .where((eb) =>
              eb.and([
                whereFound(eb, userId, part, criteria),
                ...(cursor
                  ? [
                      eb('library_items.created_at', '<=', cursor.date),
                      eb.or([
                        eb('library_items.created_at', '<', cursor.date),
                        eb.and([
                          eb('library_items.created_at', '=', cursor.date),
                          eb('library_items.id', '<', cursor.id),
                        ]),
                      ]),
                    ]
                  : []),
              ]),
            )
            .orderBy('library_items.created_at', 'desc')
            .orderBy('library_items.id', 'desc')
            .limit(limit)
            .execute(),
        ),
      );
      return merged(parts).slice(0, limit);
    },

    /** How many of what is found fall on each day taken, newest first (the grid's summary). */
    async countByDay(userId: number, criteria: SearchCriteria): Promise<{ date: string; count: number }[]> {
      const counts = new Map<string, number>();
      for (const part of SEARCHABLE_PARTS) {
        const rows = await db
          .selectFrom('library_items')
          .select([day.as('date'), (eb) => eb.fn.countAll().as('count')])
          .where((eb) => whereFound(eb, userId, part, criteria))
          .groupBy(day)
          .execute();
        for (const row of rows) counts.set(row.date, (counts.get(row.date) ?? 0) + Number(row.count));
      }
      return [...counts]
        .map(([date, count]) => ({ date, count }))
        .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    },

    /** Every found item's day and size, in the results' order: the shapes of the summary. */
    async sizesInOrder(userId: number, criteria: SearchCriteria) {
      const parts = await Promise.all(
        SEARCHABLE_PARTS.map((part) =>
          db
            .selectFrom('library_items')
            .select(['library_items.id', 'library_items.created_at', 'library_items.width', 'library_items.height'])
            .where((eb) => whereFound(eb, userId, part, criteria))
            .orderBy('library_items.created_at', 'desc')
            .orderBy('library_items.id', 'desc')
            .execute(),
        ),
      );
      return merged(parts).map((row) => ({ date: row.created_at.slice(0, 10), width: row.width, height: row.height }));
    },

    /**
     * The distinct places or cameras of items `userId` may find whose own words hold `word`: what
     * suggestions are picked from, `limit` at most.
     */
    async distinctOf(
      userId: number,
      word: string,
      columns: readonly ['place_city', 'place_region', 'place_country'] | readonly ['camera_make', 'camera_model'],
      limit: number,
    ): Promise<Record<string, string | null>[]> {
      const refs = columns.map((column) => `library_items.${column}` as const);
      // Places come from the person's own items alone: where another's were taken is not theirs to see.
      const searched = columns[0] === 'place_city' ? [SEARCHABLE_PARTS[0]] : SEARCHABLE_PARTS;
      const parts = await Promise.all(
        searched.map((part) =>
          db
            .selectFrom('library_items')
            .select(refs)
            .where((eb) => eb.and([part(eb, userId), partContains(part, eb, [word])]))
            .groupBy(refs)
            .limit(limit)
            .execute(),
        ),
      );
      return parts.flat();
    },

    /** Which of these countries some item `userId` may find was taken in. */
    async countriesWithItems(userId: number, codes: readonly string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      // The person's own items alone: where another's were taken is not theirs to see.
      const parts = await Promise.all(
        [SEARCHABLE_PARTS[0]].map((part) =>
          db
            .selectFrom('library_items')
            .select('library_items.place_country')
            .where((eb) => eb.and([part(eb, userId), eb('library_items.place_country', 'in', codes)]))
            .groupBy('library_items.place_country')
            .execute(),
        ),
      );
      return [...new Set(parts.flat().flatMap((row) => (row.place_country ? [row.place_country] : [])))];
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
