import {
  daysWithShapes,
  type LibraryItem,
  type LibraryPage,
  type LibrarySummary,
  MAX_SUGGESTIONS,
  MAX_SUGGESTIONS_PER_KIND,
  type SearchQuery,
  type SearchSummaryQuery,
  type Suggestion,
  type Suggestions,
} from '@kinframe/contract';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { countriesNamed, countryTypos } from './country-names.ts';
import { readDates } from './query-dates.ts';
import type { SearchCriteria, SearchRepo, WordMatch } from './search.repo.ts';

/** The words and dates of a search and the listing's filters, as a page and a summary both take them. */
type SearchWords = Pick<SearchQuery, 'q' | 'since' | 'until' | 'type' | 'ratio' | 'tag' | 'favourites'>;

import { normalizeWords, splitWords, typoMatches, typosAllowed } from './words.ts';

/** Searches one person may run: a page of results is a few queries over a large library. */
export const SEARCH_LIMIT = { max: 600, windowMinutes: 10 } as const;
/** Suggestions come as a person types (the web app waits for a pause): more of them, cheaper each. */
export const SUGGESTIONS_LIMIT = { max: 1200, windowMinutes: 10 } as const;
/** The words of one query that are looked for; the rest of a pasted paragraph is left out. */
const MAX_WORDS = 8;
/** Albums and tags whose names are compared with the words, newest first. */
const MAX_NAMED = 2000;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Pieces of a word (three letters each, and its last three) that survive a typo elsewhere in it. */
function piecesOf(word: string): string[] {
  const letters = [...word];
  const pieces: string[] = [];
  for (let at = 0; at + 3 <= letters.length; at += 3) pieces.push(letters.slice(at, at + 3).join(''));
  if (letters.length >= 3) pieces.push(letters.slice(-3).join(''));
  return unique(pieces);
}

/**
 * Search over what a person may see: their own library and the items of the albums they are in.
 * Who may find what is the access module's SEARCHABLE_PARTS, in every query here.
 */
