import { AppError } from '../../app-error.ts';
import { planArchive } from '../../infra/archives/archive-plan.ts';
import { ArchiveError, openZip, type ZipArchive } from '../../infra/archives/zip-reader.ts';
import type { ImportPartRow, ImportRow } from '../../infra/db/schema.ts';
import type { Storage } from '../../infra/storage/index.ts';
import type { ImportSource } from './import-source.ts';

/** A sidecar or a service's list is small; anything bigger is not what it claims to be. */
const MAX_JSON_BYTES = 64 * 1024 * 1024;

/**
 * An export archive's parts, opened where they are stored and read by byte ranges: never whole in
 * memory or on this machine's disk.
 */
export async function openArchiveSource(
  row: ImportRow,
  parts: ImportPartRow[],
  storage: Pick<Storage, 'read' | 'stat'>,
): Promise<ImportSource> {
  const zips: ZipArchive[] = [];
  const close = () => {
    for (const zip of zips) zip.close();
  };
  try {
    for (const part of parts) {
      const stored = await storage.stat(part.storage_key);
      if (!stored) throw new AppError('import_parts_missing');
      zips.push(
        await openZip({ size: stored.size, read: (start, end) => storage.read(part.storage_key, { start, end }) }),
      );
    }
  } catch (error) {
    close();
    throw error;
  }
  return {
    async plan() {
      const format = row.format ?? 'takeout';
      const plan = await planArchive(
        format,
        zips.map((zip) => ({
          entries: zip.entries,
          skipped: zip.skipped,
          readText: (path, maxBytes) => zip.readText(path, Math.min(maxBytes, MAX_JSON_BYTES)),
        })),
        { includeStories: row.include_stories === 1 },
      );
      return {
        files: plan.files.map((file) => ({ ...file, kind: null, downloadUrl: null })),
        refusals: plan.refusals,
      };
    },
    async open(file) {
      const zip = zips[file.part];
      if (!zip) return null;
      try {
        return await zip.openEntry(file.path);
      } catch (error) {
        if (error instanceof ArchiveError) return null;
        throw error;
      }
    },
    close,
  };
}
