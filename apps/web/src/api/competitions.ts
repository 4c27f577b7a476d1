// Create > Competitions: the listed photo competitions, their entries, votes and results; and the
// console's, where operators make and run them.
import type {
  Competition,
  CompetitionEntry,
  CompetitionEntryPage,
  CompetitionList,
  CompetitionResults,
  NewCompetition,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

const ENTRIES_PAGE = 60;

export const competitionKeys = {
  all: ['competitions'] as const,
  list: ['competitions', 'list'] as const,
  one: (id: number) => ['competitions', 'one', id] as const,
  entries: (id: number, mine: boolean) => ['competitions', 'entries', id, mine] as const,
  results: (id: number) => ['competitions', 'results', id] as const,
  operated: ['competitions', 'operated'] as const,
};

export function getCompetitions(signal?: AbortSignal): Promise<CompetitionList> {
  return call('get', '/api/v3/competitions', { signal });
}

export function getCompetition(id: number, signal?: AbortSignal): Promise<Competition> {
  return call('get', '/api/v3/competitions/{id}', { path: { id: String(id) }, signal });
}

export function getCompetitionEntries(
  id: number,
  options: { mine: boolean; cursor?: string },
  signal?: AbortSignal,
): Promise<CompetitionEntryPage> {
  return call('get', '/api/v3/competitions/{id}/entries', {
    path: { id: String(id) },
    query: { limit: ENTRIES_PAGE, cursor: options.cursor, ...(options.mine ? { mine: 'true' as const } : {}) },
    signal,
  });
}

export function getCompetitionResults(id: number, signal?: AbortSignal): Promise<CompetitionResults> {
  return call('get', '/api/v3/competitions/{id}/results', { path: { id: String(id) }, signal });
}

export function useCompetitionsQuery() {
  return useQuery({ queryKey: competitionKeys.list, queryFn: ({ signal }) => getCompetitions(signal) });
}

export function useCompetitionQuery(id: number) {
  return useQuery({ queryKey: competitionKeys.one(id), queryFn: ({ signal }) => getCompetition(id, signal) });
}

/** The entries the reader may see: their own (`mine`), or everyone's once voting opened. */
export function useCompetitionEntriesQuery(id: number, mine: boolean, enabled = true) {
  return useCursorPagesQuery(
    competitionKeys.entries(id, mine),
    (cursor, signal) => getCompetitionEntries(id, { mine, cursor }, signal),
    { enabled },
  );
}

export function useCompetitionResultsQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.results(id),
    queryFn: ({ signal }) => getCompetitionResults(id, signal),
    enabled,
  });
}

export function useCompetitionMutations(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: competitionKeys.all });
  const enter = useMutation({
    mutationFn: async (itemIds: number[]): Promise<CompetitionEntry[]> => {
      const entered: CompetitionEntry[] = [];
      // One at a time, so a refusal (the limit reached) leaves the ones before it entered.
      for (const itemId of itemIds) {
        entered.push(
          await call('post', '/api/v3/competitions/{id}/entries', { path: { id: String(id) }, json: { itemId } }),
        );
      }
      return entered;
    },
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (entryId: number) =>
      call('delete', '/api/v3/competitions/{id}/entries/{entryId}', {
        path: { id: String(id), entryId: String(entryId) },
      }),
    onSettled: refresh,
  });
  const vote = useMutation({
    mutationFn: ({ entryId, on }: { entryId: number; on: boolean }) => {
      const path = { id: String(id), entryId: String(entryId) };
      return on
        ? call('put', '/api/v3/competitions/{id}/entries/{entryId}/vote', { path })
        : call('delete', '/api/v3/competitions/{id}/entries/{entryId}/vote', { path });
    },
    // The heart turns at once; a refusal puts it back when the entries are read again.
    onMutate: ({ entryId, on }) => {
      queryClient.setQueriesData<{ pages: CompetitionEntryPage[] }>(
        { queryKey: ['competitions', 'entries', id] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              entries: page.entries.map((entry) => (entry.id === entryId ? { ...entry, votedByMe: on } : entry)),
            })),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['competitions', 'entries', id] }),
  });
  return { enter, withdraw, vote };
}

/** Operators only: every competition, listed or not. */
export function useOperatedCompetitionsQuery() {
  return useQuery({
    queryKey: competitionKeys.operated,
    queryFn: ({ signal }) => call('get', '/api/v3/console/competitions', { signal }),
  });
}

export function useCompetitionConsoleMutations() {
  const queryClient = useQueryClient();
  // Members' lists change with the operator's: read everything about competitions again.
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: competitionKeys.all });
  const path = (id: number) => ({ id: String(id) });
  return {
    create: useMutation({
      mutationFn: (competition: NewCompetition) => call('post', '/api/v3/console/competitions', { json: competition }),
      onSuccess,
      // The form shows its own refusals, field by field.
      meta: { handlesErrorItself: true },
    }),
    advance: useMutation({
      mutationFn: (id: number) => call('post', '/api/v3/console/competitions/{id}/advance', { path: path(id) }),
      onSuccess,
    }),
    setListed: useMutation({
      mutationFn: ({ id, isListed }: { id: number; isListed: boolean }) =>
        isListed
          ? call('post', '/api/v3/console/competitions/{id}/list', { path: path(id) })
          : call('post', '/api/v3/console/competitions/{id}/unlist', { path: path(id) }),
      onSuccess,
    }),
  };
}
