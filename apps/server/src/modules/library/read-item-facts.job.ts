import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.ts';
import type { MediaConfig } from '../../infra/config.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import { MediaError, type Position, probeVideo, readPhotoFacts } from '../../infra/media/index.ts';
import { inTimeZone, type Places } from '../../infra/places/index.ts';
import { defineJob } from '../../infra/queue/job.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import { ObjectNotFoundError } from '../../infra/storage/storage.ts';
import { cameraColumns, FACTS_VERSION, whereColumns } from './item-facts.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { MediaStorage } from './stored-media.ts';

/** Items read per query: small, so each batch is short and its progress is written as it goes. */
const BATCH = 25;
/**
 * How long one run reads before it makes way: the worker's other jobs (an upload's thumbnails) are
 * never kept waiting on the catch-up for longer. The worker asks again at start and every sweep.
 */
const RUN_BUDGET_MS = 3 * 60_000;
/** EXIF sits before a photo's pixels; this much of the file holds it in every photo seen. */
const PHOTO_HEAD_BYTES = 256 * 1024;

export const READ_ITEM_FACTS_KEY = 'read-item-facts';

interface ReadFacts {
  takenAt: string | null;
  camera: Parameters<typeof cameraColumns>[0]['camera'];
  exposure: Parameters<typeof cameraColumns>[0]['exposure'];
  position: Position | null;
}

const NO_FACTS: ReadFacts = { takenAt: null, camera: null, exposure: null, position: null };

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The catch-up: reads once what the metadata of every item already in every library says (the
 * date taken, camera and exposure where the item has none of them, the position, and the place
 * and time zone named from it) for items read to an older FACTS_VERSION than the library's (those
 * from before it learned to read them), a batch at a time, oldest first, each marked as read as it
 * is done, so no item is read twice. A place the owner set or removed is left as it is; so is a date
 * the owner corrected (only a date still as the file gives it gets the offset of where it was taken).
 * A photo's EXIF is read from the first bytes of its original, not the whole file; a video is
 * fetched for ffprobe. A file that cannot be read (gone, or not what it says) is marked read with
 * nothing learnt; storage or the database failing is retried as any job.
 */
export function createReadItemFactsJob(deps: {
  repo: LibraryRepo;
  storage: MediaStorage;
  places: Places;
  media: MediaConfig;
  spoolDir: string;
  clock: Clock;
}) {
  const { repo, storage } = deps;

  async function readFacts(row: LibraryItemRow): Promise<ReadFacts> {
    try {
      if (row.kind === 'photo') {
        const head = await readAll(await storage.read(row.original_key, { start: 0, end: PHOTO_HEAD_BYTES - 1 }));
        return await readPhotoFacts(head);
      }
      const workDir = await makeWorkDir(deps.spoolDir, 'facts');
      try {
        const original = path.join(workDir, 'original');
        await storage.downloadToFile(row.original_key, original);
        const video = await probeVideo(original, deps.media);
        return { ...NO_FACTS, takenAt: video.takenAt, position: video.position };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    } catch (error) {
      if (error instanceof ObjectNotFoundError || error instanceof MediaError) return NO_FACTS;
      throw error;
    }
  }

  async function readItem(row: LibraryItemRow): Promise<void> {
    const facts = await readFacts(row);
    const hasNoCamera = [
      row.camera_make,
      row.camera_model,
      row.camera_lens,
      row.exposure_f_number,
      row.exposure_time,
      row.exposure_iso,
      row.exposure_focal_length,
    ].every((value) => value === null);
    const where = row.place_by_person === 1 ? null : await whereColumns(deps.places, facts.position);
    // Only a date as the file gives it: an upload time or the owner's correction stays.
    const takenAt =
      facts.takenAt !== null && facts.takenAt === row.created_at && where?.time_zone
        ? inTimeZone(facts.takenAt, where.time_zone)
        : null;
    await repo.saveReadFacts(row.id, {
      camera: hasNoCamera ? cameraColumns(facts) : null,
      where,
      createdAt: takenAt !== null && takenAt !== row.created_at ? { from: row.created_at, to: takenAt } : null,
      factsVersion: FACTS_VERSION,
    });
  }

  return defineJob({
    name: 'read-item-facts',
    payload: z.object({}),
    retryLimit: 3,
    backoff: { delaySeconds: 60 },
    timeoutSeconds: 15 * 60,
    async handler(_payload, { signal }) {
      const deadline = deps.clock.now().getTime() + RUN_BUDGET_MS;
      let afterId = 0;
      while (!signal.aborted && deps.clock.now().getTime() < deadline) {
        const rows = await repo.itemsBehindFacts(FACTS_VERSION, afterId, BATCH);
        for (const row of rows) {
          if (signal.aborted) return;
          await readItem(row);
          afterId = row.id;
        }
        if (rows.length < BATCH) return;
      }
    },
  });
}
