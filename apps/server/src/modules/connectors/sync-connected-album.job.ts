import { z } from 'zod';
import { defineJob } from '../../infra/queue/job.ts';
import type { SourceSync } from './source-sync.ts';

/**
 * One run of a connected album's sync (source-sync.ts). Sent under the album's id as singleton
 * key, so an album runs once at a time; a run stops after a few minutes and the connectors' tick
 * sends the next, so a large import never holds a worker past its job timeout. Failures are the
 * album's state, not the job's: no retries beyond the queue's own for a crash.
 */
export function createSyncConnectedAlbumJob(deps: { sync: () => SourceSync }) {
  return defineJob({
    name: 'sync-connected-album',
    payload: z.object({ albumId: z.number().int().positive() }),
    retryLimit: 2,
    timeoutSeconds: 10 * 60,
    handler: async ({ albumId }, { signal }) => {
      await deps.sync().sync(albumId, signal);
    },
  });
}
