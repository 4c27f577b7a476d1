import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { Publish } from '../events.ts';
import type { DownloadsRepo, ExportPart } from './downloads.repo.ts';
import { albumFolders, editedName, sidecarOf, uniqueNameIn, yearFolder } from './export-layout.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { MediaStorage } from './stored-media.ts';
import type { TagsRepo } from './tags.repo.ts';

const RETRY_LIMIT = 2;
/** Items read from the database at a time. */
const PAGE = 200;
/** What a zip spends on one entry beside its bytes (headers, the name twice, data descriptor), with room. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The person's own albums, by name, with the ids of the items in them. */
export type AlbumsToExport = (userId: number) => Promise<Array<{ name: string; itemIds: number[] }>>;

export function exportPartName(createdAt: string, index: number): string {
  return `kinframe-export-${createdAt.slice(0, 10)}-part-${index + 1}.zip`;
}

/** One zip part being written to the work folder. */
interface OpenPart {
  zip: ZipFile;
  file: string;
  written: Promise<void>;
  bytes: number;
  entries: number;
}

/**
 * Builds the archive of a whole library ("Export everything"): each item's original, its edited
 * version when it has one, and a JSON sidecar, in a folder per own album the item is in (a copy in
 * each: unpacked, every folder is whole) or, in none, in `Library/<year>/`. The zip is cut into
 * parts of at most `partBytes` (an item's files stay in one part, so a part read alone still pairs
 * each file with its sidecar; one item larger than a part gets a part of its own), each stored as
 * soon as it is written, so the work folder holds one part at a time. Progress is written as items
 * go; `library.export.ready` once every part is stored. Idempotent: a rerun writes the same keys.
 */
