import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/**
 * A list the server hands out a page at a time (every list of the API: `{ ..., nextCursor }`, null on
 * the last page), read page by page under `queryKey`; `fetchPage` asks for the page after `cursor`.
 */
export function useCursorPagesQuery<Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled ?? true,
  });
}
