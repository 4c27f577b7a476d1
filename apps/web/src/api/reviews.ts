// The library's reviews: near-duplicates and photos flagged as not for frames; calls, queries, mutations.
import type {
  DuplicatesPage,
  KeepAllDuplicates,
  KeepDuplicate,
  ReviewCounts,
  UnfitPage,
  UnfitVerdictBody,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { albumKeys } from './albums.ts';
import { libraryKeys } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export function getReviewCounts(signal?: AbortSignal): Promise<ReviewCounts> {
  return call('get', '/api/v3/library/reviews', { signal });
}

export function getDuplicates(signal?: AbortSignal): Promise<DuplicatesPage> {
  return call('get', '/api/v3/library/duplicates', { signal });
}

export function keepDuplicate(body: KeepDuplicate): Promise<{ trashed: number }> {
  return call('post', '/api/v3/library/duplicates/keep', { json: body });
}

export function keepAllDuplicates(body: KeepAllDuplicates): Promise<{ kept: number }> {
  return call('post', '/api/v3/library/duplicates/keep-all', { json: body });
}

export function getUnfitPage(
  page: { cursor?: string; limit: number; reviewed: boolean },
  signal?: AbortSignal,
): Promise<UnfitPage> {
  return call('get', '/api/v3/library/unfit', {
    query: { cursor: page.cursor, limit: page.limit, reviewed: page.reviewed ? 'true' : 'false' },
    signal,
  });
}

export function setUnfitVerdict(body: UnfitVerdictBody): Promise<{ updated: number }> {
  return call('post', '/api/v3/library/unfit/verdict', { json: body });
}

/** Under the library's key: whatever changes the library (an upload, the Trash) reloads the reviews. */
export const reviewKeys = {
  all: [...libraryKeys.all, 'reviews'] as const,
  counts: () => [...reviewKeys.all, 'counts'] as const,
  duplicates: () => [...reviewKeys.all, 'duplicates'] as const,
  unfit: (reviewed: boolean) => [...reviewKeys.all, 'unfit', reviewed] as const,
};

export function useReviewCountsQuery(enabled = true) {
  return useQuery({ queryKey: reviewKeys.counts(), queryFn: ({ signal }) => getReviewCounts(signal), enabled });
}

export function useDuplicatesQuery() {
  return useQuery({ queryKey: reviewKeys.duplicates(), queryFn: ({ signal }) => getDuplicates(signal) });
}

export function useUnfitQuery(pageSize: number, reviewed: boolean) {
  return useCursorPagesQuery(reviewKeys.unfit(reviewed), (cursor, signal) =>
    getUnfitPage({ cursor, limit: pageSize, reviewed }, signal),
  );
}

/** Photos moved to the Trash leave albums too; a verdict changes only what frames show and the reviews. */
export function useReviewMutations() {
  const queryClient = useQueryClient();
  const reloadLibrary = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
      queryClient.invalidateQueries({ queryKey: albumKeys.all }),
    ]).then(() => undefined);
  const reloadReviews = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return {
    keepOne: useMutation({ mutationFn: keepDuplicate, onSuccess: reloadLibrary }),
    keepAll: useMutation({ mutationFn: keepAllDuplicates, onSuccess: reloadReviews }),
    verdict: useMutation({ mutationFn: setUnfitVerdict, onSuccess: reloadReviews }),
  };
}
