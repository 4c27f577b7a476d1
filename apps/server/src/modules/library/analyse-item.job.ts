import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MediaError, measurePicture } from '../../infra/media/index.ts';
import { defineJob } from '../../infra/queue/job.ts';
import type { JobQueue } from '../../infra/queue/job-queue.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { Publish } from '../events.ts';
import type { AnalysisRepo } from './analysis.repo.ts';
import { storedReasons, unfitReasonsOf } from './frame-fitness.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { MediaStorage } from './stored-media.ts';

/**
 * The rendition analysed: the ratio grid's (400 px high, the whole picture, a few tens of
 * kilobytes; made from a video's poster for a video). Big enough to see blur a frame would show,
 * small enough to decode in a few milliseconds.
 */
const ANALYSED_RENDITION = 'ratio';
/** Items one catch-up run analyses before handing on to the next run: bounded work per job. */
export const CATCH_UP_BATCH = 100;

/**
 * Analyses an item once its renditions are made: a perceptual hash of the picture (near-duplicates)
 * and the checks of what does not belong on a frame, from one decode of its small rendition. A
 * background job: renditions, which a person waits for, go first. Idempotent: it writes columns of
 * the item keyed by the edit version it saw, and does nothing when that version is analysed.
 */
export function createAnalyseItemJobs(deps: {
  repo: LibraryRepo;
  analysis: AnalysisRepo;
  storage: MediaStorage;
  spoolDir: string;
  /** `library.changed` when the item's fitness for frames changed: frames fetch again. */
  publish: Publish;
  queue: Pick<JobQueue, 'send'>;
}) {
  async function analyse(itemId: number): Promise<void> {
    const item = await deps.repo.findItemById(itemId);
    if (item?.status !== 'ready' || item.analysed_version === item.rendered_version) return;
    const rendition = (await deps.repo.renditionsOf([itemId])).find((row) => row.name === ANALYSED_RENDITION);
    if (!rendition) {
      // Nothing to look at (a rendition lost): recorded as analysed, so the catch-up does not loop on it.
      await deps.analysis.saveAnalysis(itemId, item.rendered_version, {
        hash: null,
        sharpness: null,
        unfitReasons: null,
      });
      return;
    }
    const workDir = await makeWorkDir(deps.spoolDir, 'analyse');
    try {
      const file = path.join(workDir, 'rendition');
      await deps.storage.downloadToFile(rendition.key, file);
      let found: { hash: string | null; sharpness: number | null; unfitReasons: string | null };
      try {
        const measures = await measurePicture(file);
        found = {
          hash: measures.hash,
          sharpness: measures.sharpness,
          unfitReasons: storedReasons(unfitReasonsOf(item, measures)),
        };
      } catch (error) {
        // A rendition the tools cannot read will not read better next time.
        if (!(error instanceof MediaError)) throw error;
        found = { hash: null, sharpness: null, unfitReasons: null };
      }
      await deps.analysis.saveAnalysis(itemId, item.rendered_version, found);
      if (found.unfitReasons !== item.unfit_reasons) await deps.publish('library.changed', { userId: item.owner_id });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  const analyseItem = defineJob({
    name: 'analyse-library-item',
    payload: z.object({ itemId: z.number().int() }),
    priority: 'background',
    retryLimit: 2,
    backoff: { delaySeconds: 30 },
    timeoutSeconds: 5 * 60,
    handler: ({ itemId }) => analyse(itemId),
  });

  /** Items that came before the analysis (or whose analysis never ran): a batch per run, each run sending the next. */
  const catchUp = defineJob({
    name: 'analyse-library-catch-up',
    payload: z.object({ afterId: z.number().int().min(0) }),
    priority: 'background',
    retryLimit: 3,
    backoff: { delaySeconds: 60 },
    timeoutSeconds: 15 * 60,
    async handler({ afterId }, { signal }) {
      const ids = await deps.analysis.unanalysed(afterId, CATCH_UP_BATCH);
      for (const id of ids) {
        if (signal.aborted) return;
        await analyse(id);
      }
      const last = ids.at(-1);
      if (ids.length === CATCH_UP_BATCH && last !== undefined) await sendCatchUp(last);
    },
  });

  async function sendCatchUp(afterId: number): Promise<void> {
    await deps.queue.send(catchUp, { afterId }, { singletonKey: `after:${afterId}` });
  }

  return {
    jobs: [analyseItem, catchUp],
    /** After an item's renditions are made (an upload, an edit): its analysis, once per rendered version. */
    async startAnalysis(item: { id: number; edit_version: number }): Promise<void> {
      await deps.queue.send(analyseItem, { itemId: item.id }, { singletonKey: `${item.id}:${item.edit_version}` });
    },
    /** Every worker asks at its start; the singleton key makes it one run at a time from the start. */
    async startCatchUp(): Promise<void> {
      await deps.queue.send(catchUp, { afterId: 0 }, { singletonKey: 'start' });
    },
  };
}
