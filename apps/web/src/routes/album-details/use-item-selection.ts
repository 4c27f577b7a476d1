import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import {
  addRange,
  EMPTY_SELECTION,
  gestureOf,
  rangeOf,
  type Selection,
  toggleOne,
} from '../../components/selection.ts';

/**
 * The selection of an album's or a collection's grid: a click or ctrl-click toggles one item,
 * shift-click adds the range from the last one. Items gone from the list leave the selection.
 */
export function useItemSelection<T extends { id: number }>(items: readonly T[]) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  useEffect(() => {
    // Items removed elsewhere leave the selection.
    setSelection((current) => {
      const present = new Set(items.map((item) => item.id));
      const ids = [...current.ids].filter((itemId) => present.has(itemId));
      return ids.length === current.ids.size ? current : { ids: new Set(ids), anchor: current.anchor };
    });
  }, [items]);

  const handleSelect = useCallback(
    (index: number, item: T, event: MouseEvent) =>
      setSelection((current) => {
        const range = gestureOf(event) === 'range' ? rangeOf(current, index) : null;
        if (range)
          return addRange(
            current,
            items.slice(range[0], range[1] + 1).map((entry) => entry.id),
          );
        return toggleOne(current, item.id, index);
      }),
    [items],
  );
  return { selection, setSelection, handleSelect };
}
