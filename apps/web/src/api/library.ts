// The library: items, summary, tags, video storage, downloads: its queries and mutations.
import type { ItemChanges, LibraryItem } from '@kinframe/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeLibraryItem,
  createTag,
  deleteLibraryItems,
  deleteTag,
  favouriteLibraryItems,
  getDownload,
  getItemDetails,
  getLibraryItem,
  getLibraryPage,
  getLibrarySummary,
  getTags,
  getVideoStorage,
  type LibraryFilters,
  renameTag,
  requestDownload,
  tagItems,
  untagItems,
} from './calls.ts';
import { DEFAULT_POLL_INTERVAL_MS } from './client.ts';
import { useCursorPagesQuery } from './pages.ts';

export const PROCESSING_POLL_MS = 4000;

/** Everything under ['library'] is invalidated together after a change to the library. */
export const libraryKeys = {
  all: ['library'] as const,
  summary: (filters: LibraryFilters) => ['library', 'summary', filters] as const,
  item: (id: number) => ['library', 'item', id] as const,
  itemDetails: (id: number) => ['library', 'item-details', id] as const,
  tags: ['library', 'tags'] as const,
  videoStorage: ['library', 'video-storage'] as const,
  download: (id: number) => ['library', 'download', id] as const,
};

/** The grid's summary; `withShapes` adds every item's shape, for the layout at each photo's ratio. */
export function useLibrarySummaryQuery(
  filters: LibraryFilters,
  options: { withShapes?: boolean; refetchIntervalMs?: number } = {},
) {
  const withShapes = options.withShapes ?? false;
  return useQuery({
    queryKey: [...libraryKeys.summary(filters), withShapes],
    queryFn: ({ signal }) => getLibrarySummary(filters, { withShapes }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchIntervalMs ?? false,
  });
}

/** Its renditions are on their way: being made from the upload, or remade for an edit. */
export function isRendering(item: LibraryItem): boolean {
  return item.status === 'processing' || item.editPending;
}

/** An item whose renditions are on their way is asked after every few seconds until they exist. */
export function useLibraryItemQuery(id: number | undefined) {
  return useQuery({
    queryKey: libraryKeys.item(id ?? -1),
    queryFn: ({ signal }) => getLibraryItem(id as number, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && isRendering(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** The albums that hold an item and how it came, for the viewer's info panel. */
export function useItemDetailsQuery(id: number | undefined) {
  return useQuery({
    queryKey: libraryKeys.itemDetails(id ?? -1),
    queryFn: ({ signal }) => getItemDetails(id as number, signal),
    enabled: id !== undefined,
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

/** Marks (or unmarks) a whole selection as favourites: one call, however many items. */
export function useFavouriteItemsMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ itemIds, isFavourite }: { itemIds: number[]; isFavourite: boolean }) =>
      favouriteLibraryItems(itemIds, isFavourite),
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

/** Every item of the library by these filters, `pageSize` at a time: for pickers (adding to an album). */
export function useLibraryPagesQuery(filters: LibraryFilters, pageSize: number) {
  return useCursorPagesQuery([...libraryKeys.all, 'pages', filters, pageSize], (cursor, signal) =>
    getLibraryPage(filters, { cursor, limit: pageSize }, signal),
  );
}
