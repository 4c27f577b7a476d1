import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessGone } from '../storage/leftovers.ts';

/**
 * How a restore tells that a server still uses a data folder: each server process keeps a file
 * `DATA_DIR/run/server-<pid>` while it runs. A process killed outright leaves its file, but its pid
 * no longer runs, so the file no longer counts. It sees the processes of this machine only; on
 * PostgreSQL a restore also counts the database's other sessions, wherever they come from.
 */
const RUN_FOLDER = 'run';
const FILE = /^server-(\d+)$/;

/** Marks this process as a server of `dataDir`; the answer takes the mark away at shutdown. */
export async function markServerRunning(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.join(dataDir, RUN_FOLDER);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `server-${process.pid}`);
  await writeFile(file, `${new Date().toISOString()}\n`);
  return () => rm(file, { force: true });
}

/** The pids of server processes that run on `dataDir` now, as their files say. */
export async function runningServers(dataDir: string): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir(path.join(dataDir, RUN_FOLDER));
  } catch {
    return [];
  }
  return entries
    .map((entry) => Number(FILE.exec(entry)?.[1]))
    .filter((pid) => Number.isSafeInteger(pid) && pid > 0 && !isProcessGone(pid));
}

/** The file a server's mark is, for an operator told to remove a stale one. */
export function markFileOf(dataDir: string, pid: number): string {
  return path.join(dataDir, RUN_FOLDER, `server-${pid}`);
}
