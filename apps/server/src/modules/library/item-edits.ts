import { type EditRecipe, isOriginal, ZEditRecipe } from '@kinframe/contract';

/** The recipe stored with an item, read back through the contract (null: the original). */
export function editOf(text: string | null): EditRecipe | null {
  return text === null ? null : ZEditRecipe.parse(JSON.parse(text));
}

/** An edit that changes nothing: saving it is the same as going back to the original. */
export function changesNothing(edit: EditRecipe): boolean {
  if (edit.kind === 'photo') return isOriginal(edit);
  return edit.trimStart === 0 && edit.trimEnd === null && !edit.mute && edit.rotate === 0;
}
