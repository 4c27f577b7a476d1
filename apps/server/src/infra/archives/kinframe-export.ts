import { ZExportSidecar } from '@kinframe/contract';
import { baseName, cleanCaption, mapInOrder, orderPlan, READ_CONCURRENCY, readJsonEntry } from './plan-support.ts';
import type { ArchivePart, ArchivePlan, PlannedFile, PlannedRefusal } from './plan-types.ts';

/** A sidecar is a few hundred bytes; anything much bigger is not one. */
const MAX_SIDECAR_BYTES = 256 * 1024;

/**
 * Kinframe's own "Export everything": each original beside its sidecar `<file>.json`, which says
 * its date, caption, tags, favourite and albums, and names its edited version (left out: the
 * original comes back with what the library knew, and the edit is Kinframe's to make again). An
 * item in several albums is in each album's folder: the sidecars share the item's id, so it is
 * imported once, into every album. Files without a sidecar are imported as they are.
 */
export async function planKinframeExport(parts: readonly ArchivePart[]): Promise<ArchivePlan> {
  const sidecars = parts.flatMap((part, index) =>
    part.entries
      .filter((entry) => entry.path.toLowerCase().endsWith('.json'))
      .map((entry) => ({ part: index, path: entry.path })),
  );
  const read = await mapInOrder(sidecars, READ_CONCURRENCY, async (entry) => {
    const part = parts[entry.part];
    const json = part ? await readJsonEntry(part, entry.path, MAX_SIDECAR_BYTES) : undefined;
    const parsed = ZExportSidecar.safeParse(json);
    return parsed.success ? { ...entry, sidecar: parsed.data } : null;
  });
  const sidecarOf = new Map<string, NonNullable<(typeof read)[number]>>();
  for (const found of read) if (found) sidecarOf.set(`${found.part}:${found.path}`, found);

  const files: PlannedFile[] = [];
  const refusals: PlannedRefusal[] = [];
  const takenIds = new Set<number>();
  for (const [index, part] of parts.entries()) {
    const editedOnes = new Set<string>();
    for (const found of sidecarOf.values()) {
      if (found.part !== index || found.sidecar.edited === null) continue;
      const folder = found.path.slice(0, found.path.lastIndexOf('/') + 1);
      editedOnes.add(`${folder}${found.sidecar.edited}`);
    }
    for (const entry of part.entries) {
      if (entry.path.endsWith('/')) continue;
      if (sidecarOf.has(`${index}:${entry.path}`)) continue;
      const name = baseName(entry.path);
      if (editedOnes.has(entry.path)) {
        refusals.push({ part: index, path: entry.path, name, code: 'edited_version_imported' });
        continue;
      }
      const sidecar = sidecarOf.get(`${index}:${entry.path}.json`)?.sidecar;
      if (!sidecar) {
        files.push({ part: index, path: entry.path, name, takenAt: null, caption: '', albums: [] });
        continue;
      }
      // Another album folder's copy of an item planned already.
      if (takenIds.has(sidecar.id)) continue;
      takenIds.add(sidecar.id);
      files.push({
        part: index,
        path: entry.path,
        name: sidecar.originalName.trim() || name,
        takenAt: Number.isNaN(Date.parse(sidecar.takenAt)) ? null : new Date(sidecar.takenAt).toISOString(),
        caption: cleanCaption(sidecar.caption),
        albums: [...new Set(sidecar.albums.map((album) => album.trim()).filter(Boolean))],
        tags: [...new Set(sidecar.tags.map((tag) => tag.trim()).filter(Boolean))],
        isFavourite: sidecar.isFavourite,
      });
    }
  }
  return orderPlan(files, refusals);
}
