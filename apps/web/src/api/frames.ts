// Frames and frame gifts: their calls, queries and mutations.
import type {
  CollectionId,
  Frame,
  FrameChanges,
  FrameClaim,
  FrameGift,
  FrameItems,
  FrameItemsRemoved,
  FrameItemsSent,
  FrameSourceId,
  Frames,
  NewFrameGift,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { refusalText } from '../i18n/error-text.ts';
import { albumKeys } from './albums.ts';
import { call } from './typed.ts';

// Frames (spec sections 2, 4, 9): JSON under v3/frames and v3/frame-gifts, shapes from the contract.

export function getFrames(signal?: AbortSignal): Promise<Frames> {
  return call('get', '/api/v3/frames', { signal });
}

/** Pairs the frame showing `code` with the account. */
export function claimFrame(claim: FrameClaim): Promise<Frame> {
  return call('post', '/api/v3/frames/claim', { json: claim });
}

/** Connects a frame handed over as a gift to the device now showing `code`. */
export function reconnectFrame({ id, code }: { id: number; code: string }): Promise<Frame> {
  return call('post', '/api/v3/frames/{id}/reconnect', { path: { id: String(id) }, json: { code } });
}

export function changeFrame(id: number, changes: FrameChanges): Promise<Frame> {
  return call('patch', '/api/v3/frames/{id}', { path: { id: String(id) }, json: changes });
}

/** The frame forgets its token and goes back to its pairing screen. */
export function removeFrame(id: number): Promise<unknown> {
  return call('delete', '/api/v3/frames/{id}', { path: { id: String(id) } });
}

/** `sourceId`: an album's number or a collection's id. */
export function assignToFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return call('put', '/api/v3/frames/{id}/albums/{albumId}', { path: { id: String(id), albumId: sourceId } });
}

export function unassignFromFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return call('delete', '/api/v3/frames/{id}/albums/{albumId}', {
    path: { id: String(id), albumId: sourceId },
  });
}

/** Shows these photos on the frame, first in its playlist, with no album (sent again: first again). */
export function sendToFrame({ frameId, itemIds }: { frameId: number; itemIds: number[] }): Promise<FrameItemsSent> {
  return call('post', '/api/v3/frames/{id}/items', { path: { id: String(frameId) }, json: { itemIds } });
}

/** One page of what was sent to the frame, newest sent first. */
export function getFrameItems(
  frameId: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<FrameItems> {
  return call('get', '/api/v3/frames/{id}/items', { path: { id: String(frameId) }, query: page, signal });
}

/** Takes sent photos off the frame; they stay in the library. */
export function removeFromFrame({
  frameId,
  itemIds,
}: {
  frameId: number;
  itemIds: number[];
}): Promise<FrameItemsRemoved> {
  return call('post', '/api/v3/frames/{id}/items/remove', { path: { id: String(frameId) }, json: { itemIds } });
}

/** Takes every sent photo off the frame. */
export function clearFrameItems(frameId: number): Promise<FrameItemsRemoved> {
  return call('delete', '/api/v3/frames/{id}/items', { path: { id: String(frameId) } });
}

/** Pairs the frame for the giver with the chosen albums; the recipient gets a mail with the link. */
export function giveFrame(gift: NewFrameGift): Promise<Frame> {
  return call('post', '/api/v3/frame-gifts', { json: gift });
}

export function getFrameGift(token: string, signal?: AbortSignal): Promise<FrameGift> {
  return call('get', '/api/v3/frame-gifts/{token}', { path: { token }, signal });
}

export function acceptFrameGift(token: string): Promise<Frame> {
  return call('post', '/api/v3/frame-gifts/{token}/accept', { path: { token } });
}

// Frames: everything under ['frames'] is asked again after any change to frames.

/**
 * A frame's event stream opening or closing reaches the page at once (the `changed` event); a frame
 * that only sends heartbeats goes quiet without one, so the list is also asked again this often.
 */
export const FRAMES_REFRESH_MS = 30_000;

export const frameKeys = {
  all: ['frames'] as const,
  list: ['frames', 'list'] as const,
  gift: (token: string) => ['frames', 'gift', token] as const,
  items: (frameId: number) => ['frames', 'items', frameId] as const,
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
  // Each is sent from a dialog, which says a refusal itself.
  const meta = { handlesErrorItself: true };
  return {
    claim: useMutation({ mutationFn: claimFrame, onSuccess, meta }),
    reconnect: useMutation({ mutationFn: reconnectFrame, onSuccess, meta }),
    give: useMutation({ mutationFn: giveFrame, onSuccess, meta }),
    change: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: FrameChanges }) => changeFrame(id, changes),
      onSuccess,
      meta,
    }),
    remove: useMutation({ mutationFn: removeFrame, onSuccess, meta }),
  };
}

