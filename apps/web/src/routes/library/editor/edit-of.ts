import type { EditRecipe, LibraryItem, PhotoEdit, VideoEdit } from '@kinframe/contract';
import { EDIT_RECIPE_VERSION, PHOTO_EDIT_ORIGINAL } from '@kinframe/contract';

/** The recipe an item carries, if any (an item cached from before editing existed carries none). */
export function editOf(item: LibraryItem): EditRecipe | null {
  return item.edit ?? null;
}

export const VIDEO_EDIT_ORIGINAL: VideoEdit = {
  version: EDIT_RECIPE_VERSION,
  kind: 'video',
  trimStart: 0,
  trimEnd: null,
  mute: false,
  rotate: 0,
};

/** Where the editor starts for a photo: its saved recipe, or the original. */
export function photoEditOf(item: LibraryItem): PhotoEdit {
  const edit = editOf(item);
  return edit?.kind === 'photo' ? edit : PHOTO_EDIT_ORIGINAL;
}

export function videoEditOf(item: LibraryItem): VideoEdit {
  const edit = editOf(item);
  return edit?.kind === 'video' ? edit : VIDEO_EDIT_ORIGINAL;
}

export function isVideoOriginal(edit: VideoEdit): boolean {
  return edit.trimStart === 0 && edit.trimEnd === null && !edit.mute && edit.rotate === 0;
}

/** The recipe as text with its keys in order, so a recipe from the server and one made here compare alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Two recipes that would render the same. */
export function isSameRecipe(a: EditRecipe, b: EditRecipe): boolean {
  return canonical(a) === canonical(b);
}
