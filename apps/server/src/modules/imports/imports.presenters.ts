import type { Import } from '@kinframe/contract';
import type { ImportPartRow, ImportRow } from '../../infra/db/schema.ts';

/** What the person sees of an import: never its storage keys. */
export function presentImport(row: ImportRow, parts: ImportPartRow[], albumCount: number): Import {
  const isPlanned = row.state !== 'uploading' && row.state !== 'reading' && row.total > 0;
  return {
    id: row.id,
    format: row.format,
    provider: row.provider,
    state: row.state,
    errorCode: row.error_code,
    parts: parts.map((part) => ({
      index: part.part,
      name: part.name,
      sizeBytes: Number(part.size_bytes),
      isUploaded: part.is_uploaded === 1,
    })),
    includeStories: row.include_stories === 1,
    progress: isPlanned ? { done: row.done, total: row.total } : null,
    currentAlbum: row.state === 'importing' ? row.current_album : null,
    importedCount: row.imported,
    duplicateCount: row.duplicates,
    refusedCount: row.refused,
    albumCount,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}
