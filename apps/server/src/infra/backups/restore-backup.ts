import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, sqliteFileOf } from '../db/database.ts';
import { emptyDatabase, hasTables, otherSessionCount } from '../db/database-state.ts';
import { isKnownMigration } from '../db/migrate.ts';
import { BackupError } from './backup-error.ts';
import { copySecretsIn } from './backup-secrets.ts';
import { type BackupManifest, readManifest } from './manifest.ts';
import { copyObjects, hasObjects } from './media-copy.ts';
import { restorePostgres } from './postgres-tools.ts';
import { markFileOf, runningServers } from './server-presence.ts';
import { BACKUP_FILES, type BackupSubject } from './take-backup.ts';

/**
 * Brings a backup back into the data of a stopped server: the database (the SQLite file, or
 * pg_restore into the PostgreSQL database), the local media and the generated secrets. Refuses
 * while a server runs on that data, and into data that holds anything unless `force`, which
 * replaces the database and the media there. Answers what it did, in lines for the operator.
 */
export async function restoreBackup(
  subject: BackupSubject,
  folder: string,
  options: { force: boolean },
): Promise<string[]> {
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  refuseMismatch(subject, manifest);
  await refuseRunningServer(subject.dataDir);
  const databaseHolds = subject.databaseUrl
    ? await preparePostgres(subject.databaseUrl, options.force)
    : await sqliteHolds(subject.dataDir);
  if (!options.force) await refuseNonEmpty(subject, manifest, databaseHolds);
  await mkdir(subject.dataDir, { recursive: true });
  if (subject.databaseUrl) await restorePostgres(subject.databaseUrl, path.join(source, manifest.database.file));
  else await restoreSqlite(path.join(source, manifest.database.file), sqliteFileOf(subject.dataDir));
  if (manifest.media.storage === 'local' && subject.storage.provider === 'local') {
    await restoreMedia(path.join(source, BACKUP_FILES.media), subject.storage.directory);
  }
  await copySecretsIn(path.join(source, BACKUP_FILES.secrets), manifest.secrets, subject.dataDir);
  return describe(manifest, subject);
}

function refuseMismatch(subject: BackupSubject, manifest: BackupManifest): void {
  const kind = subject.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'sqlite'
        ? 'This backup holds a SQLite database, but DATABASE_URL names PostgreSQL: restore it with DATABASE_URL unset.'
        : 'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
    );
  }
  if (manifest.database.migration && !isKnownMigration(manifest.database.migration)) {
    throw new BackupError(
      `This backup was made by a newer Kinframe (${manifest.kinframeVersion}, migration ${manifest.database.migration}): restore it with that version or a later one.`,
    );
  }
  if (manifest.media.storage === 's3' && subject.storage.provider === 'local') {
    throw new BackupError(
      'This backup was taken with STORAGE=s3: its media are in the bucket, not in the backup. Restore it with the same S3 settings.',
    );
  }
  if (manifest.media.storage === 'local' && subject.storage.provider === 's3') {
    throw new BackupError(
      'This backup holds its media as files, but STORAGE=s3: restore it with local storage (STORAGE unset), then move the media to the bucket.',
    );
  }
}

async function refuseRunningServer(dataDir: string): Promise<void> {
  const [pid] = await runningServers(dataDir);
  if (pid !== undefined) {
    throw new BackupError(
      `A Kinframe server runs on ${dataDir} (process ${pid}): stop it, then restore. If no server runs, remove ${markFileOf(dataDir, pid)}.`,
    );
  }
}

/**
 * Who else uses the database (a server anywhere, a worker, a psql) is refused; what it holds is
 * said, and with `force` dropped. Answers what it held, or null.
 */
async function preparePostgres(databaseUrl: string, force: boolean): Promise<string | null> {
  const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const others = await otherSessionCount(db);
    if (others > 0) {
      throw new BackupError(
        `${others} other session${others === 1 ? ' uses' : 's use'} this PostgreSQL database: stop every Kinframe process (web, worker, smtp) first.`,
      );
    }
    if (!(await hasTables(db))) return null;
    if (force) await emptyDatabase(db);
    return 'the PostgreSQL database has tables';
  } finally {
    await close();
  }
}

/** Never opened here: opening would make the file. */
async function sqliteHolds(dataDir: string): Promise<string | null> {
  const file = sqliteFileOf(dataDir);
  return (await exists(file)) ? `${file} exists` : null;
}

async function refuseNonEmpty(subject: BackupSubject, manifest: BackupManifest, databaseHolds: string | null) {
  const held = databaseHolds ? [databaseHolds] : [];
  if (
    manifest.media.storage === 'local' &&
    subject.storage.provider === 'local' &&
    (await hasObjects(subject.storage.directory))
  ) {
    held.push(`${subject.storage.directory} holds media`);
  }
  if (held.length > 0) {
    throw new BackupError(
      `The data to restore into is not empty (${held.join('; ')}). Restore into an empty data folder and database, or add --force to replace what is there.`,
    );
  }
}

/** The file in place, with no write-ahead log of the database it replaces beside it. */
async function restoreSqlite(backupFile: string, liveFile: string): Promise<void> {
  const staging = `${liveFile}.restoring`;
  await copyFile(backupFile, staging);
  for (const leftover of [`${liveFile}-wal`, `${liveFile}-shm`, `${liveFile}-journal`]) {
    await rm(leftover, { force: true });
  }
  await rename(staging, liveFile);
}

/** Copies rather than links: the backup must stay as it was whatever the server does next. */
async function restoreMedia(backupMedia: string, liveMedia: string): Promise<void> {
  const staging = `${liveMedia}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await copyObjects({ from: backupMedia, to: staging, previous: null });
  await rm(liveMedia, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await rename(staging, liveMedia);
}

function describe(manifest: BackupManifest, subject: BackupSubject): string[] {
  const lines = [
    `Restored the backup of ${manifest.createdAt} (${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${manifest.media.objects} media objects) into ${subject.dataDir}.`,
  ];
  if (manifest.media.storage === 's3') {
    lines.push(
      'The media were not in the backup: they stay in the S3 bucket. With versioning on, bring back the objects deleted since the backup there.',
    );
  }
  lines.push('Start the server: it brings the database up to this version of Kinframe if it is older.');
  return lines;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
