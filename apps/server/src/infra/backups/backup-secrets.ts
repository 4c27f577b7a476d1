import { chmod, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_SECRET_FILES } from '../settings/secret-file.ts';

/**
 * The secrets Kinframe generated into DATA_DIR travel with the backup: without the connector token
 * key the restored tokens of connected services could not be read. Secrets given by environment
 * variable are the operator's to keep; they are not in DATA_DIR, so not here.
 */
const SECRET_FILES = Object.values(GENERATED_SECRET_FILES);

/** Copies the ones that exist into `folder`; answers their names. */
export async function copySecretsOut(dataDir: string, folder: string): Promise<string[]> {
  const copied: string[] = [];
  for (const name of SECRET_FILES) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    try {
      await copyFile(path.join(dataDir, name), path.join(folder, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await chmod(path.join(folder, name), 0o600);
    copied.push(name);
  }
  return copied;
}

/** Puts the named secrets of a backup's `folder` back into DATA_DIR, in place of any there. */
export async function copySecretsIn(folder: string, names: readonly string[], dataDir: string): Promise<void> {
  for (const name of names.filter((given) => (SECRET_FILES as readonly string[]).includes(given))) {
    await copyFile(path.join(folder, name), path.join(dataDir, name));
    await chmod(path.join(dataDir, name), 0o600);
  }
}
