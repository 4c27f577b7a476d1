// The library: items, summary, tags, video storage, downloads: its calls, queries and mutations.
import {
  type Download,
  type ItemChanges,
  type ItemDetails,
  type LatestExport,
  type LibraryExport,
  type LibraryItem,
  type LibraryPage,
  type LibrarySort,
  type LibrarySummary,
  PLACE_LOOKUP_QUERY,
  type PlaceFilter,
  type PlaceMatches,
  type Places,
  type PlacesMap,
  type PlacesMapQuery,
  type RatioFilter,
  type Tag,
  type TypeFilter,
  type VideoStorage,
} from '@kinframe/contract';
import { keepPreviousData, type MutationMeta, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_POLL_INTERVAL_MS } from './client.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

// The library (spec sections 2, 3 and 4): JSON under v3/library/, shapes from the contract.

/** The filters the listing and its summary share; the cursor and page size belong to items only. */
export interface LibraryFilters {
  type: TypeFilter;
  ratio: RatioFilter;
  sort: LibrarySort;
  tag?: number;
  favourites?: boolean;
  /** Where the items were taken: a country, a city in it, or an area of the map. */
  place?: PlaceFilter;
  /** The words of a search: the listing is then what they find (GET search), newest taken first. */
  q?: string;
}

function libraryQuery(filters: LibraryFilters) {
  const { type, ratio, sort, tag, place } = filters;
  // A boolean is sent as "true"; false is left out, as the server's default.
  return { type, ratio, sort, tag, favourites: filters.favourites || undefined, ...place };
}

/** A search's listing: the library's filters and the words; its order is always the date taken. */
function searchQuery(filters: LibraryFilters & { q: string }) {
  const { sort: _sort, ...rest } = libraryQuery(filters);
  return { ...rest, q: filters.q };
}

export function getLibraryPage(
  filters: LibraryFilters,
  page: { cursor?: string; from?: string; limit: number },
  signal?: AbortSignal,
): Promise<LibraryPage> {
  if (filters.q !== undefined) {
    return call('get', '/api/v3/search', { query: { ...searchQuery({ ...filters, q: filters.q }), ...page }, signal });
  }
  return call('get', '/api/v3/library/items', { query: { ...libraryQuery(filters), ...page }, signal });
}

export function getLibrarySummary(
  filters: LibraryFilters,
  options: { withShapes: boolean },
  signal?: AbortSignal,
): Promise<LibrarySummary> {
  const shapes = options.withShapes || undefined;
  if (filters.q !== undefined) {
    const query = { ...searchQuery({ ...filters, q: filters.q }), shapes };
    return call('get', '/api/v3/search/summary', { query, signal });
  }
  return call('get', '/api/v3/library/summary', { query: { ...libraryQuery(filters), shapes }, signal });
}

export function getLibraryItem(id: number, signal?: AbortSignal): Promise<LibraryItem> {
  return call('get', '/api/v3/library/items/{id}', { path: { id: String(id) }, signal });
}

/** What the viewer's info panel adds to an item: the albums that hold it and how it came. */
export function getItemDetails(id: number, signal?: AbortSignal): Promise<ItemDetails> {
  return call('get', '/api/v3/library/items/{id}/details', { path: { id: String(id) }, signal });
}

export function changeLibraryItem(id: number, changes: ItemChanges): Promise<LibraryItem> {
  return call('patch', '/api/v3/library/items/{id}', { path: { id: String(id) }, json: changes });
}

export function favouriteLibraryItems(itemIds: number[], isFavourite: boolean): Promise<{ updated: number }> {
  return call('post', '/api/v3/library/items/favourite', { json: { itemIds, isFavourite } });
}

export function deleteLibraryItems(itemIds: number[]): Promise<{ deleted: number }> {
  return call('post', '/api/v3/library/items/delete', { json: { itemIds } });
}

export async function getTags(): Promise<Tag[]> {
  const answer = await call('get', '/api/v3/library/tags');
  return answer.tags;
}

export function createTag(name: string): Promise<Tag> {
  return call('post', '/api/v3/library/tags', { json: { name } });
}

export function renameTag(id: number, name: string): Promise<Tag> {
  return call('patch', '/api/v3/library/tags/{id}', { path: { id: String(id) }, json: { name } });
}

export function deleteTag(id: number): Promise<unknown> {
  return call('delete', '/api/v3/library/tags/{id}', { path: { id: String(id) } });
}

