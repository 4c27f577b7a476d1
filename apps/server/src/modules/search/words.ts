/**
 * How search compares words: lower case, with the accents of Latin letters taken off (as SQLite's
 * trigram tokenizer and the PostgreSQL column do), other scripts left whole (a Japanese kana keeps
 * its voicing mark).
 */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text, split at spaces and punctuation (a date's `24.` and `24,` come out as `24`). */
export function splitWords(text: string): string[] {
  return normalizeWords(text)
    .split(/[\s,.;:!?()[\]{}"'/\\|]+/u)
    .filter((word) => word.length > 0);
}

/**
 * How many letters may differ for a word to count as a typo of another: none below 4 letters (too
 * many short words are one letter apart), one up to 7, two from 8.
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Whether `candidate` is `typed` with at most `allowed` letters inserted, left out, changed or two
 * swapped (optimal string alignment distance), stopping as soon as it is further.
 */
export function isWithinTypos(typed: string, candidate: string, allowed: number): boolean {
  const a = [...typed];
  const b = [...candidate];
  if (Math.abs(a.length - b.length) > allowed) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > allowed) return false;
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? Number.POSITIVE_INFINITY) <= allowed;
}

/** The words of `text` that `typed` could be a typo of. */
export function typoMatches(typed: string, text: string): string[] {
  const allowed = typosAllowed(typed);
  if (allowed === 0) return [];
  return splitWords(text).filter((word) => word !== typed && isWithinTypos(typed, word, allowed));
}
