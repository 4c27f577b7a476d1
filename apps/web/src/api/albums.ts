// Albums, shared albums, invitations and collections: their queries and mutations.
import type { Album, AlbumChanges, AlbumType, CollectionId } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addAlbumItems,
  changeAlbum,
  copyAlbumItems,
  createAlbum,
  deleteAlbum,
  getAlbum,
  getAlbumInvites,
  getAlbumItems,
  getAlbumMembers,
  getAlbums,
  getCollectionItems,
  getCollections,
  inviteAlbumMembers,
  leaveAlbum,
  moveAlbumItem,
  removeAlbumItems,
  removeAlbumMember,
  resendAlbumInvite,
  respondToAlbumInvite,
} from './calls.ts';
import { useInvalidateLibrary } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';

// Albums: everything under ['albums'] is asked again after any change to albums.

/** The most an album's page asks for at once; albums hold a few thousand items at most. */
export const ALBUM_ITEMS_PAGE = 200;

export const albumKeys = {
  all: ['albums'] as const,
  list: (type: AlbumType | undefined, limit: number) => ['albums', 'list', type ?? 'all', limit] as const,
  paged: (type: AlbumType) => ['albums', 'paged', type] as const,
  album: (id: number) => ['albums', 'album', id] as const,
  items: (id: number) => ['albums', 'items', id] as const,
  members: (id: number) => ['albums', 'members', id] as const,
  invites: ['albums', 'invites'] as const,
  collections: ['albums', 'collections'] as const,
  every: ['albums', 'every'] as const,
};

export function useInvalidateAlbums(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: albumKeys.all });
}

/** The first albums of one type (a section's row), or of every type. */
export function useAlbumsQuery(type: AlbumType | undefined, limit: number) {
  return useQuery({
    queryKey: albumKeys.list(type, limit),
    queryFn: ({ signal }) => getAlbums({ type, limit }, signal),
  });
}

/** Every album of one type, page by page (view all). */
export function useAlbumsPagedQuery(type: AlbumType) {
  return useCursorPagesQuery(albumKeys.paged(type), (cursor, signal) => getAlbums({ type, cursor, limit: 60 }, signal));
}

export function useAlbumQuery(id: number) {
  return useQuery({ queryKey: albumKeys.album(id), queryFn: ({ signal }) => getAlbum(id, signal) });
}

export function useAlbumItemsQuery(id: number, options: { enabled?: boolean } = {}) {
  return useCursorPagesQuery(
    albumKeys.items(id),
    (cursor, signal) => getAlbumItems(id, { cursor, limit: ALBUM_ITEMS_PAGE }, signal),
    options,
  );
}

export function useAlbumMembersQuery(id: number) {
  return useQuery({ queryKey: albumKeys.members(id), queryFn: ({ signal }) => getAlbumMembers(id, signal) });
}

export function useAlbumInvitesQuery() {
  return useQuery({ queryKey: albumKeys.invites, queryFn: ({ signal }) => getAlbumInvites(signal) });
}

export function useCollectionsQuery() {
  return useQuery({ queryKey: albumKeys.collections, queryFn: ({ signal }) => getCollections(signal) });
}

export function useCreateAlbumMutation() {
  const invalidate = useInvalidateAlbums();
  return useMutation({ mutationFn: createAlbum, onSuccess: () => invalidate() });
}

export function useAlbumMutations(id: number) {
  const invalidate = useInvalidateAlbums();
  const invalidateLibrary = useInvalidateLibrary();
  const onSuccess = () => invalidate();
  return {
    change: useMutation({ mutationFn: (changes: AlbumChanges) => changeAlbum(id, changes), onSuccess }),
    remove: useMutation({ mutationFn: () => deleteAlbum(id) }),
    addItems: useMutation({ mutationFn: (itemIds: number[]) => addAlbumItems(id, itemIds), onSuccess }),
    removeItems: useMutation({ mutationFn: (itemIds: number[]) => removeAlbumItems(id, itemIds), onSuccess }),
    moveItem: useMutation({
      mutationFn: (move: { itemId: number; beforeItemId: number | null }) => moveAlbumItem(id, move),
      onSettled: onSuccess,
    }),
    copyItems: useMutation({
      mutationFn: (itemIds: number[]) => copyAlbumItems(id, itemIds),
      onSuccess: () => invalidateLibrary(),
    }),
    invite: useMutation({ mutationFn: (invitees: string[]) => inviteAlbumMembers(id, invitees), onSuccess }),
    resend: useMutation({ mutationFn: (memberId: number) => resendAlbumInvite(id, memberId), onSuccess }),
    removeMember: useMutation({ mutationFn: (memberId: number) => removeAlbumMember(id, memberId), onSuccess }),
    leave: useMutation({ mutationFn: () => leaveAlbum(id) }),
  };
}

/** Adding to any album (the library's "Add to album"). */
export function useAddToAlbumMutation() {
  const invalidate = useInvalidateAlbums();
  return useMutation({
    mutationFn: ({ albumId, itemIds }: { albumId: number; itemIds: number[] }) => addAlbumItems(albumId, itemIds),
    onSuccess: () => invalidate(),
  });
}

export function useRespondToInviteMutation() {
  const invalidate = useInvalidateAlbums();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) => respondToAlbumInvite(id, answer),
    onSuccess: () => invalidate(),
  });
}

/** Every album the person may show on a frame (own and shared), all pages, for the frames screen. */
async function getEveryAlbum(signal?: AbortSignal): Promise<Album[]> {
  const albums: Album[] = [];
  let cursor: string | undefined;
  do {
    const page = await getAlbums({ cursor, limit: 200 }, signal);
    albums.push(...page.albums);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return albums;
}

export function useEveryAlbumQuery() {
  return useQuery({ queryKey: albumKeys.every, queryFn: ({ signal }) => getEveryAlbum(signal) });
}

/** A built-in collection's items (favourites, emailed, NFT Art), `pageSize` at a time. */
export function useCollectionItemsQuery(id: CollectionId, pageSize: number) {
  return useCursorPagesQuery([...albumKeys.collections, id, 'items'], (cursor, signal) =>
    getCollectionItems(id, { cursor, limit: pageSize }, signal),
  );
}

/**
 * The albums photos may be copied into: the person's own and the shared ones they belong to (not
 * those they are only invited to), by name.
 */
export function useAlbumChoices(): Album[] {
  const { data = [] } = useEveryAlbumQuery();
  return data.filter((album) => album.abilities.canAddItems).sort((a, b) => a.name.localeCompare(b.name));
}
