import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { MediaConfig } from '../../infra/config.ts';
import type { NewRendition } from '../../infra/db/schema.ts';
import {
  MediaError,
  makePhotoRenditions,
  makeVideoPoster,
  probeVideo,
  transcodeVideo,
} from '../../infra/media/index.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { Publish } from '../events.ts';
import type { LibraryRepo } from './library.repo.ts';
import { type MediaStorage, renditionKey, renditionsPrefix } from './stored-media.ts';

interface MadeFile {
  name: string;
  path: string;
  width: number;
  height: number;
  bytes: number;
  mimeType: string;
}

const RETRY_LIMIT = 3;

/**
 * Makes an item's renditions (grid thumbnails and preview; for a video also its poster and a
 * frame-friendly MP4), stores them beside its original, and marks it ready. Idempotent: keys are
 * built from the content hash and overwritten, rows replaced. A file the tools cannot read fails
 * at once; anything else (storage or database briefly away) is retried with backoff, and the item
 * ends failed when the retries run out, so nothing waits forever.
 */
export function createProcessItemJob(deps: {
  repo: LibraryRepo;
  storage: MediaStorage;
  media: MediaConfig;
  spoolDir: string;
  /** `library.item.ready` once the item can be shown; `library.item.failed` when it never will. */
  publish: Publish;
}) {
  const { repo, storage } = deps;

  async function makeRenditions(kind: 'photo' | 'video', original: string, workDir: string): Promise<MadeFile[]> {
    if (kind === 'photo') return makePhotoRenditions(original, workDir, deps.media);
    const video = await probeVideo(original, deps.media);
    const poster = path.join(workDir, 'poster.jpg');
    await makeVideoPoster(original, poster, video.durationSeconds, deps.media);
    const mp4 = path.join(workDir, 'video.mp4');
    const { bytes } = await transcodeVideo(original, mp4, deps.media);
    const stills = await makePhotoRenditions(poster, path.join(workDir, 'stills'), deps.media);
    return [
      ...stills,
      {
        name: 'poster',
        path: poster,
        width: video.width,
        height: video.height,
        bytes: (await stat(poster)).size,
        mimeType: 'image/jpeg',
      },
      { name: 'video', path: mp4, width: video.width, height: video.height, bytes, mimeType: 'video/mp4' },
    ];
  }

  /**
   * The item was deleted while its renditions were being made: what this run wrote must not outlive
   * it. The delete may have cleared the folder before these writes landed, so the job clears it too,
   * unless someone else still holds the bytes.
   */
  async function releaseIfUnheld(contentHash: string): Promise<void> {
    if (!(await repo.isContentHeld(contentHash))) await storage.deletePrefix(renditionsPrefix(contentHash));
  }

  return defineJob({
    name: 'process-library-item',
    payload: z.object({ itemId: z.number().int(), contentHash: z.string() }),
    retryLimit: RETRY_LIMIT,
    backoff: { delaySeconds: 5 },
    timeoutSeconds: 15 * 60,
    async handler({ itemId, contentHash }, { attempt }) {
      const item = await repo.findItemById(itemId);
      // Deleted meanwhile (perhaps during an earlier run), or replaced by other bytes: nothing to make.
      if (!item || item.content_hash !== contentHash) {
        await releaseIfUnheld(contentHash);
        return;
      }
      const workDir = await makeWorkDir(deps.spoolDir, 'process');
      try {
        const original = path.join(workDir, 'original');
        await storage.downloadToFile(item.original_key, original);
        const made = await makeRenditions(item.kind, original, workDir);
        const renditions: NewRendition[] = [];
        for (const file of made) {
          const key = renditionKey(contentHash, `${file.name}${path.extname(file.path)}`);
          await storage.putFile(key, file.path, { contentType: file.mimeType });
          renditions.push({
            item_id: itemId,
            name: file.name,
            key,
            mime_type: file.mimeType,
            width: file.width,
            height: file.height,
            size_bytes: file.bytes,
          });
        }
        await repo.saveRenditions(itemId, renditions);
        await repo.markReady(itemId, {});
        await deps.publish('library.item.ready', { item });
      } catch (error) {
        // Deleted while this run worked (its original gone, its renditions refused): nothing to retry.
        if (!(await repo.findItemById(itemId))) {
          await releaseIfUnheld(contentHash);
          return;
        }
        const isFinal = error instanceof MediaError || attempt > RETRY_LIMIT;
        if (isFinal) {
          const code = error instanceof MediaError ? error.code : 'upload_failed';
          await repo.markFailed(itemId, code);
          await deps.publish('library.item.failed', { item, code });
          return;
        }
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  });
}
