// Photos hidden from a frame by a tap on it: the frames page's list and its "Show again".
import type { FrameHiddenItems } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { frameKeys } from './frames.ts';
import { call } from './typed.ts';

const hiddenKey = (frameId: number) => [...frameKeys.all, 'hidden', frameId] as const;

/** One page of what is hidden from the frame, the latest hidden first. */
export function getFrameHiddenItems(
  frameId: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<FrameHiddenItems> {
  return call('get', '/api/v3/frames/{id}/hidden', { path: { id: String(frameId) }, query: page, signal });
}

/** The photo shows on the frame again. */
export function showOnFrameAgain({ frameId, itemId }: { frameId: number; itemId: number }) {
  return call('delete', '/api/v3/frames/{id}/hidden/{itemId}', {
    path: { id: String(frameId), itemId: String(itemId) },
  });
}

export function useFrameHiddenItemsQuery(frameId: number, limit: number) {
  return useQuery({
    queryKey: [...hiddenKey(frameId), limit],
    queryFn: ({ signal }) => getFrameHiddenItems(frameId, { limit }, signal),
  });
}

export function useShowAgainMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showOnFrameAgain,
    // The card's square of what the frame shows may change with it, and a failure (shown again
    // elsewhere) means the list is stale: everything under frames is asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: frameKeys.all }),
  });
}
