import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files of DATA_DIR that hold generated secrets: a backup carries them with the data they unlock. */
export const GENERATED_SECRET_FILES = { session: 'session-secret', connectorTokenKey: 'connector-token-key' } as const;

/**
 * A secret of `bytes` random bytes (base64url) in DATA_DIR/<name>, written the first time, so a
 * secret the operator did not give survives restarts without any setup.
 */
export function readOrCreateSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: when two processes start together, the first one's secret wins and both read it.
      writeFileSync(file, crypto.getRandomValues(Buffer.alloc(bytes)).toString('base64url'), {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
