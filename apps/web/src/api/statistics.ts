// Create > Statistics: the person's own numbers.
import type { Statistics } from '@kinframe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './typed.ts';

export const statisticsKeys = {
  all: ['statistics'] as const,
  of: (frameId: number | null) => ['statistics', frameId] as const,
};

export function getStatistics(frameId: number | null, signal?: AbortSignal): Promise<Statistics> {
  return call('get', '/api/v3/statistics', { query: frameId === null ? {} : { frameId }, signal });
}

/** `frameId`: the frame numbers of that frame only; null: of all the person's frames. */
export function useStatisticsQuery(frameId: number | null) {
  return useQuery({
    queryKey: statisticsKeys.of(frameId),
    queryFn: ({ signal }) => getStatistics(frameId, signal),
    // Another frame chosen: the page keeps showing the numbers it has until the new ones come.
    placeholderData: keepPreviousData,
  });
}
