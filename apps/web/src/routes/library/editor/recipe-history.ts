/**
 * Undo and redo over an edit recipe. A run of changes with the same `key` (one slider being
 * dragged, one crop box being pulled) is one step, so a single undo takes back the whole gesture.
 */
export interface RecipeHistory<Recipe> {
  past: Recipe[];
  present: Recipe;
  future: Recipe[];
  /** What the last change was, to join the next change of the same kind to it. */
  lastKey: string | null;
}

export function startHistory<Recipe>(recipe: Recipe): RecipeHistory<Recipe> {
  return { past: [], present: recipe, future: [], lastKey: null };
}

export function changeRecipe<Recipe>(
  history: RecipeHistory<Recipe>,
  recipe: Recipe,
  key: string | null = null,
): RecipeHistory<Recipe> {
  if (recipe === history.present) return history;
  if (key !== null && key === history.lastKey) {
    return { ...history, present: recipe, future: [] };
  }
  return { past: [...history.past, history.present], present: recipe, future: [], lastKey: key };
}

/** Ends a gesture: the next change starts a step of its own even if it is of the same kind. */
export function settleRecipe<Recipe>(history: RecipeHistory<Recipe>): RecipeHistory<Recipe> {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}

export function undoRecipe<Recipe>(history: RecipeHistory<Recipe>): RecipeHistory<Recipe> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redoRecipe<Recipe>(history: RecipeHistory<Recipe>): RecipeHistory<Recipe> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null };
}

export const canUndo = (history: RecipeHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: RecipeHistory<unknown>) => history.future.length > 0;