export function createPrepareExportJob(deps: {
  downloads: DownloadsRepo;
  library: LibraryRepo;
  tags: TagsRepo;
  albumsOf: AlbumsToExport;
  storage: MediaStorage;
  clock: Clock;
  spoolDir: string;
  /** How long the parts last (DOWNLOAD_TTL_HOURS). */
  ttlHours: number;
  /** Largest part (EXPORT_PART_GB). */
  partBytes: () => number;
  publish: Publish;
}) {
  return defineJob({
    name: 'prepare-export',
    payload: z.object({ exportId: z.number().int() }),
    retryLimit: RETRY_LIMIT,
    backoff: { delaySeconds: 30 },
    timeoutSeconds: 12 * 60 * 60,
    async handler({ exportId }, { attempt }) {
      const row = await deps.downloads.findById(exportId);
      if (row?.kind !== 'export' || row.status !== 'preparing') return;
      const userId = row.user_id;
      const workDir = await makeWorkDir(deps.spoolDir, 'export');
      const parts: ExportPart[] = [];
      let part: OpenPart | null = null;
      const fetched = new Set<string>();

      const openPart = (): OpenPart => {
        const zip = new ZipFile();
        const file = path.join(workDir, `part-${parts.length + 1}.zip`);
        return { zip, file, written: pipeline(zip.outputStream, createWriteStream(file)), bytes: 0, entries: 0 };
      };
      const closePart = async (open: OpenPart) => {
        open.zip.end();
        await open.written;
        const key = `downloads/${exportId}/${exportPartName(row.created_at, parts.length)}`;
        await deps.storage.putFile(key, open.file, { contentType: 'application/zip' });
        parts.push({ key, sizeBytes: (await stat(open.file)).size });
        // The part is stored: its file and the media it was made of leave the work folder.
        await rm(open.file, { force: true });
        for (const file of fetched) await rm(file, { force: true });
        fetched.clear();
      };
      const fetch = async (key: string, name: string) => {
        const file = path.join(workDir, name);
        if (!fetched.has(file)) {
          await deps.storage.downloadToFile(key, file);
          fetched.add(file);
        }
        return file;
      };

      try {
        const albums = await deps.albumsOf(userId);
        const folders = albumFolders(albums.map((album) => album.name));
        const albumsOfItem = new Map<number, number[]>();
        for (const [index, album] of albums.entries()) {
          for (const itemId of album.itemIds) albumsOfItem.set(itemId, [...(albumsOfItem.get(itemId) ?? []), index]);
        }
        const namesIn = new Map<string, Set<string>>();
        const partBytes = deps.partBytes();
        let done = 0;
        let afterId = 0;
        for (;;) {
          const items = await deps.library.exportableItems(userId, afterId, PAGE);
          if (items.length === 0) break;
          afterId = items[items.length - 1]?.id ?? afterId;
          const ids = items.map((item) => item.id);
          const edited = new Map(
            (await deps.library.renditionsOf(ids))
              .filter((rendition) => rendition.name === 'edited')
              .map((rendition) => [rendition.item_id, rendition]),
          );
          const tagsOf = new Map<number, string[]>();
          for (const tag of await deps.tags.namesOn(ids)) {
            tagsOf.set(tag.item_id, [...(tagsOf.get(tag.item_id) ?? []), tag.name]);
          }
          for (const item of items) {
            const editedRendition = item.edit === null ? undefined : edited.get(item.id);
            const inAlbums = albumsOfItem.get(item.id) ?? [];
            const itemFolders =
              inAlbums.length > 0 ? inAlbums.map((index) => folders[index] ?? '') : [yearFolder(item.created_at)];
            const originalBytes = Number(item.size_bytes);
            const editedBytes = editedRendition ? Number(editedRendition.size_bytes) : 0;
            for (const folder of itemFolders) {
              const taken = namesIn.get(folder) ?? new Set<string>();
              namesIn.set(folder, taken);
              const name = uniqueNameIn(taken, item.name, editedRendition?.mime_type ?? null);
              const editedFile = editedRendition ? editedName(name, editedRendition.mime_type) : null;
              const sidecar = Buffer.from(
                `${JSON.stringify(
                  sidecarOf(item, {
                    tags: tagsOf.get(item.id) ?? [],
                    albums: inAlbums.map((index) => albums[index]?.name ?? ''),
                    edited: editedFile,
                  }),
                  null,
                  2,
                )}\n`,
              );
              const groupBytes =
                originalBytes +
                editedBytes +
                sidecar.length +
                ENTRY_OVERHEAD_BYTES * 3 +
                6 * (folder.length + name.length);
              if (part && part.entries > 0 && part.bytes + groupBytes > partBytes) {
                await closePart(part);
                part = null;
              }
              part ??= openPart();
              // Photos and videos are compressed already: stored, not deflated again.
              const mtime = new Date(item.created_at);
              part.zip.addFile(await fetch(item.original_key, `item-${item.id}`), `${folder}/${name}`, {
                compress: false,
                mtime,
              });
              if (editedRendition && editedFile) {
                part.zip.addFile(
                  await fetch(editedRendition.key, `item-${item.id}-edited`),
                  `${folder}/${editedFile}`,
                  {
                    compress: false,
                    mtime,
                  },
                );
              }
              part.zip.addBuffer(sidecar, `${folder}/${name}.json`, { mtime });
              part.bytes += groupBytes;
              part.entries += 1;
            }
            done += 1;
          }
          await deps.downloads.setProgress(exportId, done);
        }
        if (part || parts.length === 0) await closePart(part ?? openPart());
        part = null;
        const expiresAt = new Date(deps.clock.now().getTime() + deps.ttlHours * 3_600_000).toISOString();
        if (!(await deps.downloads.markExportReady(exportId, parts, expiresAt))) {
          // Its row went while the parts were built (an item in it was deleted): the parts go too.
          await deps.storage.delete(parts.map((stored) => stored.key));
          return;
        }
        await deps.publish('library.export.ready', {
          userId,
          exportId,
          itemCount: done,
          partCount: parts.length,
          expiresAt: new Date(expiresAt),
        });
      } catch (error) {
        if (part) {
          part.zip.end();
          await part.written.catch(() => undefined);
        }
        if (attempt > RETRY_LIMIT) {
          await deps.downloads.markFailed(exportId);
          return;
        }
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  });
}
