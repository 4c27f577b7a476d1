// The console's People tab: everyone with an account on this server, for its owner and operators.
import type { ConsolePeopleSort, ConsolePerson, ConsolePersonChange } from '@kinframe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export const consolePeopleKeys = {
  all: ['console-people'] as const,
  list: (q: string, sort: ConsolePeopleSort) => ['console-people', 'list', q, sort] as const,
};

export function useConsolePeopleQuery(q: string, sort: ConsolePeopleSort) {
  return useCursorPagesQuery(consolePeopleKeys.list(q, sort), (cursor, signal) =>
    call('get', '/api/v3/console/people', { query: { q: q || undefined, sort, cursor }, signal }),
  );
}

export function changePerson(id: number, change: ConsolePersonChange): Promise<ConsolePerson> {
  return call('patch', '/api/v3/console/people/{id}', { path: { id: String(id) }, json: change });
}

/** Deletes someone's account; `password` is the operator's own. */
export function deletePerson(id: number, password: string): Promise<unknown> {
  return call('post', '/api/v3/console/people/{id}/delete', { path: { id: String(id) }, json: { password } });
}

export function useConsolePeopleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: consolePeopleKeys.all });
  return {
    change: useMutation({
      mutationFn: ({ id, change }: { id: number; change: ConsolePersonChange }) => changePerson(id, change),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, password }: { id: number; password: string }) => deletePerson(id, password),
      onSuccess,
    }),
  };
}