export function createSearchService(deps: {
  repo: SearchRepo;
  /** Items as the library presents them to `viewerId` (the same shape as library/items). */
  present: (rows: LibraryItemRow[], viewerId: number) => Promise<LibraryItem[]>;
  limits: Pick<RateLimits, 'take'>;
}) {
  const { repo } = deps;

  type Named = { albums: { id: number; name: string }[]; tags: { id: number; name: string }[] };

  /** What one word matches in every source of words, as typed. */
  function exactMatchOf(word: string, named: Named): WordMatch {
    return {
      words: [word],
      albumIds: named.albums.filter((album) => normalizeWords(album.name).includes(word)).map((album) => album.id),
      tagIds: named.tags.filter((tag) => normalizeWords(tag.name).includes(word)).map((tag) => tag.id),
      countries: countriesNamed(word),
    };
  }

  /**
   * A word that matches nothing the person may see, taken as a typo: the words of their items,
   * albums, tags and countries it is a letter or two away from, or null when it is no typo.
   */
  async function typoMatchOf(userId: number, match: WordMatch, named: Named): Promise<WordMatch | null> {
    const [word = ''] = match.words;
    if (typosAllowed(word) === 0) return null;
    if (match.albumIds.length > 0 || match.tagIds.length > 0 || match.countries.length > 0) return null;
    if (await repo.hasItemWith(userId, word)) return null;
    const itemWords = unique(
      (await repo.wordsSharing(userId, piecesOf(word))).flatMap((text) => typoMatches(word, text)),
    );
    return {
      words: itemWords.length > 0 ? itemWords : [word],
      albumIds: named.albums.filter((album) => typoMatches(word, album.name).length > 0).map((album) => album.id),
      tagIds: named.tags.filter((tag) => typoMatches(word, tag.name).length > 0).map((tag) => tag.id),
      countries: unique(countryTypos(word).flatMap(countriesNamed)),
    };
  }

  /** What the words of a query match as typed (null: it names nothing to look for), with the listing's filters. */
  async function criteriaOf(userId: number, query: SearchWords) {
    const { dates, rest } = readDates(splitWords(query.q));
    const words = unique(rest).slice(0, MAX_WORDS);
    if (words.length === 0 && dates.length === 0) return null;
    const albums = await repo.visibleAlbums(userId, MAX_NAMED);
    const named: Named = { albums, tags: words.length > 0 ? await repo.ownTags(userId, MAX_NAMED) : [] };
    const criteria: SearchCriteria = {
      // Past the bound the list may miss some: then the albums are not narrowed at all.
      visibleAlbumIds: albums.length < MAX_NAMED ? albums.map((album) => album.id) : undefined,
      matches: words.map((word) => exactMatchOf(word, named)),
      dates,
      filters: query,
    };
    return { criteria, named };
  }

  /**
   * The same search with its mistyped words read as what they may have meant, or null when no word
   * is a typo. Asked only when the words as typed find nothing, so a search that finds pays nothing.
   */
  async function corrected(userId: number, { criteria, named }: { criteria: SearchCriteria; named: Named }) {
    const typos = await Promise.all(criteria.matches.map((match) => typoMatchOf(userId, match, named)));
    if (typos.every((typo) => typo === null)) return null;
    return { ...criteria, matches: criteria.matches.map((match, index) => typos[index] ?? match) };
  }

  /** One page of results, as library/items pages the library. */
  async function find(userId: number, query: SearchQuery): Promise<LibraryPage> {
    const after = decodeCursor(query.cursor, ['string', 'number']);
    const read = await criteriaOf(userId, query);
    if (!read) return { items: [], nextCursor: null };
    // A day to start from: every stored date of that day sorts before "<day>T99".
    const position = after
      ? { date: after[0] as string, id: after[1] as number }
      : query.from
        ? { date: `${query.from}T99`, id: 0 }
        : null;
    let rows = await repo.search(userId, read.criteria, position, query.limit + 1);
    if (rows.length === 0) {
      const typoRead = await corrected(userId, read);
      if (typoRead) rows = await repo.search(userId, typoRead, position, query.limit + 1);
    }
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await deps.present(page, userId),
      nextCursor: rows.length > query.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  /** The days of what a search finds, with their items' shapes when asked. */
  async function daysOf(userId: number, criteria: SearchCriteria, withShapes: boolean) {
    return withShapes
      ? daysWithShapes(await repo.sizesInOrder(userId, criteria))
      : await repo.countByDay(userId, criteria);
  }

  return {
    /** A page of what the person may find with these words, newest first. */
    async search(userId: number, query: SearchQuery): Promise<LibraryPage> {
      await deps.limits.take([{ key: `search:${userId}`, ...SEARCH_LIMIT }]);
      return find(userId, query);
    },

    /** The days of the results, with their shapes when asked: the grid lays out the results by it. */
    async summary(userId: number, query: SearchSummaryQuery): Promise<LibrarySummary> {
      await deps.limits.take([{ key: `search:${userId}`, ...SEARCH_LIMIT }]);
      const read = await criteriaOf(userId, query);
      if (!read) return { total: 0, days: [] };
      let days = await daysOf(userId, read.criteria, query.shapes === true);
      if (days.length === 0) {
        const typoRead = await corrected(userId, read);
        if (typoRead) days = await daysOf(userId, typoRead, query.shapes === true);
      }
      return { total: days.reduce((sum, each) => sum + each.count, 0), days };
    },

    /**
     * What the person may mean as they type: places, countries, albums, tags and cameras whose names
     * hold what is typed so far, among what they may find; a few of each kind.
     */
    async suggest(userId: number, typed: string): Promise<Suggestions> {
      await deps.limits.take([{ key: `search-suggestions:${userId}`, ...SUGGESTIONS_LIMIT }]);
      const phrase = normalizeWords(typed).replace(/\s+/g, ' ').trim();
      if ([...phrase].length < 2) return { suggestions: [] };
      const holds = (name: string | null): name is string => name !== null && normalizeWords(name).includes(phrase);
      const [places, cameras, albums, tags, countries] = await Promise.all([
        repo.distinctOf(userId, phrase, ['place_city', 'place_region', 'place_country'], 50),
        repo.distinctOf(userId, phrase, ['camera_make', 'camera_model'], 50),
        repo.visibleAlbums(userId, MAX_NAMED),
        repo.ownTags(userId, MAX_NAMED),
        repo.countriesWithItems(userId, countriesNamed(phrase)),
      ]);
      const of = (kind: Suggestion['kind'], labels: (string | null)[]): Suggestion[] =>
        unique(labels.filter(holds))
          .sort((a, b) => a.localeCompare(b))
          .slice(0, MAX_SUGGESTIONS_PER_KIND)
          .map((label) => ({ kind, label }));
      // "Canon Canon EOS R5" says the make twice: a model that names its make stands alone.
      const cameraNames = cameras.map(({ camera_make: make, camera_model: model }) =>
        make && model && !normalizeWords(model).startsWith(normalizeWords(make))
          ? `${make} ${model}`
          : (model ?? make ?? null),
      );
      const suggestions = [
        ...of(
          'place',
          places.flatMap((row) => [row.place_city ?? null, row.place_region ?? null]),
        ),
        ...countries.slice(0, MAX_SUGGESTIONS_PER_KIND).map((code) => ({ kind: 'country' as const, label: code })),
        ...of(
          'album',
          albums.map((album) => album.name),
        ),
        ...of(
          'tag',
          tags.map((tag) => tag.name),
        ),
        ...of('camera', cameraNames),
      ];
      return { suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
