import type { ArchiveFormat } from '@kinframe/contract';
import { planFacebookExport } from './facebook-export.ts';
import { planInstagramExport } from './instagram-export.ts';
import { planKinframeExport } from './kinframe-export.ts';
import { orderPlan } from './plan-support.ts';
import type { ArchivePart, ArchivePlan, PlanOptions } from './plan-types.ts';
import { planTakeout } from './takeout.ts';

export type { ArchiveFormat } from '@kinframe/contract';

/**
 * What to import from an export archive: which entries are photos and videos, with their dates,
 * captions and albums, and which files are left out. Reads only the small JSON files of the parts;
 * the media themselves are read by the import, one at a time, from `files`.
 */
export async function planArchive(
  format: ArchiveFormat,
  parts: readonly ArchivePart[],
  options: PlanOptions,
): Promise<ArchivePlan> {
  const plan = await planOfFormat(format, parts, options);
  const skipped = parts.flatMap((part, index) =>
    (part.skipped ?? []).map((entry) => ({
      part: index,
      path: entry.path,
      name: entry.path.slice(entry.path.lastIndexOf('/') + 1) || entry.path,
      code: entry.reason,
    })),
  );
  return skipped.length === 0 ? plan : orderPlan(plan.files, [...plan.refusals, ...skipped]);
}

function planOfFormat(format: ArchiveFormat, parts: readonly ArchivePart[], options: PlanOptions) {
  switch (format) {
    case 'takeout':
      return planTakeout(parts);
    case 'facebook':
      return planFacebookExport(parts);
    case 'instagram':
      return planInstagramExport(parts, options);
    case 'kinframe':
      return planKinframeExport(parts);
  }
}
