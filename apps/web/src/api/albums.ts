// Albums, shared albums, invitations and collections: their calls, queries and mutations.
import type {
  AddedItems,
  Album,
  AlbumChanges,
  AlbumInvite,
  AlbumItemPage,
  AlbumMembers,
  AlbumPage,
  AlbumType,
  Collection,
  CollectionId,
  CollectionItemPage,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidateLibrary } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

// Albums, collections and shared albums (spec sections 2, 3, 4, 6): JSON under v3/, shapes from the contract.

export function getAlbums(
  query: { type?: AlbumType; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<AlbumPage> {
  return call('get', '/api/v3/albums', { query, signal });
}

export function createAlbum(album: { name: string; isShared?: boolean; itemIds?: number[] }): Promise<Album> {
  return call('post', '/api/v3/albums', { json: album });
}

export function getAlbum(id: number, signal?: AbortSignal): Promise<Album> {
  return call('get', '/api/v3/albums/{id}', { path: { id: String(id) }, signal });
}

export function changeAlbum(id: number, changes: AlbumChanges): Promise<Album> {
  return call('patch', '/api/v3/albums/{id}', { path: { id: String(id) }, json: changes });
}

export function deleteAlbum(id: number): Promise<unknown> {
  return call('delete', '/api/v3/albums/{id}', { path: { id: String(id) } });
}

export function getAlbumItems(
  id: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<AlbumItemPage> {
  return call('get', '/api/v3/albums/{id}/items', { path: { id: String(id) }, query: page, signal });
}

export function addAlbumItems(id: number, itemIds: number[]): Promise<AddedItems> {
  return call('post', '/api/v3/albums/{id}/items', { path: { id: String(id) }, json: { itemIds } });
}

export function removeAlbumItems(id: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/remove', { path: { id: String(id) }, json: { itemIds } });
}

export function moveAlbumItem(id: number, move: { itemId: number; beforeItemId: number | null }): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/move', { path: { id: String(id) }, json: move });
}

/** Into the asking person's library, or into one of their albums when albumId is given. */
export function copyAlbumItems(id: number, itemIds: number[], albumId?: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/copy', {
    path: { id: String(id) },
    json: albumId === undefined ? { itemIds } : { itemIds, albumId },
  });
}

export function getAlbumMembers(id: number, signal?: AbortSignal): Promise<AlbumMembers> {
  return call('get', '/api/v3/albums/{id}/members', { path: { id: String(id) }, signal });
}

export function inviteAlbumMembers(id: number, invitees: string[]): Promise<AlbumMembers> {
  return call('post', '/api/v3/albums/{id}/members', { path: { id: String(id) }, json: { invitees } });
}

export function resendAlbumInvite(id: number, memberId: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/members/{memberId}/resend', {
    path: { id: String(id), memberId: String(memberId) },
  });
}

/** Withdraws an invitation or removes a member: the same call, the member's status tells which. */
export function removeAlbumMember(id: number, memberId: number): Promise<unknown> {
  return call('delete', '/api/v3/albums/{id}/members/{memberId}', {
    path: { id: String(id), memberId: String(memberId) },
  });
}

export function leaveAlbum(id: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/leave', { path: { id: String(id) } });
}

export async function getAlbumInvites(signal?: AbortSignal): Promise<AlbumInvite[]> {
  const answer = await call('get', '/api/v3/album-invites', { signal });
  return answer.invites;
}

/** Joins the invitation a mail's sign-up link carried to the new account (the address may differ). */
export function claimAlbumInvite(token: string): Promise<unknown> {
  return call('post', '/api/v3/album-invites/claim', { json: { token } });
}

export function respondToAlbumInvite(id: number, answer: 'accept' | 'decline'): Promise<unknown> {
  const options = { path: { id: String(id) } };
  return answer === 'accept'
    ? call('post', '/api/v3/album-invites/{id}/accept', options)
    : call('post', '/api/v3/album-invites/{id}/decline', options);
}

export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const answer = await call('get', '/api/v3/collections', { signal });
  return answer.collections;
}

export function getCollectionItems(
  id: CollectionId,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<CollectionItemPage> {
  return call('get', '/api/v3/collections/{id}/items', { path: { id }, query: page, signal });
}

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
  return useMutation({ mutationFn: createAlbum, onSuccess: () => invalidate(), meta: { handlesErrorItself: true } });
}

export function useAlbumMutations(id: number) {
  const invalidate = useInvalidateAlbums();
  const invalidateLibrary = useInvalidateLibrary();
  const onSuccess = () => invalidate();
  // Where a dialog's form or question says a refusal itself, it is not told again as a toast.
  const meta = { handlesErrorItself: true };
  return {
    change: useMutation({ mutationFn: (changes: AlbumChanges) => changeAlbum(id, changes), onSuccess }),
    rename: useMutation({ mutationFn: (name: string) => changeAlbum(id, { name }), onSuccess, meta }),
    remove: useMutation({ mutationFn: () => deleteAlbum(id), meta }),
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
    invite: useMutation({ mutationFn: (invitees: string[]) => inviteAlbumMembers(id, invitees), onSuccess, meta }),
    resend: useMutation({
      mutationFn: (memberId: number) => resendAlbumInvite(id, memberId),
      onSuccess,
      meta: { errorTextKey: 'errors.invite_resend_failed' },
    }),
    // Withdrawing an invitation and removing a member are refused in words of their own.
    removeMember: useMutation({ mutationFn: (memberId: number) => removeAlbumMember(id, memberId), onSuccess, meta }),
    leave: useMutation({ mutationFn: () => leaveAlbum(id), meta }),
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
    meta: { errorTextKey: 'errors.invite_respond_failed' },
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
