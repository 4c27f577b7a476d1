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
import { baseName, cleanCaption, isoFromSeconds, isRecord } from './plan-support.ts';
import type { ArchivePart, ArchivePlan, PlanOptions } from './plan-types.ts';

/**
 * Instagram's export in JSON: `content/posts_1.json` (under `your_instagram_activity/` in newer
 * exports) lists the posts, each with its photos and videos (several for a carousel); reels, IGTV and
 * archived posts are posts too; stories only when asked for. Instagram has no albums.
 */

const POST_FILE = /^posts(_\d+)?\.json$/i;
const OTHER_POST_FILES = new Set(['reels.json', 'igtv_videos.json', 'archived_posts.json']);
const STORY_FILE = 'stories.json';
/** Where the files above keep their posts. */
const POST_KEYS = ['ig_reels_media', 'ig_igtv_media', 'ig_archived_post_media'];
const STORY_KEY = 'ig_stories';

function isPostFile(path: string, includeStories: boolean): boolean {
  const name = baseName(path).toLowerCase();
  return POST_FILE.test(name) || OTHER_POST_FILES.has(name) || (includeStories && name === STORY_FILE);
}

/**
 * The media of one post (`{ media: [...], title, creation_timestamp }`), or one media object given
 * alone (a story). The post's title is the caption of all its media; a media's own title is used
 * when the post has none (a single photo's caption is kept there).
 */
function readPost(post: unknown, part: number): MediaMention[] {
  if (!isRecord(post)) return [];
  const media = Array.isArray(post.media) ? post.media : [post];
  const postCaption = cleanCaption(post.title);
  const postTakenAt = isoFromSeconds(post.creation_timestamp);
  const found: MediaMention[] = [];
  for (const item of media) {
    if (!isRecord(item) || typeof item.uri !== 'string' || !isMediaUri(item.uri)) continue;
    found.push({
      part,
      uri: item.uri,
      takenAt: readMetaTakenAt(item) ?? postTakenAt,
      caption: postCaption || cleanCaption(item.title),
      albums: [],
    });
  }
  return found;
}

function findMentions(json: unknown, entry: JsonEntry, includeStories: boolean): MediaMention[] {
  if (Array.isArray(json)) return json.flatMap((post) => readPost(post, entry.part));
  if (!isRecord(json)) return [];
  const keys = includeStories ? [...POST_KEYS, STORY_KEY] : POST_KEYS;
  return keys.flatMap((key) => {
    const posts = json[key];
    return Array.isArray(posts) ? posts.flatMap((post) => readPost(post, entry.part)) : [];
  });
}

export async function planInstagramExport(parts: readonly ArchivePart[], options: PlanOptions): Promise<ArchivePlan> {
  const { includeStories } = options;
  const jsons = listJsonEntries(parts, (path) => !isInMessages(path) && isPostFile(path, includeStories));
  const mentions = await collectMentions(parts, jsons, (json, entry) => findMentions(json, entry, includeStories));
  return planMentions(parts, mentions);
}
