// What the three archive planners share: reading their JSON, cleaning the text they find, and the
// order of the plan.
import type { ArchivePart, ArchivePlan, PlannedFile, PlannedRefusal } from './plan-types.ts';
import { ArchiveError } from './zip-reader.ts';

export const MAX_CAPTION_LENGTH = 2000;
/** JSON files read at once: each is a small ranged read from storage, so waiting on one at a time is slow. */
export const READ_CONCURRENCY = 8;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder of an entry path, '' at the root. */
export function dirName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** Trimmed, at most MAX_CAPTION_LENGTH UTF-16 units, never cutting a character in two. */
export function cleanCaption(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text.length <= MAX_CAPTION_LENGTH) return text;
  let cut = MAX_CAPTION_LENGTH;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return text.slice(0, cut).trimEnd();
}

/** Latest time accepted: 9999-12-31, as JavaScript dates and ISO 8601 go. */
const LATEST_SECONDS = 253_402_300_799;

/** A Unix time in seconds (a number, or digits in a string as Takeout writes it) as ISO 8601; null for 0 or nonsense. */
export function isoFromSeconds(value: unknown): string | null {
  const seconds = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > LATEST_SECONDS) return null;
  return new Date(Math.round(seconds * 1000)).toISOString();
}

/** The earlier of two ISO times; null only when both are. */
export function earlierTime(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}

/** Both lists' names, each once, in order. */
export function mergeAlbums(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Meta's exports write UTF-8 text as one \u00XX escape per byte, so "été" arrives as "Ã©tÃ©". When
 * every character fits in a byte and those bytes are valid UTF-8, that is what they were meant to
 * be; text that really is Latin-1 ("café" alone) is not valid UTF-8 as bytes and stays as it is.
 */
export function fixMojibake(text: string): string {
  let hasHighByte = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return text;
    if (code >= 0x80) hasHighByte = true;
  }
  if (!hasHighByte) return text;
  try {
    return strictUtf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}

/** JSON.parse reviver applying fixMojibake to every string value. */
export function fixMojibakeReviver(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? fixMojibake(value) : value;
}

export interface ReadJsonOptions {
  /** Applied to every value parsed (fixMojibakeReviver). */
  reviver?: (key: string, value: unknown) => unknown;
  /** Text that must be in the file for it to be worth parsing; undefined is returned without parsing when absent. */
  mustInclude?: string;
}

/**
 * An entry's JSON, or undefined when it is not JSON, too large or damaged: the file it describes is
 * then planned without what it would have said. Failures to read storage are thrown, not swallowed,
 * so a job retries instead of importing without dates.
 */
export async function readJsonEntry(
  part: ArchivePart,
  path: string,
  maxBytes: number,
  options: ReadJsonOptions = {},
): Promise<unknown> {
  let text: string;
  try {
    text = await part.readText(path, maxBytes);
  } catch (error) {
    if (error instanceof ArchiveError) return undefined;
    throw error;
  }
  if (options.mustInclude !== undefined && !text.includes(options.mustInclude)) return undefined;
  try {
    return JSON.parse(text, options.reviver);
  } catch {
    // Broken JSON, or nested deeper than the parser's stack.
    return undefined;
  }
}

/** fn over every item, at most `concurrency` at a time; the results in the items' order. */
export async function mapInOrder<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function work(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, work));
  return results;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The plan in its documented order: files grouped by their first album (albums by name), then the
 * files outside albums, each group by path; so an import going down the list finishes one album
 * before it starts the next. Refusals by part and path.
 */
export function orderPlan(files: PlannedFile[], refusals: PlannedRefusal[]): ArchivePlan {
  for (const file of files) file.albums.sort(compareText);
  files.sort((a, b) => {
    const albumA = a.albums[0];
    const albumB = b.albums[0];
    if (albumA !== albumB) {
      if (albumA === undefined) return 1;
      if (albumB === undefined) return -1;
      return compareText(albumA, albumB);
    }
    return compareText(a.path, b.path) || a.part - b.part;
  });
  refusals.sort((a, b) => a.part - b.part || compareText(a.path, b.path));
  return { files, refusals };
}
