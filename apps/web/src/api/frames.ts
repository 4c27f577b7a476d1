// Frames and frame gifts: their queries and mutations.
import type { FrameChanges } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { albumKeys } from './albums.ts';
import {
  acceptFrameGift,
  changeFrame,
  claimFrame,
  getFrameGift,
  getFrames,
  giveFrame,
  reconnectFrame,
  removeFrame,
} from './calls.ts';

// Frames: everything under ['frames'] is asked again after any change to frames.

/** Online or offline comes from each frame's heartbeats: the list is asked again this often. */
export const FRAMES_REFRESH_MS = 30_000;

export const frameKeys = {
  all: ['frames'] as const,
  list: ['frames', 'list'] as const,
  gift: (token: string) => ['frames', 'gift', token] as const,
};

export function useFramesQuery() {
  return useQuery({
    queryKey: frameKeys.list,
    queryFn: ({ signal }) => getFrames(signal),
    refetchInterval: FRAMES_REFRESH_MS,
  });
}

export function useFrameMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: frameKeys.all });
  return {
    claim: useMutation({ mutationFn: claimFrame, onSuccess }),
    reconnect: useMutation({ mutationFn: reconnectFrame, onSuccess }),
    give: useMutation({ mutationFn: giveFrame, onSuccess }),
    change: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: FrameChanges }) => changeFrame(id, changes),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: removeFrame, onSuccess }),
  };
}

export function useFrameGiftQuery(token: string) {
  return useQuery({
    queryKey: frameKeys.gift(token),
    queryFn: ({ signal }) => getFrameGift(token, signal),
    enabled: token !== '',
  });
}

/**
 * Accepting shares the giver's albums with the recipient: both lists change. The gift itself is
 * left alone: asked again, it would answer that it was already accepted.
 */
export function useAcceptFrameGiftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFrameGift,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: frameKeys.list }),
        queryClient.invalidateQueries({ queryKey: albumKeys.all }),
      ]),
  });
}
