import { z } from 'zod';
import { defineJob } from '../../infra/queue/job.ts';
import type { BackupsService } from './backups.service.ts';

/**
 * The nightly backup into BACKUP_DIR. A job, so that with several workers one takes it at a time
 * (sent under one singleton key); the service finds whether today's is still to do.
 */
export function createNightlyBackupJob(deps: { backups: Pick<BackupsService, 'takeNightlyIfDue'> }) {
  return defineJob({
    name: 'nightly-backup',
    payload: z.object({}),
    retryLimit: 2,
    backoff: { delaySeconds: 5 * 60 },
    // A large media folder copied for the first time takes long; its lease keeps it its worker's.
    timeoutSeconds: 6 * 60 * 60,
    handler: async () => {
      await deps.backups.takeNightlyIfDue();
    },
  });
}

export const NIGHTLY_BACKUP_KEY = 'nightly-backup';
