/**
 * Every item's shape (width over height) in one character, so the library summary can carry the
 * shapes of a whole library (100,000 items: 100 kB before compression) and the grid can lay out
 * rows of photos at their own ratios before it has loaded a single item. A character stands for one
 * of 64 steps between 1:4 and 4:1, evenly spaced on a log scale (each about 4.5% from the next):
 * close enough to lay out by, the picture itself is fitted to its box.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STEPS = ALPHABET.length - 1;
const LOG_MIN = Math.log(1 / 4);
const LOG_MAX = Math.log(4);

/** What an item not yet measured (still processing) is laid out as. */
export const UNKNOWN_SHAPE = 4 / 3;

export function shapeChar(width: number | null, height: number | null): string {
  const ratio = width && height && width > 0 && height > 0 ? width / height : UNKNOWN_SHAPE;
  const clamped = Math.min(LOG_MAX, Math.max(LOG_MIN, Math.log(ratio)));
  return ALPHABET.charAt(Math.round(((clamped - LOG_MIN) / (LOG_MAX - LOG_MIN)) * STEPS));
}

/** The ratio a shape character stands for; an unknown character reads as UNKNOWN_SHAPE. */
export function shapeRatio(char: string): number {
  const step = ALPHABET.indexOf(char);
  if (step < 0) return UNKNOWN_SHAPE;
  return Math.exp(LOG_MIN + (step / STEPS) * (LOG_MAX - LOG_MIN));
}

/**
 * A listing's days with their items' shapes, from every item's day and size in the listing's order
 * (newest first): what a summary with `shapes` answers, for the library and for a search alike.
 */
export function daysWithShapes(
  rows: Iterable<{ date: string; width: number | null; height: number | null }>,
): { date: string; count: number; shapes: string }[] {
  const days: { date: string; count: number; shapes: string }[] = [];
  let current: { date: string; shapes: string[] } | undefined;
  const close = () => {
    if (current) days.push({ date: current.date, count: current.shapes.length, shapes: current.shapes.join('') });
  };
  for (const row of rows) {
    if (current?.date !== row.date) {
      close();
      current = { date: row.date, shapes: [] };
    }
    current.shapes.push(shapeChar(row.width, row.height));
  }
  close();
  return days;
}
