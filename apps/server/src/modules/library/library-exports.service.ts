import type { LibraryExport } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { DownloadRow } from '../../infra/db/schema.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { type DownloadsRepo, partsOf } from './downloads.repo.ts';
import type { ItemUrls } from './item-urls.ts';
import type { LibraryRepo } from './library.repo.ts';
import { exportPartName } from './prepare-export.job.ts';

/**
 * Exports started per person a day: each reads and stores the whole library again, so a person who
 * keeps asking is slowed down, while a failed one can still be tried again at once.
 */
const EXPORTS_PER_DAY = 5;

/**
 * "Export everything": the person's whole library in one archive, for Plus and Lite alike (a Lite
 * account whose plan lapsed gets all its photos out). An export is a download of kind `export`: the
 * same rows, storage folder, expiry (DOWNLOAD_TTL_HOURS), sweep and erasure as downloads, and the
 * same rule that a deleted photo is not downloadable through an older link. One at a time per
 * person; a new one replaces the last. Every export is its owner's own: another id answers 404.
 */
export function createLibraryExportsService(deps: {
  repo: DownloadsRepo;
  library: Pick<LibraryRepo, 'exportableItems'>;
  urls: ItemUrls;
  clock: Clock;
  limits: Pick<RateLimits, 'take'>;
  storage: { delete(keys: string[]): Promise<void> };
  startPreparing: (row: DownloadRow) => Promise<void>;
}) {
  const now = () => deps.clock.now().toISOString();

  async function present(row: DownloadRow): Promise<LibraryExport> {
    const isLive = row.status === 'ready' && row.expires_at !== null && row.expires_at > now();
    const parts = isLive
      ? await Promise.all(
          partsOf(row).map(async (part, index) => {
            const name = exportPartName(row.created_at, index);
            return { name, sizeBytes: part.sizeBytes, url: await deps.urls.sign(part.key, 'application/zip', name) };
          }),
        )
      : [];
    return {
      id: row.id,
      status: row.status,
      itemsDone: row.items_done,
      itemsTotal: row.items_total,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      parts,
    };
  }

  async function requireExport(userId: number, id: number): Promise<DownloadRow> {
    const row = await deps.repo.findExport(userId, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Every item id an export will hold, read a page at a time. */
  async function exportableIds(userId: number): Promise<number[]> {
    const ids: number[] = [];
    for (;;) {
      const page = await deps.library.exportableItems(userId, ids[ids.length - 1] ?? 0, 1000);
      ids.push(...page.map((item) => item.id));
      if (page.length < 1000) return ids;
    }
  }

  return {
    async start(userId: number): Promise<LibraryExport> {
      const latest = await deps.repo.latestExport(userId);
      if (latest?.status === 'preparing') throw new AppError('export_in_progress');
      await deps.limits.take([{ key: `library-export:${userId}`, max: EXPORTS_PER_DAY, windowMinutes: 24 * 60 }]);
      // The new export replaces the last one: a person's library is in storage twice at most while it is made.
      if (latest) await deps.storage.delete(await deps.repo.deleteSome(userId, [latest.id]));
      // Two calls at once both pass the check above; the database lets one of them in.
      const row = await deps.repo.insertExport(userId, await exportableIds(userId), now());
      if (!row) throw new AppError('export_in_progress');
      await deps.startPreparing(row);
      return present(row);
    },

    async latest(userId: number): Promise<LibraryExport | null> {
      const row = await deps.repo.latestExport(userId);
      return row ? present(row) : null;
    },

    async get(userId: number, id: number): Promise<LibraryExport> {
      return present(await requireExport(userId, id));
    },

    /** A part's fresh signed link, while the export lasts. */
    async partUrl(userId: number, id: number, index: number): Promise<string> {
      const url = (await present(await requireExport(userId, id))).parts[index]?.url;
      if (!url) throw new AppError('not_found');
      return url;
    },
  };
}

export type LibraryExportsService = ReturnType<typeof createLibraryExportsService>;
