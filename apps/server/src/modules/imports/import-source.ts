import type { Readable } from 'node:stream';
import type { PlannedFile, PlannedRefusal } from '../../infra/archives/plan-types.ts';
import type { ImportFileRow } from '../../infra/db/schema.ts';

/** A file to import, as a source plans it: an archive's entry, or a photo at a service. */
export interface PlannedImportFile extends PlannedFile {
  /** An account's: photo or video, and where its bytes are (null for an archive's entry). */
  kind: 'photo' | 'video' | null;
  downloadUrl: string | null;
}

/**
 * Where an import's files come from, as one run sees it: an export archive in storage
 * (archive-source.ts) or the person's account at a service (account-source.ts). Opened at the start
 * of a run and closed at its end.
 */
export interface ImportSource {
  /** What to import, read once, at the import's first run. */
  plan(): Promise<{ files: PlannedImportFile[]; refusals: PlannedRefusal[] }>;
  /** The bytes of a planned file; null when it is no longer there (refused as missing). */
  open(file: ImportFileRow, signal?: AbortSignal): Promise<Readable | null>;
  close(): void;
}