export function tagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/library/tags/{id}/items', { path: { id: String(tagId) }, json: { itemIds } });
}

export function untagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/library/tags/{id}/items/remove', { path: { id: String(tagId) }, json: { itemIds } });
}

export function requestDownload(itemIds: number[]): Promise<Download> {
  return call('post', '/api/v3/library/downloads', { json: { itemIds } });
}

export function getDownload(id: number): Promise<Download> {
  return call('get', '/api/v3/library/downloads/{id}', { path: { id: String(id) } });
}

export function startLibraryExport(): Promise<LibraryExport> {
  return call('post', '/api/v3/library/exports');
}

export function getLatestExport(): Promise<LatestExport> {
  return call('get', '/api/v3/library/exports');
}

export function getVideoStorage(): Promise<VideoStorage> {
  return call('get', '/api/v3/library/video-storage');
}

/** The person's countries and cities, each with a count and a cover. */
export function getPlaces(signal?: AbortSignal): Promise<Places> {
  return call('get', '/api/v3/library/places', { signal });
}

/** The map's markers for one look at it: the zoom and the area shown. */
export function getPlacesMap(query: PlacesMapQuery, signal?: AbortSignal): Promise<PlacesMap> {
  return call('get', '/api/v3/library/places/map', { query, signal });
}

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
  latestExport: ['library', 'export'] as const,
  places: ['library', 'places'] as const,
  placesMap: (query: PlacesMapQuery) => ['library', 'places-map', query] as const,
  placeLookup: (query: string) => ['places', 'lookup', query] as const,
};

/** Towns of the server's gazetteer whose names begin with `query`, the most populous first. */
export function lookUpPlaces(query: string, signal?: AbortSignal): Promise<PlaceMatches> {
  return call('get', '/api/v3/places/lookup', { query: { q: query }, signal });
}

/** The place picker's towns for what was typed; the last answer stays while the next comes. */
export function usePlaceLookupQuery(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: libraryKeys.placeLookup(trimmed.toLowerCase()),
    queryFn: ({ signal }) => lookUpPlaces(trimmed, signal),
    enabled: trimmed.length >= PLACE_LOOKUP_QUERY.min && trimmed.length <= PLACE_LOOKUP_QUERY.max,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

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

export function usePlacesQuery() {
  return useQuery({ queryKey: libraryKeys.places, queryFn: ({ signal }) => getPlaces(signal) });
}

/** The markers of the map's current look; the previous look's stay shown while the next loads. */
export function usePlacesMapQuery(query: PlacesMapQuery) {
  return useQuery({
    queryKey: libraryKeys.placesMap(query),
    queryFn: ({ signal }) => getPlacesMap(query, signal),
    placeholderData: keepPreviousData,
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
  // Deleting is confirmed in a dialog, which says a refusal.
  return useMutation({
    mutationFn: deleteLibraryItems,
    onSuccess: () => invalidate(),
    meta: { handlesErrorItself: true },
  });
}

/** `meta`: how the screen that uses them tells their refusals (its forms', under the name). */
export function useTagMutations(meta?: MutationMeta) {
  const invalidate = useInvalidateLibrary();
  const onSuccess = () => invalidate();
  return {
    create: useMutation({ mutationFn: createTag, onSuccess, meta }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) => renameTag(id, name),
      onSuccess,
      meta,
    }),
    // Deleting is confirmed in a dialog, which says a refusal.
    remove: useMutation({ mutationFn: deleteTag, onSuccess, meta: { handlesErrorItself: true } }),
    tag: useMutation({
      mutationFn: ({ tagId, itemIds }: { tagId: number; itemIds: number[] }) => tagItems(tagId, itemIds),
      onSuccess,
      meta,
    }),
    untag: useMutation({
      mutationFn: ({ tagId, itemIds }: { tagId: number; itemIds: number[] }) => untagItems(tagId, itemIds),
      onSuccess,
      meta,
    }),
  };
}

/** The person's latest export, asked after every few seconds while it is being prepared. */
export function useLatestExportQuery() {
  return useQuery({
    queryKey: libraryKeys.latestExport,
    queryFn: getLatestExport,
    refetchInterval: (query) => (query.state.data?.export?.status === 'preparing' ? DEFAULT_POLL_INTERVAL_MS : false),
  });
}

export function useStartExportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLibraryExport,
    onSuccess: (started) => queryClient.setQueryData(libraryKeys.latestExport, { export: started }),
  });
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
