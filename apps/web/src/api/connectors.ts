// Connected albums: the providers (Dropbox, Google Photos), the person's connection to each, and the
// albums they fill: calls, queries and mutations.
import type {
  ConnectedAlbum,
  ConnectedAlbumList,
  ConnectedAlbumProvider,
  ConnectorList,
  ConnectorProvider,
  ConnectReturn,
  ConnectStarted,
  DropboxFolderList,
  RefusedFilePage,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { albumKeys } from './albums.ts';
import { libraryKeys } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

// Connected albums (a Dropbox folder in sync, photos picked in Google Photos): JSON under v3/connectors
// and v3/connected-albums. Only the server talks to the providers.

/** Every provider: whether this server offers it, and the person's account there. */
export function getConnectors(signal?: AbortSignal): Promise<ConnectorList> {
  return call('get', '/api/v3/connectors', { signal });
}

/** Where to send the browser: the provider's consent page, which comes back to `returnTo`'s screen. */
export function startConnect(provider: ConnectorProvider, returnTo: ConnectReturn): Promise<ConnectStarted> {
  return call('post', '/api/v3/connectors/{provider}/connect', { path: { provider }, json: { returnTo } });
}

/** Kept photos stay as ordinary albums; else they go with the connection. */
export function disconnectConnector(provider: ConnectorProvider, keepPhotos: boolean): Promise<unknown> {
  return call('delete', '/api/v3/connectors/{provider}', {
    path: { provider },
    query: { keepPhotos: keepPhotos ? 'true' : 'false' },
  });
}

/** The folders inside `path` ('' is the root of the person's Dropbox). */
export function getDropboxFolders(path: string, signal?: AbortSignal): Promise<DropboxFolderList> {
  return call('get', '/api/v3/connectors/dropbox/folders', { query: { path }, signal });
}

export function getConnectedAlbums(
  provider: ConnectedAlbumProvider,
  signal?: AbortSignal,
): Promise<ConnectedAlbumList> {
  return call('get', '/api/v3/connected-albums', { query: { provider }, signal });
}

/** The folder becomes an album named after it, and starts filling. */
export function connectDropboxFolder(path: string): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/dropbox', { json: { path } });
}

/** A new Google album with a picking session open: its pickerUri is where the person picks. */
export function createGoogleAlbum(): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/google', { json: {} });
}

export function getConnectedAlbum(albumId: number, signal?: AbortSignal): Promise<ConnectedAlbum> {
  return call('get', '/api/v3/connected-albums/{id}', { path: { id: String(albumId) }, signal });
}

/** A Google album's next picking session ("Pick more"). */
export function pickMore(albumId: number): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/{id}/pick', { path: { id: String(albumId) } });
}

/** Looks at the source again now (also what "Try again" does after a failure). */
export function syncConnectedAlbum(albumId: number): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/{id}/sync', { path: { id: String(albumId) } });
}

/** The source's files that are not in the album, and why, by name. */
export function getRefusedFiles(
  albumId: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<RefusedFilePage> {
  return call('get', '/api/v3/connected-albums/{id}/refused', {
    path: { id: String(albumId) },
    query: page,
    signal,
  });
}

/** How often a connected album on its way (importing, or waiting for a pick) is asked after. */
export const CONNECTED_ALBUM_POLL_MS = 2000;

export const connectorKeys = {
  list: ['connectors'] as const,
  dropboxFolders: (path: string) => ['connectors', 'dropbox-folders', path] as const,
  /** Everything of connected albums: asked again after any change to them. */
  albums: ['connected-albums'] as const,
  albumList: (provider: ConnectedAlbumProvider) => ['connected-albums', 'list', provider] as const,
  album: (albumId: number) => ['connected-albums', 'album', albumId] as const,
  refused: (albumId: number) => ['connected-albums', 'refused', albumId] as const,
};

/** Importing or picking: something is on its way, so the screen keeps asking. */
export function isUnderWay(album: Pick<ConnectedAlbum, 'state'>): boolean {
  return album.state === 'importing' || album.state === 'picking';
}

const pollWhileUnderWay = (albums: ConnectedAlbum[] | undefined) =>
  albums?.some(isUnderWay) ? CONNECTED_ALBUM_POLL_MS : false;

export function useConnectorsQuery() {
  return useQuery({ queryKey: connectorKeys.list, queryFn: ({ signal }) => getConnectors(signal) });
}

/** One provider as the server tells it; undefined while the list loads (or failed). */
export function useConnector(provider: ConnectorProvider) {
  const connectors = useConnectorsQuery();
  return { ...connectors, connector: connectors.data?.connectors.find((entry) => entry.provider === provider) };
}

/**
 * Connecting (or reconnecting) an account: the server hands out the provider's consent page and the
 * browser goes there; the provider sends it back to `returnTo`'s screen. The mutation stays pending
 * while the page unloads, so the button does not come back in between.
 */
export function useConnectMutation() {
  return useMutation({
    // Every screen says a refusal in the provider's words, beside its Connect button.
    meta: { handlesErrorItself: true },
    mutationFn: async ({ provider, returnTo }: { provider: ConnectorProvider; returnTo: ConnectReturn }) => {
      const { url } = await startConnect(provider, returnTo);
      window.location.assign(url);
      await new Promise(() => undefined);
    },
  });
}

/** After a connection or a connected album changed: what lists or shows them is asked again. */
function useInvalidateConnected(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: connectorKeys.list }),
      queryClient.invalidateQueries({ queryKey: connectorKeys.albums }),
      queryClient.invalidateQueries({ queryKey: albumKeys.all }),
    ]);
}

