import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Work files nobody has written to for this long belong to no one: an upload that is still arriving
 * writes continuously (a silent one is cut off after HTTP_IDLE_TIMEOUT_SECONDS), and so do a
 * rendition, a transcode and a zip while they run. Younger ones may be another process's, and stay.
 */
export const ABANDONED_AFTER_MS = 30 * 60_000;

/**
 * Removes what a killed process left behind: folders in the spool (DATA_DIR/tmp: upload-*,
 * process-*, mail-*, download-*) and the hidden `.…tmp` files of half-written local storage objects.
 * Returns how many it removed. Run at start, before this process makes any of its own.
 */
export async function removeLeftovers(options: {
  spoolDir: string;
  mediaDir: string | null;
  now: Date;
  abandonedAfterMs?: number;
}): Promise<number> {
  const cutoff = options.now.getTime() - (options.abandonedAfterMs ?? ABANDONED_AFTER_MS);
  let removed = 0;
  for (const entry of await listOrNothing(options.spoolDir)) {
    const full = path.join(options.spoolDir, entry);
    if ((await newestWrite(full)) < cutoff) {
      await rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  if (options.mediaDir) {
    for (const file of await hiddenTempFiles(options.mediaDir)) {
      if ((await newestWrite(file)) < cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

async function listOrNothing(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}

/** The latest modification time of a file, or of anything in a folder (ms since 1970). */
async function newestWrite(target: string): Promise<number> {
  try {
    const info = await stat(target);
    if (!info.isDirectory()) return info.mtimeMs;
    let newest = info.mtimeMs;
    for (const entry of await readdir(target, { recursive: true })) {
      newest = Math.max(newest, (await stat(path.join(target, entry)).catch(() => info)).mtimeMs);
    }
    return newest;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function hiddenTempFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.startsWith('.') && entry.name.endsWith('.tmp'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
