import { z } from 'zod';
import { defineJob } from '../../infra/queue/job.ts';
import type { FrameHealthService } from './frame-health.service.ts';

/**
 * The sweep that tells owners of frames offline for a day. A job, so that with several workers one
 * runs it at a time (sent with a singleton key); each notice is taken by a conditional update
 * besides, so a second run tells nobody twice.
 */
export function createOfflineSweepJob(deps: { health: Pick<FrameHealthService, 'sweepOffline'> }) {
  return defineJob({
    name: 'frame-offline-sweep',
    payload: z.object({}),
    retryLimit: 1,
    timeoutSeconds: 5 * 60,
    handler: async () => {
      await deps.health.sweepOffline();
    },
  });
}

export const OFFLINE_SWEEP_KEY = 'frame-offline-sweep';
