import path from 'node:path';
import { BackupError } from '../infra/backups/backup-error.ts';
import { restoreBackup } from '../infra/backups/restore-backup.ts';
import { type Command, CommandError, exactly, type OfflineCommand, plural } from './command.ts';

/** A folder typed on the command line, from where it was typed (npm runs the CLI in apps/server). */
const typedFolder = (folder: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);

/** A refusal of the backup code is the operator's to act on: its message, exit code 1. */
async function told<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}

const mebibytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

/** The operator's backup and restore: rows of the CLI's COMMANDS table. */
export const BACKUP_COMMANDS: Record<string, Command | OfflineCommand> = {
  backup: {
    usage: 'backup <folder>',
    help: 'write a consistent backup of the running server into a new folder: the database, the local media (unchanged ones hard-linked from the newest backup beside it) and a manifest',
    async run(services, { positional }) {
      const [folder = ''] = exactly(positional, 1, 'backup <folder>');
      const target = typedFolder(folder);
      const manifest = await told(() => services.backups.backUpTo(target));
      const media =
        manifest.media.storage === 's3'
          ? 'media: none (they are in the S3 bucket; keep its versioning on)'
          : `media: ${plural(manifest.media.objects, 'object')}, ${mebibytes(manifest.media.bytes)}`;
      return [
        `Backed up into ${target}`,
        `  database: ${manifest.database.kind}, ${mebibytes(manifest.database.bytes)}, migration ${manifest.database.migration ?? 'none'}`,
        `  ${media}`,
      ].join('\n');
    },
  },
  restore: {
    usage: 'restore <folder> [--force]',
    help: 'bring a backup back into the data of a stopped server (DATA_DIR, DATABASE_URL); refuses data that holds anything unless --force, which replaces it',
    options: { force: { type: 'boolean' } },
    async runOffline(config, { positional, values }) {
      const [folder = ''] = exactly(positional, 1, 'restore <folder>');
      const lines = await told(() => restoreBackup(config, typedFolder(folder), { force: values.force === true }));
      return lines.join('\n');
    },
  },
};