/** The first photos sent straight to a frame (newest first), and how many there are in all. */
export function useFrameItemsQuery(frameId: number, limit: number) {
  return useQuery({
    queryKey: [...frameKeys.items(frameId), limit],
    queryFn: ({ signal }) => getFrameItems(frameId, { limit }, signal),
  });
}

/** "Show on a frame": the photos go first in the frame's playlist; the frames page shows them. */
export function useShowOnFrameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToFrame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: frameKeys.all }),
    meta: { handlesErrorItself: true },
  });
}

/** Sent photos taken off a frame: some (`itemIds`), or all of them. They stay in the library. */
export function useRemoveFromFrameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ frameId, itemIds }: { frameId: number; itemIds: number[] | 'all' }) =>
      itemIds === 'all' ? clearFrameItems(frameId) : removeFromFrame({ frameId, itemIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: frameKeys.all }),
  });
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
    meta: { handlesErrorItself: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: frameKeys.list }),
        queryClient.invalidateQueries({ queryKey: albumKeys.all }),
      ]),
  });
}

/** What a frame shows: albums by number, collections by their own id. */
const isCollection = (sourceId: FrameSourceId): sourceId is CollectionId => typeof sourceId === 'string';

export function isShownOn(frame: Frame, sourceId: FrameSourceId): boolean {
  return isCollection(sourceId) ? frame.collectionIds.includes(sourceId) : frame.albumIds.includes(sourceId);
}

/** The frame with one album or collection put on it or taken off, the rest as it was. */
export function withSource(frame: Frame, sourceId: FrameSourceId, isShown: boolean): Frame {
  if (isCollection(sourceId)) {
    const others = frame.collectionIds.filter((id) => id !== sourceId);
    return { ...frame, collectionIds: isShown ? [...others, sourceId] : others };
  }
  const others = frame.albumIds.filter((id) => id !== sourceId);
  return { ...frame, albumIds: isShown ? [...others, sourceId] : others };
}

/** The frames list with one frame changed by `change`. */
export function withFrame(list: Frames, frameId: number, change: (frame: Frame) => Frame): Frames {
  return { ...list, frames: list.frames.map((frame) => (frame.id === frameId ? change(frame) : frame)) };
}

interface SourceToggle {
  frameId: number;
  sourceId: FrameSourceId;
  isShown: boolean;
}

const SOURCE_MUTATION = [...frameKeys.all, 'source'] as const;

/**
 * Toggling on assigns the album, toggling off unassigns it (spec section 4). The switch moves at
 * once; a refusal moves back only that one switch (others may be on their way too) and says so
 * in the spec's words. When the last toggle settles, the list is asked again for the truth.
 */
export function useFrameSourceToggle(): (toggle: SourceToggle) => void {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const setSource = ({ frameId, sourceId, isShown }: SourceToggle) =>
    queryClient.setQueryData<Frames>(frameKeys.list, (list) =>
      list ? withFrame(list, frameId, (frame) => withSource(frame, sourceId, isShown)) : list,
    );
  const mutation = useMutation({
    mutationKey: SOURCE_MUTATION,
    mutationFn: ({ frameId, sourceId, isShown }: SourceToggle) =>
      isShown ? assignToFrame(frameId, sourceId) : unassignFromFrame(frameId, sourceId),
    onMutate: async (toggle) => {
      // A refresh on its way would bring back the switch as it was.
      await queryClient.cancelQueries({ queryKey: frameKeys.list });
      setSource(toggle);
    },
    // The switch goes back, and the refusal is said of that switch.
    meta: { handlesErrorItself: true },
    onError: (error, toggle) => {
      setSource({ ...toggle, isShown: !toggle.isShown });
      notify({
        type: 'error',
        content: refusalText(t, error, toggle.isShown ? 'errors.frame_assign_failed' : 'errors.frame_unassign_failed'),
      });
    },
    onSettled: () => {
      // This toggle still counts as running here: 1 means no other is.
      if (queryClient.isMutating({ mutationKey: SOURCE_MUTATION }) === 1) {
        void queryClient.invalidateQueries({ queryKey: frameKeys.list });
      }
    },
  });
  return (toggle) => mutation.mutate(toggle);
}
