import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `file` through a temporary file in the same folder, renamed over it once `write` is done:
 * a reader sees the old file or the whole new one, never half of it, and a failed write leaves no
 * trace. The temporary name starts with a dot, which no storage key segment may, and carries the
 * writer's process id, so a later start can tell at once that a killed writer left it.
 */
export async function writeFileAtomically(file: string, write: (tempFile: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tempFile = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomUUID()}.tmp`);
  try {
    await write(tempFile);
    await rename(tempFile, file);
  } catch (error) {
    await rm(tempFile, { force: true });
    throw error;
  }
}
