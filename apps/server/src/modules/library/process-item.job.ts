import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EditRecipe } from '@kinframe/contract';
import { z } from 'zod';
import type { MediaConfig } from '../../infra/config.ts';
import type { NewRendition } from '../../infra/db/schema.ts';
import {
  MediaError,
  makeEditedPhoto,
  makeEditedVideo,
  makePhotoRenditions,
  makeVideoPoster,
  probeVideo,
  transcodeVideo,
} from '../../infra/media/index.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { Publish } from '../events.ts';
import { editOf } from './item-edits.ts';
import type { LibraryRepo } from './library.repo.ts';
import {
  editedRenditionKey,
  itemEditsPrefix,
  type MediaStorage,
  renditionKey,
  renditionsPrefix,
} from './stored-media.ts';

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
 * built from the content hash and overwritten, rows replaced. An edited item's renditions are made
 * the same way from its edited picture or clip (kept too, as `edited`), under keys of the item's
 * own and its edit version; a run for an edit that a newer one replaced does nothing, and one
 * that fails leaves the item as it was before the edit, with the reason. A file the tools cannot read fails
 * at once; anything else (storage or database briefly away) is retried with backoff, and the item
 * ends failed when the retries run out, so nothing waits forever.
 */
export function createProcessItemJob(deps: {
  repo: LibraryRepo;
  storage: MediaStorage;
  media: MediaConfig;
  spoolDir: string;
  /**
   * `library.item.ready` once an upload can be shown; `library.item.failed` when it never will;
   * `library.changed` when an edit's renditions are made (or could not be).
   */
  publish: Publish;
  /** Queues the item's analysis (hash and frame checks) once its renditions are made: background work. */
  startAnalysis: (item: { id: number; edit_version: number }) => Promise<void>;
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

  /** The edited picture (or clip), then every rendition made from it as from an original. */
  async function makeEditedRenditions(edit: EditRecipe, original: string, workDir: string): Promise<MadeFile[]> {
    if (edit.kind === 'photo') {
      const edited = await makeEditedPhoto(original, path.join(workDir, 'edited.jpg'), edit, deps.media);
      const renditions = await makeRenditions('photo', edited.path, path.join(workDir, 'renditions'));
      return [...renditions, { name: 'edited', ...edited }];
    }
    const clip = path.join(workDir, 'edited.mp4');
    await makeEditedVideo(original, clip, edit, deps.media);
    const renditionsDir = path.join(workDir, 'renditions');
    await mkdir(renditionsDir, { recursive: true });
    const renditions = await makeRenditions('video', clip, renditionsDir);
    // The frames' MP4 of the edited clip is the edited clip: one file, two names.
    const video = renditions.find((file) => file.name === 'video');
    return video ? [...renditions, { ...video, name: 'edited' }] : renditions;
  }

  /** Keys of earlier edits no row points at any more (a copy of an edited item may still show them). */
  async function deleteStaleEdits(before: NewRendition[], contentHash: string, itemId: number): Promise<void> {
    const prefix = itemEditsPrefix(contentHash, itemId);
    const candidates = [...new Set(before.map((row) => row.key).filter((key) => key.startsWith(prefix)))];
    const referenced = await repo.referencedKeys(candidates);
    const stale = candidates.filter((key) => !referenced.has(key));
    if (stale.length > 0) await storage.delete(stale);
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
    payload: z.object({
      itemId: z.number().int(),
      contentHash: z.string(),
      /** A run for an edit (or a revert): the item's edit version it makes, and the edit before it. */
      edit: z.object({ version: z.number().int(), previous: z.string().nullable() }).optional(),
    }),
    retryLimit: RETRY_LIMIT,
    backoff: { delaySeconds: 5 },
    timeoutSeconds: 15 * 60,
    async handler({ itemId, contentHash, edit: run }, { attempt }) {
      const item = await repo.findItemById(itemId);
      // Deleted meanwhile (perhaps during an earlier run), or replaced by other bytes: nothing to make.
      if (!item || item.content_hash !== contentHash) {
        await releaseIfUnheld(contentHash);
        return;
      }
      // A newer edit came: its own run makes its renditions.
      if (run && item.edit_version !== run.version) return;
      const edit = editOf(item.edit);
      const keyOf = (file: MadeFile) => {
        const fileName = `${file.name}${path.extname(file.path)}`;
        return edit
          ? editedRenditionKey(contentHash, itemId, item.edit_version, fileName)
          : renditionKey(contentHash, fileName);
      };
      const workDir = await makeWorkDir(deps.spoolDir, 'process');
      try {
        const original = path.join(workDir, 'original');
        await storage.downloadToFile(item.original_key, original);
        const made = edit
          ? await makeEditedRenditions(edit, original, workDir)
          : await makeRenditions(item.kind, original, workDir);
        const renditions: NewRendition[] = [];
        // One file may serve two names (an edited clip is also the frames' MP4): stored once.
        const keyOfPath = new Map<string, string>();
        for (const file of made) {
          let key = keyOfPath.get(file.path);
          if (key === undefined) {
            key = keyOf(file);
            await storage.putFile(key, file.path, { contentType: file.mimeType });
            keyOfPath.set(file.path, key);
          }
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
        const before = run ? await repo.renditionsOf([itemId]) : [];
        const current = run ? await repo.findItemById(itemId) : item;
        if (!current || (run && current.edit_version !== run.version)) {
          // Replaced (or deleted) while this run worked: what it wrote is nobody's.
          if (edit) await storage.delete(renditions.map((row) => row.key));
          if (!current) await releaseIfUnheld(contentHash);
          return;
        }
        await repo.saveRenditions(itemId, renditions);
        await repo.markReady(itemId, { rendered_version: item.edit_version });
        await deps.startAnalysis(item);
        if (run) {
          // Not an upload: nobody is told "upload finished", but every frame that may show it is.
          await deps.publish('library.changed', { userId: item.owner_id });
          await deleteStaleEdits(before, contentHash, itemId);
        } else {
          await deps.publish('library.item.ready', { item });
        }
      } catch (error) {
        // Deleted while this run worked (its original gone, its renditions refused): nothing to retry.
        if (!(await repo.findItemById(itemId))) {
          await releaseIfUnheld(contentHash);
          return;
        }
        const isFinal = error instanceof MediaError || attempt > RETRY_LIMIT;
        if (isFinal) {
          const code = error instanceof MediaError ? error.code : 'upload_failed';
          if (run) {
            // The edit could not be made: the item keeps what it showed before, and says why.
            await repo.restoreEdit(itemId, run.version, run.previous, code);
            await deps.publish('library.changed', { userId: item.owner_id });
            return;
          }
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
