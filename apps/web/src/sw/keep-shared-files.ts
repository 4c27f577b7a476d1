/**
 * Keeps the files of a share in Cache Storage, one entry per file with its name and date in
 * headers, until the shared-files page has uploaded them (routes/library-shared/shared-files.ts
 * reads this format: the service worker imports nothing the app imports, so each side spells it
 * out, and shared-files.test.ts proves they agree). Added to what an earlier share left, so two
 * shares in a row lose nothing. Returns how many files were kept.
 */
export async function keepSharedFiles(
  files: readonly File[],
  storage: CacheStorage,
  now = Date.now(),
): Promise<number> {
  const cache = await storage.open('kinframe-shared-files');
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        `/share/files/${now}-${index}`,
        new Response(file, {
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-file-name': encodeURIComponent(file.name),
            'x-last-modified': String(file.lastModified),
          },
        }),
      ),
    ),
  );
  return files.length;
}
