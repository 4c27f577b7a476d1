import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessGone } from '../storage/leftovers.ts';
import { type BackupManifest, findManifest } from './manifest.ts';

/**
 * The backups of one root folder (BACKUP_DIR, or the folder a backup was asked into): each a
 * subfolder with its manifest. A backup is written in a hidden `.<name>.partial-<pid>-<random>`
 * folder and renamed into place once complete, so a folder without a dot is whole.
 */

export interface StoredBackup {
  folder: string;
  manifest: BackupManifest;
}

/** Every complete backup in `root`, newest first. */
export async function listBackups(root: string): Promise<StoredBackup[]> {
  const backups: StoredBackup[] = [];
  for (const entry of await subfolders(root)) {
    if (entry.startsWith('.')) continue;
    const folder = path.join(root, entry);
    const manifest = await findManifest(folder);
    if (manifest) backups.push({ folder, manifest });
  }
  return backups.sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
}

/** Where a backup into `target` is written until it is complete. */
export function partialFolderOf(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}-${randomUUID()}`);
}

/** Removes what backups cut short in `root` left (their process is gone). */
export async function removeAbandonedPartials(root: string): Promise<void> {
  for (const entry of await subfolders(root)) {
    const pid = Number(/^\..+\.partial-(\d+)-[0-9a-f-]{36}$/.exec(entry)?.[1]);
    if (Number.isSafeInteger(pid) && pid > 0 && isProcessGone(pid)) {
      await rm(path.join(root, entry), { recursive: true, force: true });
    }
  }
}

async function subfolders(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
