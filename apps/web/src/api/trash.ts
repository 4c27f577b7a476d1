// The Trash: deleted items waiting to be restored or deleted for good; its calls, queries and mutations.
import type { TrashPage } from '@kinframe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { albumKeys } from './albums.ts';
import { libraryKeys } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export function getTrashPage(page: { cursor?: string; limit: number }, signal?: AbortSignal): Promise<TrashPage> {
  return call('get', '/api/v3/library/trash', { query: page, signal });
}

export function restoreFromTrash(ids: number[]): Promise<{ restored: number }> {
  return call('post', '/api/v3/library/trash/restore', { json: { ids } });
}

export function deleteFromTrash(ids: number[]): Promise<{ deleted: number }> {
  return call('post', '/api/v3/library/trash/delete', { json: { ids } });
}

export function emptyTrash(): Promise<{ deleted: number }> {
  return call('delete', '/api/v3/library/trash');
}

/** Under the library's key: whatever changes the library reloads the Trash too, and the other way. */
export const trashKey = [...libraryKeys.all, 'trash'] as const;

export function useTrashQuery(pageSize: number) {
  return useCursorPagesQuery(trashKey, (cursor, signal) => getTrashPage({ cursor, limit: pageSize }, signal));
}

/**
 * Items leaving or coming back from the Trash change the library, the albums that hold them (their
 * counts and covers) and the frames that show them.
 */
function useInvalidateTrashed() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
      queryClient.invalidateQueries({ queryKey: albumKeys.all }),
    ]).then(() => undefined);
}

/**
 * Restoring outside any one screen's life: the Undo of a delete's toast outlives the dialog that
 * deleted, so it calls and reloads through the query client itself.
 */
export function useRestoreFromTrash(): (ids: number[]) => Promise<{ restored: number }> {
  const invalidate = useInvalidateTrashed();
  return (ids) =>
    restoreFromTrash(ids).then(async (answer) => {
      await invalidate();
      return answer;
    });
}

export function useTrashMutations() {
  const onSuccess = useInvalidateTrashed();
  return {
    restore: useMutation({ mutationFn: restoreFromTrash, onSuccess }),
    // Both are confirmed in a dialog, which says a refusal.
    deleteForGood: useMutation({ mutationFn: deleteFromTrash, onSuccess, meta: { handlesErrorItself: true } }),
    empty: useMutation({ mutationFn: emptyTrash, onSuccess, meta: { handlesErrorItself: true } }),
  };
}
