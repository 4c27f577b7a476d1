// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepSharedFiles } from '../../sw/keep-shared-files.ts';
import { forgetSharedFile, readSharedFiles } from './shared-files.ts';

/** Cache Storage as a map of maps, enough for a worker that writes and a page that reads. */
function fakeCacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), 'https://kinframe.example').href;
  const open = async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(keyOf(request), response);
      },
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
    } as unknown as Cache;
  };
  return {
    open,
    has: async (name: string) => caches.has(name),
  } as unknown as CacheStorage;
}

const photo = (name: string, type = 'image/jpeg', lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, name.length])], name, { type, lastModified });

describe('files shared from the phone, kept by the service worker and read by the page', () => {
  it('reads back what the worker kept: bytes, name, type and date, in the order shared', async () => {
    const storage = fakeCacheStorage();
    const files = Array.from({ length: 12 }, (_, index) => photo(`IMG_${index}.jpg`));
    files.push(photo('Grand-mère à la plage.mov', 'video/quicktime', 1_650_000_000_000));
    expect(await keepSharedFiles(files, storage, 1_000)).toBe(13);

    const kept = await readSharedFiles(storage);
    expect(kept.map(({ file }) => file.name)).toEqual(files.map((file) => file.name));
    const video = kept.at(-1)?.file;
    expect(video?.type).toBe('video/quicktime');
    expect(video?.lastModified).toBe(1_650_000_000_000);
    expect(new Uint8Array(await (video as File).arrayBuffer())).toEqual(
      new Uint8Array(await (files.at(-1) as File).arrayBuffer()),
    );
  });

  it('adds a second share to the first, and lets each file go once uploaded', async () => {
    const storage = fakeCacheStorage();
    await keepSharedFiles([photo('first.jpg')], storage, 1_000);
    await keepSharedFiles([photo('second.png', 'image/png')], storage, 2_000);
    const kept = await readSharedFiles(storage);
    expect(kept.map(({ file }) => file.name)).toEqual(['first.jpg', 'second.png']);

    await forgetSharedFile(kept[0]?.key ?? '', storage);
    expect((await readSharedFiles(storage)).map(({ file }) => file.name)).toEqual(['second.png']);
  });

  it('finds nothing where nothing was shared, or where there is no Cache Storage', async () => {
    expect(await readSharedFiles(fakeCacheStorage())).toEqual([]);
    expect(await readSharedFiles(undefined)).toEqual([]);
  });
});
