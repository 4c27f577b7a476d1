import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error.ts';

/** The file that makes a folder a complete backup: written last, so a backup cut short has none. */
export const MANIFEST_FILE = 'manifest.json';

const ZManifest = z.object({
  /** The layout of the folder; a restore refuses one it does not know. */
  format: z.literal(1),
  /** The Kinframe that wrote it. */
  kinframeVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The file in the backup: a SQLite database, or a pg_dump archive (custom format). */
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    /** The last migration the database had: a restore refuses a backup newer than its code. */
    migration: z.string().nullable(),
  }),
  media: z.object({
    /** s3: the objects stayed in the bucket (its versioning keeps them); the backup has none. */
    storage: z.enum(['local', 's3']),
    objects: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  /** The generated secrets of DATA_DIR copied into `secrets/` (session-secret, connector-token-key). */
  secrets: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof ZManifest>;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flush: true });
}

/** The manifest of a backup folder; BackupError when it is missing or not one this code knows. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a complete Kinframe backup: it has no ${MANIFEST_FILE}.`);
  }
  const parsed = ZManifest.safeParse(safeJson(text));
  if (!parsed.success)
    throw new BackupError(`${path.join(folder, MANIFEST_FILE)} is not a manifest this Kinframe reads.`);
  return parsed.data;
}

/** The manifest, or null for a folder that is no complete backup (a stray folder, one cut short). */
export async function findManifest(folder: string): Promise<BackupManifest | null> {
  return readManifest(folder).catch((error: unknown) => {
    if (error instanceof BackupError) return null;
    throw error;
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
