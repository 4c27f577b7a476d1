import { describe, expect, it } from 'vitest';
import { applyMove, dropMove, stepMove } from './album-order.ts';

const ids = [10, 20, 30, 40];
const apply = (move: Parameters<typeof applyMove>[2]) => applyMove(ids, (id) => id, move);

describe('reordering an album', () => {
  it('moves an item one place earlier: before the one in front of it', () => {
    expect(stepMove(ids, 30, 'earlier')).toEqual({ itemId: 30, beforeItemId: 20 });
    expect(apply({ itemId: 30, beforeItemId: 20 })).toEqual([10, 30, 20, 40]);
  });

  it('moves an item one place later: before the one two places on, or to the end', () => {
    expect(stepMove(ids, 20, 'later')).toEqual({ itemId: 20, beforeItemId: 40 });
    expect(apply({ itemId: 20, beforeItemId: 40 })).toEqual([10, 30, 20, 40]);
    expect(stepMove(ids, 30, 'later')).toEqual({ itemId: 30, beforeItemId: null });
    expect(apply({ itemId: 30, beforeItemId: null })).toEqual([10, 20, 40, 30]);
  });

  it('does not move the first item earlier or the last later', () => {
    expect(stepMove(ids, 10, 'earlier')).toBeNull();
    expect(stepMove(ids, 40, 'later')).toBeNull();
    expect(stepMove(ids, 99, 'later')).toBeNull();
  });

  it('puts a dropped item in the place of the one it was dropped on', () => {
    const up = dropMove(ids, 40, 20);
    expect(up).toEqual({ itemId: 40, beforeItemId: 20 });
    expect(apply(up as NonNullable<typeof up>)).toEqual([10, 40, 20, 30]);
    const down = dropMove(ids, 10, 30);
    expect(down).toEqual({ itemId: 10, beforeItemId: 40 });
    expect(apply(down as NonNullable<typeof down>)).toEqual([20, 30, 10, 40]);
    const toEnd = dropMove(ids, 20, 40);
    expect(apply(toEnd as NonNullable<typeof toEnd>)).toEqual([10, 30, 40, 20]);
  });

  it('ignores a drop on itself', () => {
    expect(dropMove(ids, 20, 20)).toBeNull();
  });
});
