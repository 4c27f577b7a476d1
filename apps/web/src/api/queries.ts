import type { Album, AlbumChanges, AlbumType, FrameChanges, ItemChanges } from '@kinframe/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptFrameGift,
  addAlbumItems,
  cancelEmailChange,
  changeAlbum,
  changeFrame,
  changeLibraryItem,
  claimFrame,
  confirmEmail,
  copyAlbumItems,
  createAlbum,
  createTag,
  deleteAlbum,
  deleteLibraryItems,
  deleteTag,
  getAccountSettings,
  getAlbum,
  getAlbumInvites,
  getAlbumItems,
  getAlbumMembers,
  getAlbums,
  getAppConfig,
  getAvatar,
  getBillingPlans,
  getCollections,
  getConnectedApps,
  getDownload,
  getEmailSenders,
  getFrameGift,
  getFrames,
  getFriends,
  getHeldMails,
  getLibraryItem,
  getLibrarySummary,
  getMembership,
  getMessages,
  getProfile,
  getTags,
  getVideoStorage,
  giveFrame,
  inviteAlbumMembers,
  type LibraryFilters,
  leaveAlbum,
  moveAlbumItem,
  reconnectFrame,
  removeAlbumItems,
  removeAlbumMember,
  removeFrame,
  renameTag,
  requestDownload,
  resendAlbumInvite,
  respondToAlbumInvite,
  sendEmailLink,
  tagItems,
  untagItems,
} from './calls.ts';
import { DEFAULT_POLL_INTERVAL_MS } from './client.ts';

/** Server state the screens share, through TanStack Query (STYLE.md: `useXQuery`). */
export const queryKeys = {
  appConfig: ['app-config'] as const,
  profile: ['account', 'profile'] as const,
  membership: ['account', 'membership'] as const,
  billingPlans: ['account', 'billing-plans'] as const,
  avatar: ['account', 'avatar'] as const,
  settings: ['account', 'settings'] as const,
  emailSenders: ['account', 'email-senders'] as const,
  heldMails: ['account', 'held-mails'] as const,
  connectedApps: ['account', 'connected-apps'] as const,
  friends: ['members', 'friends'] as const,
  messages: (friendId: number) => ['members', 'messages', friendId] as const,
};

export function useAppConfigQuery() {
  // The configuration changes only with a new server release: ask once per page load.
  return useQuery({ queryKey: queryKeys.appConfig, queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useProfileQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: getProfile, enabled: options.enabled ?? true });
}

/**
 * Proving the login address: opening the mailed link, asking for it again, dropping a pending
 * change. Each answer that is a profile replaces the cached one; a proved address may have brought
 * invitations and friend requests with it, so those lists are read again.
 */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: albumKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
      ]);
    },
  });
}

export function useSendEmailLinkMutation() {
  return useMutation({ mutationFn: sendEmailLink });
}

export function useCancelEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}

export const PROCESSING_POLL_MS = 4000;

/** Everything under ['library'] is invalidated together after a change to the library. */
export const libraryKeys = {
  all: ['library'] as const,
  summary: (filters: LibraryFilters) => ['library', 'summary', filters] as const,
  item: (id: number) => ['library', 'item', id] as const,
  tags: ['library', 'tags'] as const,
  videoStorage: ['library', 'video-storage'] as const,
  download: (id: number) => ['library', 'download', id] as const,
};

export function useLibrarySummaryQuery(filters: LibraryFilters, options: { refetchIntervalMs?: number } = {}) {
  return useQuery({
    queryKey: libraryKeys.summary(filters),
    queryFn: ({ signal }) => getLibrarySummary(filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchIntervalMs ?? false,
  });
}

/** An item still processing is asked after every few seconds until its renditions exist. */
export function useLibraryItemQuery(id: number | undefined) {
  return useQuery({
    queryKey: libraryKeys.item(id ?? -1),
    queryFn: ({ signal }) => getLibraryItem(id as number, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
}

export function useTagsQuery() {
  return useQuery({ queryKey: libraryKeys.tags, queryFn: getTags });
}

export function useVideoStorageQuery() {
  return useQuery({ queryKey: libraryKeys.videoStorage, queryFn: getVideoStorage });
}

/** A download being prepared is asked after every few seconds until it is ready or failed. */
export function useDownloadQuery(id: number | undefined) {
  return useQuery({
    queryKey: libraryKeys.download(id ?? -1),
    queryFn: () => getDownload(id as number),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? DEFAULT_POLL_INTERVAL_MS : false),
  });
}

/** After any change to the library: every listing, summary, tag count and item is asked again. */
export function useInvalidateLibrary(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });
}

export function useChangeItemMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ItemChanges }) => changeLibraryItem(id, changes),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteItemsMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: deleteLibraryItems, onSuccess: () => invalidate() });
}

export function useTagMutations() {
  const invalidate = useInvalidateLibrary();
  const onSuccess = () => invalidate();
  return {
    create: useMutation({ mutationFn: createTag, onSuccess }),
    rename: useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => renameTag(id, name), onSuccess }),
    remove: useMutation({ mutationFn: deleteTag, onSuccess }),
    tag: useMutation({
      mutationFn: ({ tagId, itemIds }: { tagId: number; itemIds: number[] }) => tagItems(tagId, itemIds),
      onSuccess,
    }),
    untag: useMutation({
      mutationFn: ({ tagId, itemIds }: { tagId: number; itemIds: number[] }) => untagItems(tagId, itemIds),
      onSuccess,
    }),
  };
}

export function useRequestDownloadMutation() {
  return useMutation({ mutationFn: requestDownload });
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
  return useInfiniteQuery({
    queryKey: albumKeys.paged(type),
    queryFn: ({ pageParam, signal }) => getAlbums({ type, cursor: pageParam, limit: 60 }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAlbumQuery(id: number) {
  return useQuery({ queryKey: albumKeys.album(id), queryFn: ({ signal }) => getAlbum(id, signal) });
}

export function useAlbumItemsQuery(id: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: albumKeys.items(id),
    queryFn: ({ pageParam, signal }) => getAlbumItems(id, { cursor: pageParam, limit: ALBUM_ITEMS_PAGE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled ?? true,
  });
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

// Billing.

export function useMembershipQuery() {
  return useQuery({ queryKey: queryKeys.membership, queryFn: getMembership });
}

export function useBillingPlansQuery() {
  return useQuery({ queryKey: queryKeys.billingPlans, queryFn: getBillingPlans });
}

// The account.

export function useAvatarQuery() {
  return useQuery({ queryKey: queryKeys.avatar, queryFn: getAvatar });
}

export function useAccountSettingsQuery() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: getAccountSettings });
}

export function useEmailSendersQuery() {
  return useInfiniteQuery({
    queryKey: queryKeys.emailSenders,
    queryFn: ({ pageParam }) => getEmailSenders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useHeldMailsQuery() {
  return useInfiniteQuery({
    queryKey: queryKeys.heldMails,
    queryFn: ({ pageParam }) => getHeldMails(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useConnectedAppsQuery() {
  return useInfiniteQuery({
    queryKey: queryKeys.connectedApps,
    queryFn: ({ pageParam }) => getConnectedApps(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useFriendsQuery() {
  return useQuery({ queryKey: queryKeys.friends, queryFn: getFriends });
}

/** A conversation, newest first, page by page. */
export function useMessagesQuery(friendId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages(friendId),
    queryFn: ({ pageParam }) => getMessages(friendId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
