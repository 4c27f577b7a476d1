import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { sqliteFileOf } from '../db/database.ts';
import { latestMigration } from '../db/migrate.ts';
import type { StorageConfig } from '../storage/storage.settings.ts';
import { VERSION } from '../version.ts';
import { BackupError } from './backup-error.ts';
import { listBackups, partialFolderOf, removeAbandonedPartials } from './backup-folders.ts';
import { copySecretsOut } from './backup-secrets.ts';
import { type BackupManifest, writeManifest } from './manifest.ts';
import { copyObjects, countObjects } from './media-copy.ts';
import { dumpPostgres } from './postgres-tools.ts';
import { snapshotSqlite } from './sqlite-snapshot.ts';

/** What a backup is taken of, and what a restore writes into: the server's own configuration. */
export interface BackupSubject {
  dataDir: string;
  databaseUrl: string | null;
  storage: StorageConfig;
}

/** The files of a backup folder, as restore-backup.ts reads them. */
export const BACKUP_FILES = {
  sqlite: 'database.sqlite',
  postgres: 'database.pgdump',
  media: 'media',
  secrets: 'secrets',
} as const;

/**
 * Writes a consistent backup of a running server into `folder` (which must not hold anything yet):
 * the database (SQLite's online backup API, or pg_dump), the local media, the generated secrets,
 * then the manifest. Media unchanged since the newest backup beside it are hard-linked from there.
 */
export async function takeBackup(
  subject: BackupSubject,
  folder: string,
  options: { db: Database; now: Date },
): Promise<BackupManifest> {
  const target = path.resolve(folder);
  if (await holdsAnything(target)) throw new BackupError(`${target} already holds files: back up into a new folder.`);
  const root = path.dirname(target);
  await mkdir(root, { recursive: true });
  await removeAbandonedPartials(root);
  const previous = (await listBackups(root)).find((backup) => backup.folder !== target);
  const work = partialFolderOf(target);
  await mkdir(work, { mode: 0o700 });
  try {
    const media =
      subject.storage.provider === 'local'
        ? {
            from: subject.storage.directory,
            to: path.join(work, BACKUP_FILES.media),
            previous: previous ? path.join(previous.folder, BACKUP_FILES.media) : null,
          }
        : null;
    // The objects before the database and again after it: the first pass copies the bulk, the second
    // what arrived while the database was copied, so every object the database names is there.
    if (media) await copyObjects(media);
    const migration = await latestMigration(options.db);
    const database = await backUpDatabase(subject, work);
    if (media) await copyObjects(media);
    const manifest: BackupManifest = {
      format: 1,
      kinframeVersion: VERSION,
      createdAt: options.now.toISOString(),
      database: { ...database, migration },
      media: {
        storage: subject.storage.provider,
        ...(media ? await countObjects(media.to) : { objects: 0, bytes: 0 }),
      },
      secrets: await copySecretsOut(subject.dataDir, path.join(work, BACKUP_FILES.secrets)),
    };
    await writeManifest(work, manifest);
    // An empty folder made beforehand gives way; one that holds files stays, and the rename fails.
    await rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(work, target);
    return manifest;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

async function backUpDatabase(subject: BackupSubject, work: string) {
  if (subject.databaseUrl) {
    const file = BACKUP_FILES.postgres;
    await dumpPostgres(subject.databaseUrl, path.join(work, file));
    return { kind: 'postgres' as const, file, bytes: (await stat(path.join(work, file))).size };
  }
  const file = BACKUP_FILES.sqlite;
  await snapshotSqlite(sqliteFileOf(subject.dataDir), path.join(work, file));
  return { kind: 'sqlite' as const, file, bytes: (await stat(path.join(work, file))).size };
}

async function holdsAnything(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return true;
    throw error;
  }
}
