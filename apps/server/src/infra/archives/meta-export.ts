// What Facebook's and Instagram's exports (JSON format) have in common: their JSON names each photo
// and video by a `uri` relative to the archive's root, with Meta's mangled text, and the media
// files themselves sit in the parts wherever Meta put them.
import { isMediaName } from '../media/media-names.ts';
import {
  baseName,
  earlierTime,
  fixMojibakeReviver,
  isoFromSeconds,
  isRecord,
  mapInOrder,
  mergeAlbums,
  orderPlan,
  readJsonEntry,
} from './plan-support.ts';
import type { ArchivePart, ArchivePlan, PlannedFile, PlannedRefusal } from './plan-types.ts';

/** A post file of a very active account is a few MB; past this one is not read (and its media not planned). */
const META_JSON_MAX_BYTES = 32 * 1024 * 1024;
/** Fewer at once than sidecars: each may be large, and is held parsed while it is walked. */
const META_READ_CONCURRENCY = 4;

/** Folders of private conversations: their photos are other people's as much as the person's, so never imported. */
const MESSAGE_FOLDERS = new Set(['messages', 'inbox', 'message_requests', 'archived_threads', 'filtered_threads']);

/** A photo or video an export's JSON names, with what that JSON says of it. */
export interface MediaMention {
  /** The part whose JSON named it (for the refusal when the file is not in the archive). */
  part: number;
  uri: string;
  takenAt: string | null;
  caption: string;
  albums: string[];
}

export interface JsonEntry {
  part: number;
  path: string;
}

export function isInMessages(path: string): boolean {
  return path.split('/').some((segment) => MESSAGE_FOLDERS.has(segment.toLowerCase()));
}

/** The JSON files of every part that `accept` takes, by part and path. */
export function listJsonEntries(parts: readonly ArchivePart[], accept: (path: string) => boolean): JsonEntry[] {
  const found: JsonEntry[] = [];
  parts.forEach((part, index) => {
    for (const entry of part.entries) {
      if (entry.path.toLowerCase().endsWith('.json') && accept(entry.path))
        found.push({ part: index, path: entry.path });
    }
  });
  return found;
}

/**
 * Each JSON file's mentions, read a few at a time; files that name no `uri` are not parsed. The
 * result keeps the files' order, so "the first caption" is the same on every run.
 */
export async function collectMentions(
  parts: readonly ArchivePart[],
  jsons: readonly JsonEntry[],
  findMentions: (json: unknown, entry: JsonEntry) => MediaMention[],
): Promise<MediaMention[]> {
  const perFile = await mapInOrder(jsons, META_READ_CONCURRENCY, async (entry) => {
    const part = parts[entry.part];
    if (!part) return [];
    const json = await readJsonEntry(part, entry.path, META_JSON_MAX_BYTES, {
      reviver: fixMojibakeReviver,
      mustInclude: '"uri"',
    });
    return json === undefined ? [] : findMentions(json, entry);
  });
  return perFile.flat();
}

/**
 * When a media object says it was taken: the camera's time Meta kept from the file it stripped
 * (`media_metadata.*.exif_data[].taken_timestamp`), else when it was posted (`creation_timestamp`).
 */
export function readMetaTakenAt(media: Record<string, unknown>): string | null {
  const metadata = media.media_metadata;
  if (isRecord(metadata)) {
    for (const kind of Object.values(metadata)) {
      if (!isRecord(kind) || !Array.isArray(kind.exif_data)) continue;
      for (const exif of kind.exif_data) {
        const taken = isRecord(exif) ? isoFromSeconds(exif.taken_timestamp) : null;
        if (taken) return taken;
      }
    }
  }
  return isoFromSeconds(media.creation_timestamp);
}

/** A `uri` worth looking for in the archive: a relative path to a photo or video, not a web address. */
export function isMediaUri(uri: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(uri) && isMediaName(uri);
}

function normalizeUri(uri: string): string {
  return uri
    .normalize('NFC')
    .replaceAll('\\', '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

interface LocatedMedia {
  part: number;
  path: string;
}

/**
 * Finds the entry a uri names. Meta writes uris from the export's root; the zip may add its own top
 * folder (`facebook-name-2024-01-01/…`), or a person may have zipped the inside of it again.
 */
function makeMediaLocator(parts: readonly ArchivePart[]): (uri: string) => LocatedMedia | undefined {
  const byPath = new Map<string, LocatedMedia>();
  const topFolders = new Set<string>();
  parts.forEach((part, index) => {
    for (const entry of part.entries) {
      const path = entry.path.normalize('NFC');
      const slash = path.indexOf('/');
      if (slash > 0) topFolders.add(path.slice(0, slash));
      if (isMediaName(path) && !byPath.has(path)) byPath.set(path, { part: index, path: entry.path });
    }
  });
  return (uri) => {
    const exact = byPath.get(uri);
    if (exact) return exact;
    for (const top of topFolders) {
      const found = byPath.get(`${top}/${uri}`);
      if (found) return found;
    }
    const slash = uri.indexOf('/');
    return slash > 0 ? byPath.get(uri.slice(slash + 1)) : undefined;
  };
}

/**
 * The plan from every mention: a file named several times (an album and a post) is one file with
 * every album, the earliest time and the first caption. Media files no JSON names are not planned
 * (stickers, message photos, profile assets); a uri naming a file that is not in the archive is
 * refused as import_file_missing.
 */
export function planMentions(parts: readonly ArchivePart[], mentions: readonly MediaMention[]): ArchivePlan {
  const locate = makeMediaLocator(parts);
  const files = new Map<string, PlannedFile>();
  const missing = new Map<string, PlannedRefusal>();
  for (const mention of mentions) {
    const uri = normalizeUri(mention.uri);
    if (!uri) continue;
    const found = locate(uri);
    if (!found) {
      if (!missing.has(uri)) {
        missing.set(uri, { part: mention.part, path: uri, name: baseName(uri), code: 'import_file_missing' });
      }
      continue;
    }
    const key = `${found.part}\0${found.path}`;
    const known = files.get(key);
    if (!known) {
      files.set(key, {
        part: found.part,
        path: found.path,
        name: baseName(found.path),
        takenAt: mention.takenAt,
        caption: mention.caption,
        albums: [...new Set(mention.albums)],
      });
      continue;
    }
    known.takenAt = earlierTime(known.takenAt, mention.takenAt);
    if (!known.caption) known.caption = mention.caption;
    known.albums = mergeAlbums(known.albums, mention.albums);
  }
  return orderPlan([...files.values()], [...missing.values()]);
}
