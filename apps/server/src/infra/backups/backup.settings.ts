import path from 'node:path';
import { z } from 'zod';
import { optionalText, type Settings, type SettingValues } from '../settings/setting.ts';

/** The worker's nightly backup: where it goes and how many are kept. */
export const BACKUP_SETTINGS = {
  BACKUP_DIR: {
    schema: optionalText,
    defaultText: '(unset: no nightly backup)',
    doc: 'Folder of the nightly backups: once a day (at 03:00 UTC, or the worker’s first check after it) the worker writes the database, the local media and a manifest into a dated subfolder (`YYYY-MM-DD`), hard-linking the media unchanged since the previous one. Relative paths are resolved like DATA_DIR. `npm run admin -- restore <folder>` brings one back.',
  },
  BACKUP_KEEP: {
    schema: z.coerce.number().int().min(1).max(3650).default(7),
    doc: 'How many nightly backups BACKUP_DIR keeps: the newest ones; older dated subfolders are removed after each backup.',
  },
} satisfies Settings;

/** `typedIn`: the folder the command was typed in, which a relative BACKUP_DIR is resolved from. */
export function readBackupConfig(values: SettingValues<typeof BACKUP_SETTINGS>, typedIn: string) {
  return {
    /** null: no nightly backup. */
    directory: values.BACKUP_DIR ? path.resolve(typedIn, values.BACKUP_DIR) : null,
    keep: values.BACKUP_KEEP,
  };
}

export type BackupConfig = ReturnType<typeof readBackupConfig>;
