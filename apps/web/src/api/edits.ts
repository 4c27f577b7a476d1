// Edits of library items: a recipe saved with the item, taken away, or saved as a copy; the focus point.
import type { EditRecipe, FocusPoint, LibraryItem } from '@kinframe/contract';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateLibrary } from './library.ts';
import { call } from './typed.ts';

/** Saves an edit of the item (the original stays as uploaded); its renditions are remade meanwhile. */
export function editLibraryItem(id: number, edit: EditRecipe): Promise<LibraryItem> {
  return call('put', '/api/v3/library/items/{id}/edit', { path: { id: String(id) }, json: edit });
}

/** Back to the original as uploaded. */
export function revertLibraryItem(id: number): Promise<LibraryItem> {
  return call('delete', '/api/v3/library/items/{id}/edit', { path: { id: String(id) } });
}

/** Sets the point of a photo that frames keep in view (fractions of the upright original). */
export function setLibraryItemFocus(id: number, focus: FocusPoint): Promise<LibraryItem> {
  return call('put', '/api/v3/library/items/{id}/focus', { path: { id: String(id) }, json: focus });
}

/** Back to automatic: frames crop where the eye goes. */
export function resetLibraryItemFocus(id: number): Promise<LibraryItem> {
  return call('delete', '/api/v3/library/items/{id}/focus', { path: { id: String(id) } });
}

/** "Save as a copy": a new item of the same original with this edit; the item itself stays as it is. */
export function copyLibraryItem(id: number, edit: EditRecipe): Promise<LibraryItem> {
  return call('post', '/api/v3/library/items/{id}/copy', { path: { id: String(id) }, json: { edit } });
}

/** Saves the recipe as the item's edit; the item (and every listing) is asked again, its renditions being remade. */
export function useEditItemMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: EditRecipe }) => editLibraryItem(id, edit),
    onSuccess: () => invalidate(),
  });
}

/** Back to the original as uploaded. */
export function useRevertItemMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: (id: number) => revertLibraryItem(id), onSuccess: () => invalidate() });
}

/** "Save as a copy": a new item with the recipe; the item itself stays as it is. */
export function useCopyItemMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: EditRecipe }) => copyLibraryItem(id, edit),
    onSuccess: () => invalidate(),
  });
}

/** Sets the photo's focus point (null: back to automatic); its frames get renditions cut around it. */
export function useItemFocusMutation() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, focus }: { id: number; focus: FocusPoint | null }) =>
      focus ? setLibraryItemFocus(id, focus) : resetLibraryItemFocus(id),
    onSuccess: () => invalidate(),
  });
}
