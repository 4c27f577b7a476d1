// Search: suggestions as a person types. The results themselves are a listing of the library's
// (api/library.ts, LibraryFilters.q), so the library's grid, selection and viewer show them.
import { SEARCH_QUERY, type Suggestions } from '@kinframe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './typed.ts';

function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return call('get', '/api/v3/search/suggestions', { query: { q }, signal });
}

/** What the typed words may mean: asked once they are two letters or more (the server answers nothing below). */
export function useSuggestionsQuery(typed: string) {
  const q = typed.trim().slice(0, SEARCH_QUERY.max);
  return useQuery({
    queryKey: ['search', 'suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: [...q].length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
