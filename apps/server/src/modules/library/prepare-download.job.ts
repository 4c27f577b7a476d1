import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { Publish } from '../events.ts';
import type { DownloadsRepo } from './downloads.repo.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { MediaStorage } from './stored-media.ts';

const RETRY_LIMIT = 2;

/** Two files of one name in a zip would hide each other: the second becomes `name (2).jpg`. */
export function uniqueEntryNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    if (count === 1) return name;
    const extension = path.extname(name);
    return `${name.slice(0, name.length - extension.length)} (${count})${extension}`;
  });
}

/**
 * Builds the zip of a download from the items' originals, streamed one after the other through a
 * temporary file (never whole in memory), stores it, marks the download ready and mails the link.
 * Items deleted meanwhile are left out. Idempotent: the zip's key is the download's own.
 */
export function createPrepareDownloadJob(deps: {
  downloads: DownloadsRepo;
  library: LibraryRepo;
  storage: MediaStorage;
  clock: Clock;
  spoolDir: string;
  /** How long a prepared zip lasts (DOWNLOAD_TTL_HOURS). */
  ttlHours: number;
  /** `library.download.ready` once the zip is stored. */
  publish: Publish;
}) {
  return defineJob({
    name: 'prepare-download',
    payload: z.object({ downloadId: z.number().int() }),
    retryLimit: RETRY_LIMIT,
    backoff: { delaySeconds: 10 },
    timeoutSeconds: 60 * 60,
    async handler({ downloadId }, { attempt }) {
      const download = await deps.downloads.findById(downloadId);
      if (download?.status !== 'preparing') return;
      const workDir = await makeWorkDir(deps.spoolDir, 'download');
      try {
        const ids = JSON.parse(download.item_ids) as number[];
        const items = await deps.library.findItemsByIds(download.user_id, ids);
        const zip = new ZipFile();
        const zipPath = path.join(workDir, 'download.zip');
        const written = pipeline(zip.outputStream, createWriteStream(zipPath));
        const names = uniqueEntryNames(items.map((item) => item.name));
        for (const [index, item] of items.entries()) {
          const file = path.join(workDir, `item-${item.id}`);
          await deps.storage.downloadToFile(item.original_key, file);
          // Photos and videos are compressed already: stored, not deflated again.
          zip.addFile(file, names[index] ?? `item-${item.id}`, { compress: false, mtime: new Date(item.created_at) });
        }
        zip.end();
        await written;
        const key = `downloads/${downloadId}/download.zip`;
        await deps.storage.putFile(key, zipPath, { contentType: 'application/zip' });
        const expiresAt = new Date(deps.clock.now().getTime() + deps.ttlHours * 3_600_000).toISOString();
        if (!(await deps.downloads.markReady(downloadId, key, expiresAt))) {
          // Its row went while the zip was built (an item in it was deleted): the zip goes too.
          await deps.storage.delete([key]);
          return;
        }
        await deps.publish('library.download.ready', {
          userId: download.user_id,
          downloadId,
          itemCount: ids.length,
          expiresAt: new Date(expiresAt),
        });
      } catch (error) {
        if (attempt > RETRY_LIMIT) {
          await deps.downloads.markFailed(downloadId);
          return;
        }
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  });
}
