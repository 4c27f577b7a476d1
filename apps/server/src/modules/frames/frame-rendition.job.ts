import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FocusPoint } from '@kinframe/contract';
import { z } from 'zod';
import type { MediaConfig } from '../../infra/config.ts';
import { makeFrameRendition } from '../../infra/media/index.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import { artPrefix } from '../albums/collections.service.ts';
import { focusInShownPicture } from '../library/item-edits.ts';
import type { LibraryService } from '../library/library.service.ts';
import { editedRenditionKey, type MediaStorage, renditionKey } from '../library/stored-media.ts';
import type { PlaylistRepo } from './playlist.repo.ts';
import type { FrameRenditionSize, MissingRendition, PlaylistService } from './playlist.service.ts';

/** After this many new renditions the frame is told, so a long playlist sharpens as it goes. */
const TELL_EVERY = 25;

/**
 * Content-addressed, beside the other renditions of the same bytes: made once per size, for everyone.
 * An edited photo's are its own, beside its other edited renditions.
 */
function frameRenditionKey(item: MissingRendition, size: FrameRenditionSize, focus: FocusPoint | null): string {
  // A focused photo's crop is another picture: another key, so no cache keeps showing the old one.
  const focused = focus ? `-f${Math.round(focus.x * 10_000)}-${Math.round(focus.y * 10_000)}` : '';
  const file = `frame-${size.width}x${size.height}${focused}.jpg`;
  if (item.source === 'art') return `${artPrefix(item.contentHash)}${file}`;
  if (item.edited) return editedRenditionKey(item.contentHash, item.id, item.edited.version, file);
  return renditionKey(item.contentHash, file);
}

/**
 * Makes the frame renditions a frame's playlist lacks: each photo at exactly the frame's size,
 * cropped around its focus point when it has one, else attention-cropped (sharp), from its
 * original (HEIC was turned into JPEG at upload), or from its edited picture when it is edited
 * (the focus point moved through the edit). Bytes that already have the size (a copy in another
 * library, another frame of the same size) cost a row, not a resize. One job per frame and size
 * at a time (singleton key). A photo that cannot be made is reported and left interim; the
 * frame's next playlist build queues the job again. The frame is told when renditions are ready,
 * and also when there was nothing left to make (another frame's job made them): its playlist
 * still shows the interim ones.
 */
export function createFrameRenditionJob(deps: {
  playlist: Pick<PlaylistService, 'missingRenditions'>;
  repo: Pick<PlaylistRepo, 'saveArtRendition'>;
  /** The library's renditions table: a frame's size is one more rendition of the item, kept by the library. */
  library: Pick<LibraryService, 'isContentHeld' | 'findItemRow' | 'renditionOfContent' | 'saveRendition'>;
  storage: MediaStorage;
  media: MediaConfig;
  spoolDir: string;
  tellFrame: (frameId: number) => Promise<void>;
  reportError?: (error: unknown) => void;
}) {
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Frame rendition: ${error instanceof Error ? error.message : String(error)}\n`));

  /** The library photo's focus point in the picture its rendition is cut from; null: automatic. */
  async function focusFor(item: MissingRendition): Promise<FocusPoint | null> {
    if (item.source !== 'library') return null;
    const row = await deps.library.findItemRow(item.id);
    return row ? focusInShownPicture(row, item.edited !== null) : null;
  }

  async function isFocusStill(item: MissingRendition, focus: FocusPoint | null): Promise<boolean> {
    return JSON.stringify(await focusFor(item)) === JSON.stringify(focus);
  }

  async function makeOne(item: MissingRendition, size: FrameRenditionSize, workDir: string): Promise<void> {
    const focus = await focusFor(item);
    const key = frameRenditionKey(item, size, focus);
    if (item.source === 'library' && !item.edited) {
      // Only the original's: an edited copy's rendition of the same bytes shows its edit.
      const made = await deps.library.renditionOfContent(item.contentHash, size.name, key);
      if (made) {
        await deps.library.saveRendition({ ...made, item_id: item.id });
        return;
      }
    }
    const original = path.join(workDir, `${item.source}-${item.id}`);
    const out = `${original}.jpg`;
    try {
      await deps.storage.downloadToFile(item.edited?.key ?? item.originalKey, original);
      const file = await makeFrameRendition(original, out, size, deps.media, focus);
      await deps.storage.putFile(key, out, { contentType: file.mimeType });
      const row = {
        name: size.name,
        key,
        mime_type: file.mimeType,
        width: file.width,
        height: file.height,
        size_bytes: file.bytes,
      };
      if (item.source === 'art') await deps.repo.saveArtRendition({ ...row, art_id: item.id });
      // The focus moved while this was cut: no row for it (the next playlist build queues the one
      // around the new point); its bytes lie under the content's folder and go with the content.
      else if (await isFocusStill(item, focus)) await deps.library.saveRendition({ ...row, item_id: item.id });
    } catch (error) {
      // The item was deleted while this ran: what was just written must not outlive its bytes.
      if (item.source === 'library' && !(await deps.library.isContentHeld(item.contentHash))) {
        await deps.storage.delete([key]);
        return;
      }
      throw error;
    } finally {
      await rm(original, { force: true });
      await rm(out, { force: true });
    }
  }

  return defineJob({
    name: 'make-frame-renditions',
    payload: z.object({ frameId: z.number().int() }),
    retryLimit: 2,
    backoff: { delaySeconds: 30 },
    // A first playlist of thousands of photos: long, but told to the frame as it goes.
    timeoutSeconds: 60 * 60,
    async handler({ frameId }, { signal }) {
      const work = await deps.playlist.missingRenditions(frameId);
      if (!work) return;
      let made = 0;
      let failed = 0;
      if (work.items.length > 0) {
        await mkdir(deps.spoolDir, { recursive: true });
        const workDir = await makeWorkDir(deps.spoolDir, 'frame');
        try {
          for (const item of work.items) {
            signal.throwIfAborted();
            try {
              await makeOne(item, work.size, workDir);
              made += 1;
              if (made % TELL_EVERY === 0) await deps.tellFrame(frameId);
            } catch (error) {
              failed += 1;
              reportError(error);
            }
          }
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
      // Nothing made and something failed: telling the frame would only queue the same failure again.
      if (made > 0 || failed === 0) await deps.tellFrame(frameId);
    },
  });
}
