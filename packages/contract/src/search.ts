import { z } from 'zod';
import { MAX_LIBRARY_PAGE, RATIO_FILTERS, TYPE_FILTERS, ZLibraryPage } from './library.ts';
import { plainString } from './plain-text.ts';

/**
 * Search over what a person may see: their library and the items of the albums shared with them.
 * Words match captions, tags, album names, file names, places (a country by its code or its name in
 * any of the app's languages) and cameras; a year, a month and year or a whole date in any of the
 * app's languages matches the date taken as written. GET /api/v3/search answers a page like
 * library/items, so scripts and frames can page through it the same way.
 */
export const SEARCH_QUERY = { min: 1, max: 200 } as const;

const booleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET search: the words, a page by keyset cursor, and the library's filters (dates inclusive). */
export const ZSearchQuery = z.object({
  q: plainString().trim().min(SEARCH_QUERY.min).max(SEARCH_QUERY.max),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIBRARY_PAGE).default(100),
  type: z.enum(TYPE_FILTERS).default('all'),
  ratio: z.enum(RATIO_FILTERS).default('all'),
  favourites: booleanParam.optional(),
  /** Taken on or after this day (YYYY-MM-DD), as the date taken is written. */
  from: day.optional(),
  /** Taken on or before this day. */
  to: day.optional(),
});
export type SearchQuery = z.infer<typeof ZSearchQuery>;

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

export const ZSuggestionsQuery = z.object({ q: plainString().trim().min(SEARCH_QUERY.min).max(SEARCH_QUERY.max) });
export const ZSuggestion = z.object({ kind: z.enum(SUGGESTION_KINDS), label: z.string() });
export type Suggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestions = z.object({ suggestions: z.array(ZSuggestion).max(MAX_SUGGESTIONS) });
export type Suggestions = z.infer<typeof ZSuggestions>;
