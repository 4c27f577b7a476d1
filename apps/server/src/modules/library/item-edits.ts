import { type EditRecipe, type FocusPoint, focusInEdited, isOriginal, ZEditRecipe } from '@kinframe/contract';
import type { LibraryItemRow } from '../../infra/db/schema.ts';

/** The recipe stored with an item, read back through the contract (null: the original). */
export function editOf(text: string | null): EditRecipe | null {
  return text === null ? null : ZEditRecipe.parse(JSON.parse(text));
}

/** An edit that changes nothing: saving it is the same as going back to the original. */
export function changesNothing(edit: EditRecipe): boolean {
  if (edit.kind === 'photo') return isOriginal(edit);
  return edit.trimStart === 0 && edit.trimEnd === null && !edit.mute && edit.rotate === 0;
}

/** The item's focus point on its upright original; null: automatic. */
export function focusOf(row: Pick<LibraryItemRow, 'focus_x' | 'focus_y'>): FocusPoint | null {
  return row.focus_x === null || row.focus_y === null ? null : { x: row.focus_x, y: row.focus_y };
}

/**
 * The focus point in the picture a frame rendition is cut from: the original, or the edited
 * picture when `isEdited` (then moved through the edit's turn, mirror, straightening and crop).
 */
export function focusInShownPicture(
  row: Pick<LibraryItemRow, 'focus_x' | 'focus_y' | 'edit' | 'width' | 'height'>,
  isEdited: boolean,
): FocusPoint | null {
  const focus = focusOf(row);
  if (!focus || !isEdited) return focus;
  const edit = editOf(row.edit);
  if (edit?.kind !== 'photo' || row.width === null || row.height === null) return focus;
  return focusInEdited(focus, edit, row.width, row.height);
}
