import { ZItemIds } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  applyGesture,
  EMPTY_SELECTION,
  gestureOf,
  MAX_SELECTION,
  type Selection,
  selectAll,
  toggleGroup,
} from './selection.ts';

// Item at index i has id 100 + i.
const idsInRange = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => 100 + from + i);
const click = (selection: Selection, index: number, event = { shiftKey: false, ctrlKey: false, metaKey: false }) =>
  applyGesture(selection, gestureOf(event), 100 + index, index, idsInRange);
const sorted = (selection: Selection) => [...selection.ids].sort((a, b) => a - b);

describe('grid selection', () => {
  it('reads the gesture from the modifier keys', () => {
    expect(gestureOf({ shiftKey: false, ctrlKey: false, metaKey: false })).toBe('replace');
    expect(gestureOf({ shiftKey: false, ctrlKey: true, metaKey: false })).toBe('toggle');
    expect(gestureOf({ shiftKey: false, ctrlKey: false, metaKey: true })).toBe('toggle');
    expect(gestureOf({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe('range');
  });

  it('a plain click selects only that item', () => {
    const selection = click(click(EMPTY_SELECTION, 2), 5);
    expect(sorted(selection)).toEqual([105]);
    expect(selection.anchor).toBe(5);
  });

  it('ctrl/cmd-click adds and removes one item', () => {
    const ctrl = { shiftKey: false, ctrlKey: true, metaKey: false };
    let selection = click(EMPTY_SELECTION, 1);
    selection = click(selection, 4, ctrl);
    expect(sorted(selection)).toEqual([101, 104]);
    selection = click(selection, 1, ctrl);
    expect(sorted(selection)).toEqual([104]);
  });

  it('shift-click adds the range from the anchor, downwards and upwards', () => {
    const shift = { shiftKey: true, ctrlKey: false, metaKey: false };
    let selection = click(EMPTY_SELECTION, 3);
    selection = click(selection, 6, shift);
    expect(sorted(selection)).toEqual([103, 104, 105, 106]);
    // The anchor stays at 3: a second shift-click reaches from there, and keeps what was selected.
    selection = click(selection, 1, shift);
    expect(sorted(selection)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(selection.anchor).toBe(3);
  });

  it('shift-click without an anchor selects just that item', () => {
    const selection = click(EMPTY_SELECTION, 7, { shiftKey: true, ctrlKey: false, metaKey: false });
    expect(sorted(selection)).toEqual([107]);
  });

  it('ctrl-click moves the anchor for the next range', () => {
    let selection = click(EMPTY_SELECTION, 0);
    selection = click(selection, 10, { shiftKey: false, ctrlKey: true, metaKey: false });
    selection = click(selection, 12, { shiftKey: true, ctrlKey: false, metaKey: false });
    expect(sorted(selection)).toEqual([100, 110, 111, 112]);
  });

  it('selects all given ids', () => {
    expect(sorted(selectAll([3, 1, 2]))).toEqual([1, 2, 3]);
  });
});

it('never selects more than one call may take', () => {
  const ids = (count: number) => ({ itemIds: Array.from({ length: count }, (_, i) => i) });
  expect(ZItemIds.safeParse(ids(MAX_SELECTION)).success).toBe(true);
  expect(ZItemIds.safeParse(ids(MAX_SELECTION + 1)).success).toBe(false);
});

it('selects a whole day with its check, and a second check takes the day out again', () => {
  const some = addRange(EMPTY_SELECTION, [1, 9]);
  const day = toggleGroup(some, [1, 2, 3]);
  expect([...day.ids].sort()).toEqual([1, 2, 3, 9]);
  expect([...toggleGroup(day, [1, 2, 3]).ids]).toEqual([9]);
  expect(toggleGroup(some, []).ids.size).toBe(2);
});
