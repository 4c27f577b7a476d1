import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Work files nobody has written to for this long belong to no one: an upload that is still arriving
 * writes continuously (a silent one is cut off after HTTP_IDLE_TIMEOUT_SECONDS), and so do a
 * rendition, a transcode and a zip while they run. Younger ones may be another process's, and stay.
 */
export const ABANDONED_AFTER_MS = 30 * 60_000;

/**
 * A work folder in the spool for one upload, rendition, zip or mail: `<kind>-<pid>-<random>`. The
 * process id in the name lets a later start tell at once that its maker is gone.
 */
export async function makeWorkDir(spoolDir: string, kind: string): Promise<string> {
  await mkdir(spoolDir, { recursive: true });
  return mkdtemp(path.join(spoolDir, `${kind}-${process.pid}-`));
}

/** True when no process `pid` runs on this machine any more (never for this process itself). */
export function isProcessGone(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The process that made a work folder, when it is not running on this machine any more. */
function isMakerGone(entry: string): boolean {
  return isProcessGone(Number(/^[a-z]+-(\d+)-/.exec(entry)?.[1]));
}

/** The process writing a half-written object (`.<name>.<pid>-<uuid>.tmp`), when it is gone. */
function isWriterGone(file: string): boolean {
  return isProcessGone(Number(/\.(\d+)-[0-9a-f-]{36}\.tmp$/.exec(file)?.[1]));
}

/**
 * Removes what a killed process left behind: folders in the spool (DATA_DIR/tmp: upload-*,
 * process-*, mail-*, download-* ...) whose maker is no longer running, or that nobody wrote to for
 * ABANDONED_AFTER_MS, and the hidden `.…tmp` files of half-written local storage objects (by the
 * same two tests).
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
    if (isMakerGone(entry) || (await newestWrite(full)) < cutoff) {
      await rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  if (options.mediaDir) {
    for (const file of await hiddenTempFiles(options.mediaDir)) {
      if (isWriterGone(file) || (await newestWrite(file)) < cutoff) {
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