/** Kept photos become ordinary albums; removed ones leave the library too. */
export function useDisconnectMutation() {
  const invalidate = useInvalidateConnected();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrorItself: true },
    mutationFn: ({ provider, keepPhotos }: { provider: ConnectorProvider; keepPhotos: boolean }) =>
      disconnectConnector(provider, keepPhotos),
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: libraryKeys.all })]),
  });
}

export function useDropboxFoldersQuery(path: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: connectorKeys.dropboxFolders(path),
    queryFn: ({ signal }) => getDropboxFolders(path, signal),
    enabled: options.enabled ?? true,
  });
}

/** A provider's connected albums, asked after every 2 s while one of them is on its way. */
export function useConnectedAlbumsQuery(provider: ConnectedAlbumProvider, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: connectorKeys.albumList(provider),
    queryFn: ({ signal }) => getConnectedAlbums(provider, signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => pollWhileUnderWay(query.state.data?.albums),
  });
}

/**
 * One connected album, asked after every 2 s while it is on its way. As its item count changes the
 * album's photos are read again, so they appear while they arrive.
 */
export function useConnectedAlbumQuery(albumId: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: connectorKeys.album(albumId),
    queryFn: ({ signal }) => getConnectedAlbum(albumId, signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => pollWhileUnderWay(query.state.data ? [query.state.data] : undefined),
  });
  const itemCount = query.data?.itemCount;
  const seenCount = useRef(itemCount);
  useEffect(() => {
    if (itemCount === undefined) return;
    const before = seenCount.current;
    seenCount.current = itemCount;
    if (before === undefined || before === itemCount) return;
    void queryClient.invalidateQueries({ queryKey: albumKeys.album(albumId) });
    void queryClient.invalidateQueries({ queryKey: albumKeys.items(albumId) });
  }, [itemCount, albumId, queryClient]);
  return query;
}

export function useConnectDropboxFolderMutation() {
  const invalidate = useInvalidateConnected();
  return useMutation({
    mutationFn: connectDropboxFolder,
    onSuccess: () => invalidate(),
    meta: { handlesErrorItself: true },
  });
}

export function useCreateGoogleAlbumMutation() {
  const invalidate = useInvalidateConnected();
  return useMutation({
    mutationFn: createGoogleAlbum,
    onSuccess: () => invalidate(),
    meta: { handlesErrorItself: true },
  });
}

/** "Pick more" and "Sync now" (or "Try again"): the answer is the album as it now stands. */
export function useConnectedAlbumMutations(albumId: number) {
  const queryClient = useQueryClient();
  const show = (album: ConnectedAlbum) => {
    queryClient.setQueryData(connectorKeys.album(albumId), album);
    return queryClient.invalidateQueries({ queryKey: connectorKeys.albums });
  };
  // Their refusals are told in the provider's words by the album's status.
  return {
    pick: useMutation({ mutationFn: () => pickMore(albumId), onSuccess: show, meta: { handlesErrorItself: true } }),
    sync: useMutation({
      mutationFn: () => syncConnectedAlbum(albumId),
      onSuccess: show,
      meta: { handlesErrorItself: true },
    }),
  };
}

/** The files of the source that are not in the album, page by page. */
export function useRefusedFilesQuery(albumId: number) {
  return useCursorPagesQuery(connectorKeys.refused(albumId), (cursor, signal) =>
    getRefusedFiles(albumId, { cursor, limit: 50 }, signal),
  );
}
