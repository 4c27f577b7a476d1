import {
  collectMentions,
  isInMessages,
  isMediaUri,
  type JsonEntry,
  listJsonEntries,
  type MediaMention,
  planMentions,
  readMetaTakenAt,
} from './meta-export.ts';
import { cleanCaption, isRecord } from './plan-support.ts';
import type { ArchivePart, ArchivePlan } from './plan-types.ts';

/**
 * Facebook's "Download your information" in JSON. Its layout changed over the years
 * (`photos_and_videos/album/0.json`, `your_facebook_activity/posts/…`), so no file is looked for by
 * name: every JSON outside conversations is walked for objects with a `uri` naming a photo or video.
 * An album file (`{ name, photos: [...] }`) puts what it names in that album.
 */

/** Deeper than any export nests; a guard against a file built to exhaust the stack. */
const MAX_DEPTH = 64;
/** Keys whose objects name images that are not the person's photos: a video's still, stickers. */
const SKIPPED_KEYS = new Set(['thumbnail']);
const SKIPPED_FOLDERS = new Set(['stickers_used']);

interface WalkContext {
  part: number;
  albums: string[];
  /** The text of the post being walked, the caption of its photos that have none of their own. */
  postText: string;
}

function readAlbumName(json: unknown): string {
  if (!isRecord(json) || typeof json.name !== 'string' || !Array.isArray(json.photos)) return '';
  return json.name.trim();
}

/** A post's own words: `data: [{ post: "…" }]`. */
function readPostText(node: Record<string, unknown>): string {
  if (!Array.isArray(node.data)) return '';
  for (const item of node.data) {
    if (isRecord(item) && typeof item.post === 'string' && item.post.trim()) return item.post;
  }
  return '';
}

function isSkippedUri(uri: string): boolean {
  return uri.split('/').some((segment) => SKIPPED_FOLDERS.has(segment.toLowerCase()));
}

function walk(node: unknown, context: WalkContext, depth: number, found: MediaMention[]): void {
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, context, depth + 1, found);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.uri === 'string' && isMediaUri(record.uri) && !isSkippedUri(record.uri)) {
    found.push({
      part: context.part,
      uri: record.uri,
      takenAt: readMetaTakenAt(record),
      // A photo's `title` is the name of the album Facebook filed it in ("Mobile uploads"), not a caption.
      caption: cleanCaption(record.description) || cleanCaption(context.postText),
      albums: context.albums,
    });
  }
  const postText = readPostText(record);
  const inner = postText ? { ...context, postText } : context;
  for (const [key, value] of Object.entries(record)) {
    if (!SKIPPED_KEYS.has(key)) walk(value, inner, depth + 1, found);
  }
}

function findMentions(json: unknown, entry: JsonEntry): MediaMention[] {
  const album = readAlbumName(json);
  const found: MediaMention[] = [];
  walk(json, { part: entry.part, albums: album ? [album] : [], postText: '' }, 0, found);
  return found;
}

export async function planFacebookExport(parts: readonly ArchivePart[]): Promise<ArchivePlan> {
  const jsons = listJsonEntries(parts, (path) => !isInMessages(path));
  return planMentions(parts, await collectMentions(parts, jsons, findMentions));
}
