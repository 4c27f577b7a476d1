// Edits of library items: a recipe saved with the item, taken away, or saved as a copy; the focus point.
import type { EditRecipe, FocusPoint } from '@kinframe/contract';
import { useMutation } from '@tanstack/react-query';
import {
  copyLibraryItem,
  editLibraryItem,
  resetLibraryItemFocus,
  revertLibraryItem,
  setLibraryItemFocus,
} from './calls.ts';
import { useInvalidateLibrary } from './library.ts';

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
