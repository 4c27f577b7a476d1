import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  changeRecipe,
  redoRecipe,
  settleRecipe,
  startHistory,
  undoRecipe,
} from './recipe-history.ts';

describe('recipe history', () => {
  it('undoes and redoes each change in turn', () => {
    let history = startHistory({ exposure: 0 });
    history = changeRecipe(history, { exposure: 10 });
    history = changeRecipe(history, { exposure: 20 });
    expect(canUndo(history)).toBe(true);
    history = undoRecipe(history);
    expect(history.present).toEqual({ exposure: 10 });
    history = undoRecipe(history);
    expect(history.present).toEqual({ exposure: 0 });
    expect(canUndo(history)).toBe(false);
    expect(undoRecipe(history)).toBe(history);
    history = redoRecipe(redoRecipe(history));
    expect(history.present).toEqual({ exposure: 20 });
    expect(canRedo(history)).toBe(false);
  });

  it('makes one step of a dragged slider, and a new one after the drag ends', () => {
    let history = startHistory({ exposure: 0 });
    for (const exposure of [5, 10, 15, 40]) history = changeRecipe(history, { exposure }, 'exposure');
    expect(history.past).toHaveLength(1);
    history = settleRecipe(history);
    history = changeRecipe(history, { exposure: 50 }, 'exposure');
    expect(history.past).toHaveLength(2);
    history = undoRecipe(history);
    expect(history.present).toEqual({ exposure: 40 });
    history = undoRecipe(history);
    expect(history.present).toEqual({ exposure: 0 });
  });

  it('forgets what could be redone once something new is changed', () => {
    let history = changeRecipe(startHistory({ exposure: 0 }), { exposure: 10 });
    history = undoRecipe(history);
    history = changeRecipe(history, { exposure: -10 });
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual([{ exposure: 0 }]);
  });
});
