// Imports from export archives (Google Takeout, Facebook, Instagram) and from connected accounts
// (Facebook, Instagram, Flickr): the person's imports, each followed while the server reads it, a
// cancel, and the files it refused; an account's albums to choose from, and its import started.
import {
  type CreateAccountImport,
  type CreateImport,
  FINISHED_IMPORT_STATES,
  type Import,
  type ImportList,
  type ImportPartPolicy,
  type ImportProvider,
  type ImportRefusalPage,
  type SourceAlbumList,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { albumKeys } from './albums.ts';
import { ApiError } from './client.ts';
import { connectorKeys } from './connectors.ts';
import { libraryKeys } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

// Imports from export archives (Google Takeout, Facebook, Instagram) and from accounts (Facebook,
// Instagram, Flickr): JSON under v3/imports. An archive's parts go from the browser straight to
// storage; the server reads them afterwards, as it reads an account.

/** The person's imports, newest first. */
export function getImports(signal?: AbortSignal): Promise<ImportList> {
  return call('get', '/api/v3/imports', { signal });
}

/** A new import waiting for its parts, each named and sized before it is posted. */
export function createImport(form: CreateImport): Promise<Import> {
  return call('post', '/api/v3/imports', { json: form });
}

export function getImport(id: number, signal?: AbortSignal): Promise<Import> {
  return call('get', '/api/v3/imports/{id}', { path: { id: String(id) }, signal });
}

/** An import from the person's connected account: the albums chosen, or everything with `albumIds` null. */
export function createAccountImport(form: CreateAccountImport): Promise<Import> {
  return call('post', '/api/v3/imports/account', { json: form });
}

/** The person's albums at the provider, to choose which to import (Instagram has none). */
export function getSourceAlbums(provider: ImportProvider, signal?: AbortSignal): Promise<SourceAlbumList> {
  return call('get', '/api/v3/connectors/{provider}/albums', { path: { provider }, signal });
}

/** Where part `index` is posted: asked just before it goes, since the address expires. */
export function getImportPartPolicy(id: number, index: number): Promise<ImportPartPolicy> {
  return call('get', '/api/v3/imports/{id}/parts/{index}/upload-policy', {
    path: { id: String(id), index: String(index) },
  });
}

/** Every part is in storage: the server reads the archive. */
export function startImport(id: number): Promise<Import> {
  return call('post', '/api/v3/imports/{id}/start', { path: { id: String(id) } });
}

/** Stops the import where it is; what was imported stays. */
export function cancelImport(id: number): Promise<Import> {
  return call('post', '/api/v3/imports/{id}/cancel', { path: { id: String(id) } });
}

/** The archive's files that are not in the library, and why, in the archive's order. */
export function getImportRefusals(
  id: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<ImportRefusalPage> {
  return call('get', '/api/v3/imports/{id}/refused', { path: { id: String(id) }, query: page, signal });
}

/** How often an import the server is reading or importing is asked after. */
export const IMPORT_POLL_MS = 2000;

export const importKeys = {
  /** Everything of imports: asked again after any change to one. */
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  import: (importId: number) => ['imports', 'import', importId] as const,
  refused: (importId: number) => ['imports', 'refused', importId] as const,
  /** Apart from `all`: an import changing does not change the albums at the provider. */
  sourceAlbums: (provider: ImportProvider) => ['source-albums', provider] as const,
};

/**
 * Where a source's page takes its imports from: its archive's format, its account's provider, or
 * both (Facebook's page lists the imports of its archive and of the account alike).
 */
export type ImportSource = Pick<Import, 'format' | 'provider'>;

export function isFromSource(entry: ImportSource, source: ImportSource): boolean {
  return (
    (entry.format !== null && entry.format === source.format) ||
    (entry.provider !== null && entry.provider === source.provider)
  );
}

/** Reading or importing: the server is at work, so the screen keeps asking. */
export function isImportUnderWay(entry: Pick<Import, 'state'>): boolean {
  return entry.state === 'reading' || entry.state === 'importing';
}

export function isImportFinished(entry: Pick<Import, 'state'>): boolean {
  return FINISHED_IMPORT_STATES.includes(entry.state);
}

const pollWhileUnderWay = (imports: Import[] | undefined) => (imports?.some(isImportUnderWay) ? IMPORT_POLL_MS : false);

/**
 * An import that just ended has put photos and albums in the library: what shows them is asked
 * again once, at the end, rather than every 2 s while a long import runs.
 */
function useRefreshLibraryWhenFinished(imports: Import[] | undefined) {
  const queryClient = useQueryClient();
  const wasUnderWay = useRef(new Set<number>());
  useEffect(() => {
    if (!imports) return;
    let hasEnded = false;
    for (const entry of imports) {
      if (!isImportFinished(entry)) wasUnderWay.current.add(entry.id);
      else if (wasUnderWay.current.delete(entry.id)) hasEnded = true;
    }
    if (!hasEnded) return;
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    void queryClient.invalidateQueries({ queryKey: albumKeys.all });
  }, [imports, queryClient]);
}

/** The person's imports from one source (all of them without one), newest first, asked after while one is at work. */
export function useImportsQuery(source?: ImportSource) {
  // Primitives, so that a source written inline does not make a new filter at each render.
  const format = source?.format;
  const provider = source?.provider;
  const select = useCallback(
    (answer: ImportList) =>
      format === undefined || provider === undefined
        ? answer.imports
        : answer.imports.filter((entry) => isFromSource(entry, { format, provider })),
    [format, provider],
  );
  const query = useQuery({
    queryKey: importKeys.list,
    queryFn: ({ signal }) => getImports(signal),
    select,
    refetchInterval: (query) => pollWhileUnderWay(query.state.data?.imports),
  });
  useRefreshLibraryWhenFinished(query.data);
  return query;
}

/** One import, asked after every 2 s while the server is at work on it; null: none yet. */
export function useImportQuery(importId: number | null) {
  const query = useQuery({
    queryKey: importKeys.import(importId ?? 0),
    queryFn: ({ signal }) => getImport(importId ?? 0, signal),
    enabled: importId !== null,
    refetchInterval: (query) => pollWhileUnderWay(query.state.data ? [query.state.data] : undefined),
  });
  const entry = query.data;
  useRefreshLibraryWhenFinished(useMemo(() => (entry ? [entry] : undefined), [entry]));
  return query;
}

/** Stops an import; the answer is the import as it now stands (what was imported stays). */
export function useCancelImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    meta: { handlesErrorItself: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(importKeys.import(answer.id), answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.list }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
        queryClient.invalidateQueries({ queryKey: albumKeys.all }),
      ]);
    },
  });
}

