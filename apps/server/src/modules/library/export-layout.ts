import path from 'node:path';
import type { ExportSidecar } from '@kinframe/contract';
import type { LibraryItemRow } from '../../infra/db/schema.ts';

/** Folder of the items in no album, by the year they were taken: `Library/2023/`. */
export const LIBRARY_FOLDER = 'Library';
/** Folder of each own album: `Albums/<name>/`. */
export const ALBUMS_FOLDER = 'Albums';

/**
 * A name a zip entry can carry on every system the parts are unpacked on: no slashes, control
 * characters or characters Windows refuses, no leading dots or trailing dots and spaces.
 */
export function safeName(name: string, fallback: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 150);
  return cleaned === '' ? fallback : cleaned;
}

/** The album folders, one per album, told apart when two names clean to the same text. */
export function albumFolders(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = safeName(name, 'Album');
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return `${ALBUMS_FOLDER}/${count === 1 ? base : `${base} (${count})`}`;
  });
}

export function yearFolder(takenAt: string): string {
  return `${LIBRARY_FOLDER}/${takenAt.slice(0, 4)}`;
}

/** The edited version's name: `IMG_1 (edited).jpg` beside `IMG_1.heic`. */
export function editedName(originalName: string, mimeType: string): string {
  const base = originalName.slice(0, originalName.length - path.extname(originalName).length) || originalName;
  return `${base} (edited).${mimeType === 'video/mp4' ? 'mp4' : 'jpg'}`;
}

/**
 * One name per file of a folder: the second `IMG_1.jpg` becomes `IMG_1 (2).jpg`. `taken` holds the
 * folder's names so far, lower-cased, and the names an item's files will need (its edited version,
 * its sidecar) are kept free too.
 */
export function uniqueNameIn(taken: Set<string>, name: string, editedMime: string | null): string {
  const extension = path.extname(name);
  const base = name.slice(0, name.length - extension.length);
  for (let count = 1; ; count += 1) {
    const candidate = count === 1 ? name : `${base} (${count})${extension}`;
    const needed = [candidate, `${candidate}.json`, ...(editedMime ? [editedName(candidate, editedMime)] : [])];
    if (needed.every((entry) => !taken.has(entry.toLowerCase()))) {
      for (const entry of needed) taken.add(entry.toLowerCase());
      return candidate;
    }
  }
}

export function sidecarOf(
  item: LibraryItemRow,
  facts: { tags: string[]; albums: string[]; edited: string | null },
): ExportSidecar {
  return {
    kinframe: 1,
    id: item.id,
    kind: item.kind,
    originalName: item.name,
    takenAt: item.created_at,
    uploadedAt: item.uploaded_at,
    caption: item.caption,
    tags: facts.tags,
    isFavourite: item.is_favourite === 1,
    place: null,
    albums: facts.albums,
    edited: facts.edited,
  };
}
