/**
 * Selection in the grid, as a file manager does it: a click selects one, ctrl/cmd-click adds or
 * removes one, shift-click adds the range from the last clicked item. Items are named by id (what
 * the calls take) and placed by their index in the whole list (what a range spans).
 */
export interface Selection {
  ids: ReadonlySet<number>;
  /** Index of the last item clicked without shift: where the next shift range starts. */
  anchor: number | null;
}

/** The calls take at most this many ids at once (ZItemIds; selection.test.ts holds them to it). */
export const MAX_SELECTION = 10_000;

export type SelectGesture = 'replace' | 'toggle' | 'range';

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export function gestureOf(event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): SelectGesture {
  if (event.shiftKey) return 'range';
  if (event.ctrlKey || event.metaKey) return 'toggle';
  return 'replace';
}

/** The indexes a shift-click at `index` covers, both ends included; null without an anchor. */
export function rangeOf(selection: Selection, index: number): [number, number] | null {
  if (selection.anchor === null) return null;
  return [Math.min(selection.anchor, index), Math.max(selection.anchor, index)];
}

export function selectOnly(id: number, index: number): Selection {
  return { ids: new Set([id]), anchor: index };
}

export function toggleOne(selection: Selection, id: number, index: number): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index };
}

/** Adds the ids of a range; the anchor stays, so a second shift-click reaches from the same item. */
export function addRange(selection: Selection, rangeIds: readonly number[]): Selection {
  const ids = new Set(selection.ids);
  for (const id of rangeIds) ids.add(id);
  return { ids, anchor: selection.anchor };
}

/**
 * One gesture on item `id` at `index`. `idsInRange` gives the ids of indexes [from, to] (the
 * caller may have had to load them); without an anchor a shift-click toggles like ctrl.
 */
export function applyGesture(
  selection: Selection,
  gesture: SelectGesture,
  id: number,
  index: number,
  idsInRange: (from: number, to: number) => readonly number[],
): Selection {
  if (gesture === 'replace') return selectOnly(id, index);
  const range = gesture === 'range' ? rangeOf(selection, index) : null;
  if (range === null) return toggleOne(selection, id, index);
  return addRange(selection, idsInRange(range[0], range[1]));
}

export function selectAll(ids: Iterable<number>): Selection {
  return { ids: new Set(ids), anchor: null };
}

/**
 * A day's (or month's) check: selects every item of the group, or, when all of them are selected
 * already, takes them all out, as the check on a date in Google Photos does.
 */
export function toggleGroup(selection: Selection, groupIds: readonly number[]): Selection {
  const ids = new Set(selection.ids);
  const isWhole = groupIds.length > 0 && groupIds.every((id) => ids.has(id));
  for (const id of groupIds) {
    if (isWhole) ids.delete(id);
    else ids.add(id);
  }
  return { ids, anchor: selection.anchor };
}
