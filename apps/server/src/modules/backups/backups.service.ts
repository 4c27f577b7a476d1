import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupConfig } from '../../infra/backups/backup.settings.ts';
import { listBackups } from '../../infra/backups/backup-folders.ts';
import { type BackupSubject, takeBackup } from '../../infra/backups/take-backup.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/database.ts';

/** The nightly backup is due from this hour (UTC) of each day, when traffic is usually lowest. */
export const NIGHTLY_HOUR_UTC = 3;
/** Nightly backups are the subfolders of BACKUP_DIR named by their day; others are left alone. */
const NIGHTLY_FOLDER = /^\d{4}-\d{2}-\d{2}$/;

export interface LatestBackup {
  at: string;
  folder: string;
  /** The database and the media objects, as the manifest counts them (linked files count in full). */
  bytes: number;
}

/**
 * Backups of this server's data: one into a folder the operator names (the CLI), the nightly one
 * into BACKUP_DIR with the newest BACKUP_KEEP kept, and the latest one for the owner's console.
 */
export function createBackupsService(deps: {
  subject: BackupSubject;
  backup: BackupConfig;
  db: Database;
  clock: Clock;
}) {
  const { subject, backup, db, clock } = deps;

  function backUpTo(folder: string) {
    return takeBackup(subject, folder, { db, now: clock.now() });
  }

  /** The newest complete backup in BACKUP_DIR; null without BACKUP_DIR or before the first one. */
  async function latest(): Promise<LatestBackup | null> {
    if (!backup.directory) return null;
    const [newest] = await listBackups(backup.directory);
    if (!newest) return null;
    const { manifest } = newest;
    return { at: manifest.createdAt, folder: newest.folder, bytes: manifest.database.bytes + manifest.media.bytes };
  }

  /**
   * Takes today's backup once the nightly hour has come, unless it is there already, then keeps
   * the newest BACKUP_KEEP. Safe to ask often and from every worker: the job runs one at a time,
   * and a day's folder, once complete, is never written again. Answers the folder written, or null.
   */
  async function takeNightlyIfDue(): Promise<string | null> {
    if (!backup.directory) return null;
    const now = clock.now();
    if (now.getUTCHours() < NIGHTLY_HOUR_UTC) return null;
    const folder = path.join(backup.directory, now.toISOString().slice(0, 10));
    const backups = await listBackups(backup.directory);
    if (backups.some((stored) => stored.folder === folder)) return null;
    await takeBackup(subject, folder, { db, now });
    await removeBeyondKeep();
    return folder;
  }

  async function removeBeyondKeep(): Promise<void> {
    const nightly = (await listBackups(backup.directory ?? ''))
      .filter((stored) => NIGHTLY_FOLDER.test(path.basename(stored.folder)))
      .sort((a, b) => path.basename(b.folder).localeCompare(path.basename(a.folder)));
    for (const old of nightly.slice(backup.keep)) await rm(old.folder, { recursive: true, force: true });
  }

  return { backUpTo, latest, takeNightlyIfDue };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
