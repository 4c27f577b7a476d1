/**
 * Files shared to Kinframe from a phone's share sheet, as the service worker kept them
 * (sw/keep-shared-files.ts writes this format; shared-files.test.ts proves the two agree): one
 * Cache Storage entry per file, its name and date in headers. They stay until uploaded or let go.
 */
const SHARED_FILES_CACHE = 'kinframe-shared-files';

export interface SharedFile {
  /** The entry's address in the cache, to let it go once uploaded. */
  key: string;
  file: File;
}

/** Cache Storage, where there is one: not in an insecure context, nor in some private windows. */
function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** The kept files, oldest share first, in the order they were shared. */
export async function readSharedFiles(storage = cacheStorage()): Promise<SharedFile[]> {
  if (!storage || !(await storage.has(SHARED_FILES_CACHE))) return [];
  const cache = await storage.open(SHARED_FILES_CACHE);
  const requests = [...(await cache.keys())].sort((a, b) => a.url.localeCompare(b.url, 'en', { numeric: true }));
  const kept: SharedFile[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    if (!response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? '') || 'shared-file';
    const lastModified = Number(response.headers.get('x-last-modified')) || Date.now();
    kept.push({ key: request.url, file: new File([blob], name, { type: blob.type, lastModified }) });
  }
  return kept;
}

export async function forgetSharedFile(key: string, storage = cacheStorage()): Promise<void> {
  if (!storage) return;
  const cache = await storage.open(SHARED_FILES_CACHE);
  await cache.delete(key);
}
