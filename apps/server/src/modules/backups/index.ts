import type { AppContext } from '../../context.ts';
import { createBackupsService } from './backups.service.ts';
import { createNightlyBackupJob, NIGHTLY_BACKUP_KEY } from './nightly-backup.job.ts';

/** Backups of the server's data: taken on request (the CLI) and nightly by the worker with BACKUP_DIR. */
export function createBackupsModule(context: AppContext) {
  const { config, db, clock, queue } = context;
  const backups = createBackupsService({ subject: config, backup: config.backup, db, clock });
  const nightlyBackup = createNightlyBackupJob({ backups });
  return {
    backups,
    jobs: [nightlyBackup],
    /** The worker asks now and then; nothing is sent without BACKUP_DIR, one waits or runs at a time. */
    requestNightlyBackup: async () => {
      if (config.backup.directory) await queue.send(nightlyBackup, {}, { singletonKey: NIGHTLY_BACKUP_KEY });
    },
  };
}
