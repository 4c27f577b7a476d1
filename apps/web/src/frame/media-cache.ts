import type { PlaylistItem } from '@kinframe/contract';

/**
 * The frame's renditions in the browser's Cache API, so that it plays on with no network.
 *
 * Each is kept under its item and rendition (`…/items/12/photo-frame-1920x1080`), never under its URL:
 * the signed query changes every few hours and would make every file look new. The variant names the
 * rendition's kind, size and whether it is the interim one, so the frame's own rendition replaces the
 * interim one when it arrives. The URL's path (the stored object, without the signature) rides along
 * in a header: when it changes, the item's file changed and the copy is fetched again.
 */
const CACHE_NAME = 'kinframe-frame-media';
const SOURCE_HEADER = 'x-kinframe-source';

export interface Rendition {
  /** The cache key: an address of our own that is never fetched. */
  key: string;
  url: string;
}

export function renditionKey(origin: string, itemId: number, variant: string): string {
  return `${origin}/frame/cache/items/${itemId}/${variant}`;
}

/** The file shown for an item, and a video's poster. */
export function renditionsOf(item: PlaylistItem, origin = location.origin): Rendition[] {
  const variant = `${item.kind}-${item.isInterim ? 'interim' : 'frame'}-${item.width}x${item.height}`;
  const renditions = [{ key: renditionKey(origin, item.id, variant), url: item.url }];
  if (item.posterUrl) renditions.push({ key: renditionKey(origin, item.id, 'poster'), url: item.posterUrl });
  return renditions;
}

/** The stored object behind a signed URL: the same for every signature of the same file. */
export function sourceOf(url: string): string {
  const parsed = new URL(url, location.origin);
  return `${parsed.origin}${parsed.pathname}`;
}

// The Cache API exists only on secure origins (https, localhost); elsewhere the frame streams.
const hasCache = () => typeof caches !== 'undefined';

async function download(rendition: Rendition, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(rendition.url, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`Rendition answered ${response.status}`);
  return response.blob();
}

async function store(cache: Cache, rendition: Rendition, blob: Blob): Promise<void> {
  const headers = { 'content-type': blob.type, [SOURCE_HEADER]: sourceOf(rendition.url) };
  await cache.put(rendition.key, new Response(blob, { headers }));
}

/**
 * A rendition's bytes: the cached copy when it is current, else the network's (kept for next time),
 * else, with no network, whatever copy the cache still holds.
 */
export async function readRendition(rendition: Rendition, signal?: AbortSignal): Promise<Blob> {
  if (!hasCache()) return download(rendition, signal);
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(rendition.key);
  if (cached?.headers.get(SOURCE_HEADER) === sourceOf(rendition.url)) return cached.blob();
  try {
    const blob = await download(rendition, signal);
    await store(cache, rendition, blob).catch(() => undefined);
    return blob;
  } catch (error) {
    if (cached) return cached.blob();
    throw error;
  }
}

/**
 * Brings the cache in line with the playlist: drops what left it, then downloads what is missing,
 * one file at a time so the slide on screen keeps the bandwidth it needs. Stops quietly when the
 * browser's storage is full or the download is cancelled.
 */
export async function syncRenditions(wanted: readonly Rendition[], signal: AbortSignal): Promise<void> {
  if (!hasCache()) return;
  const cache = await caches.open(CACHE_NAME);
  const wantedKeys = new Set(wanted.map((rendition) => rendition.key));
  for (const request of await cache.keys()) {
    if (!wantedKeys.has(request.url)) await cache.delete(request);
  }
  for (const rendition of wanted) {
    if (signal.aborted) return;
    const cached = await cache.match(rendition.key);
    if (cached?.headers.get(SOURCE_HEADER) === sourceOf(rendition.url)) continue;
    try {
      await store(cache, rendition, await download(rendition, signal));
    } catch (error) {
      if (signal.aborted || (error instanceof DOMException && error.name === 'QuotaExceededError')) return;
      // One file that fails (offline, expired link) does not stop the rest; the next sync retries it.
    }
  }
}

export async function clearRenditions(): Promise<void> {
  if (hasCache()) await caches.delete(CACHE_NAME);
}
