import { z } from 'zod';
import { ZLibraryPage, ZLibraryQuery, ZSummaryQuery } from './library.ts';
import { plainString } from './plain-text.ts';

/**
 * Search over what a person may see: their library and the items of the albums shared with them.
 * Words match captions, tags, album names, file names, places (a country by its code or its name in
 * any of the app's languages) and cameras; a year, a month and year or a whole date in any of the
 * app's languages matches the date taken as written. GET /api/v3/search answers a page like
 * library/items, so scripts and frames can page through it the same way.
 */
export const SEARCH_QUERY = { min: 1, max: 200 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZWords = plainString().trim().min(SEARCH_QUERY.min).max(SEARCH_QUERY.max);

/**
 * What a search adds to the library's listing: the words, and the days taken between which to look
 * (inclusive, as the date taken is written). Results are always newest taken first.
 */
const ZSearchWords = z.object({
  q: ZWords,
  /** Taken on or after this day (YYYY-MM-DD). */
  since: day.optional(),
  /** Taken on or before this day. */
  until: day.optional(),
});

/**
 * GET search: a page like library/items (cursor, limit, its filters, `from` to start at a day), of
 * what the words find.
 */
export const ZSearchQuery = ZLibraryQuery.omit({ sort: true }).extend(ZSearchWords.shape);
export type SearchQuery = z.infer<typeof ZSearchQuery>;

/** GET search/summary: the days of the results, as library/summary gives the library's. */
export const ZSearchSummaryQuery = ZSummaryQuery.omit({ sort: true }).extend(ZSearchWords.shape);
export type SearchSummaryQuery = z.infer<typeof ZSearchSummaryQuery>;

export const ZSearchPage = ZLibraryPage;

/**
 * What a suggestion names: a place (city or region as written), a country (its ISO code, which the
 * web app names in the reader's language), one of the person's albums or tags, or a camera.
 */
export const SUGGESTION_KINDS = ['place', 'country', 'album', 'tag', 'camera'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** At most this many suggestions answer one request, and this many of one kind. */
export const MAX_SUGGESTIONS = 12;
export const MAX_SUGGESTIONS_PER_KIND = 4;

export const ZSuggestionsQuery = z.object({ q: ZWords });
export const ZSuggestion = z.object({ kind: z.enum(SUGGESTION_KINDS), label: z.string() });
export type Suggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestions = z.object({ suggestions: z.array(ZSuggestion).max(MAX_SUGGESTIONS) });
export type Suggestions = z.infer<typeof ZSuggestions>;