/** The archive's files that are not in the library, page by page. */
export function useImportRefusalsQuery(importId: number) {
  return useCursorPagesQuery(importKeys.refused(importId), (cursor, signal) =>
    getImportRefusals(importId, { cursor, limit: 50 }, signal),
  );
}

/** Errors that say the account is not as GET connectors last told: it is asked again, so the page offers Reconnect. */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'connection_revoked',
  'connector_not_connected',
  'connector_not_configured',
]);

function useRefreshConnectorsOnError() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code && CONNECTION_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: connectorKeys.list });
      }
    },
    [queryClient],
  );
}

/** The person's albums at the provider, to choose from. */
export function useSourceAlbumsQuery(provider: ImportProvider) {
  const refreshConnectors = useRefreshConnectorsOnError();
  return useQuery({
    queryKey: importKeys.sourceAlbums(provider),
    queryFn: async ({ signal }) => {
      try {
        return await getSourceAlbums(provider, signal);
      } catch (error) {
        refreshConnectors(error);
        throw error;
      }
    },
  });
}

/** Starts an import from the connected account; the answer is the import, followed from there. */
export function useCreateAccountImportMutation() {
  const queryClient = useQueryClient();
  const refreshConnectors = useRefreshConnectorsOnError();
  return useMutation({
    mutationFn: createAccountImport,
    onSuccess: (answer) => {
      queryClient.setQueryData(importKeys.import(answer.id), answer);
      return queryClient.invalidateQueries({ queryKey: importKeys.list });
    },
    onError: refreshConnectors,
    meta: { handlesErrorItself: true },
  });
}
