/**
 * Reordering an album: the server takes one move, "put item X right before item Y" (null: at the
 * end). These turn a keyboard step or a drop into that move, and apply it locally so the grid
 * shows the new order before the server answers.
 */
export interface ItemMove {
  itemId: number;
  beforeItemId: number | null;
}

/** One place earlier or later; null when the item is already first (or last). */
export function stepMove(ids: readonly number[], itemId: number, direction: 'earlier' | 'later'): ItemMove | null {
  const index = ids.indexOf(itemId);
  if (index < 0) return null;
  if (direction === 'earlier') {
    if (index === 0) return null;
    return { itemId, beforeItemId: ids[index - 1] as number };
  }
  if (index >= ids.length - 1) return null;
  return { itemId, beforeItemId: ids[index + 2] ?? null };
}

/** The dragged item dropped on another takes its place: before it going up, after it going down. */
export function dropMove(ids: readonly number[], draggedId: number, targetId: number): ItemMove | null {
  const from = ids.indexOf(draggedId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  if (from > to) return { itemId: draggedId, beforeItemId: targetId };
  return { itemId: draggedId, beforeItemId: ids[to + 1] ?? null };
}

/** The list after a move, as the server will have it. */
export function applyMove<T>(list: readonly T[], idOf: (entry: T) => number, move: ItemMove): T[] {
  const moving = list.find((entry) => idOf(entry) === move.itemId);
  if (moving === undefined) return [...list];
  const rest = list.filter((entry) => idOf(entry) !== move.itemId);
  const at = move.beforeItemId === null ? -1 : rest.findIndex((entry) => idOf(entry) === move.beforeItemId);
  if (at < 0) return [...rest, moving];
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}
