import type { Download } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { DownloadRow } from '../../infra/db/schema.ts';
import type { Access } from '../access/access.ts';
import type { DownloadsRepo } from './downloads.repo.ts';
import type { ItemUrls } from './item-urls.ts';

/** Downloads one person may have preparing or ready at once: each holds a zip in storage. */
export const MAX_OUTSTANDING_DOWNLOADS = 5;
/** Expired downloads removed per sweep: a sweep runs often, so it never needs to be large. */
const SWEEP_BATCH = 100;

export function downloadFileName(row: Pick<DownloadRow, 'created_at'>): string {
  return `kinframe-${row.created_at.slice(0, 10)}.zip`;
}

/**
 * Downloads of selected items (spec section 4): 'preparing' while a job builds the zip, then a link
 * shown in the app and mailed, working for DOWNLOAD_TTL_HOURS; 'The download failed, please try
 * again' when the job gives up. An expired zip is removed with its row, and so is every zip that
 * holds an item its owner deletes: a deleted photo is not downloadable through an older link.
 */
export function createDownloadsService(deps: {
  repo: DownloadsRepo;
  access: Access;
  urls: ItemUrls;
  clock: Clock;
  storage: { delete(keys: string[]): Promise<void> };
  startPreparing: (download: DownloadRow) => Promise<void>;
}) {
  async function present(row: DownloadRow): Promise<Download> {
    const isLive = row.status === 'ready' && row.key !== null && row.expires_at !== null;
    const isExpired = isLive && (row.expires_at ?? '') <= deps.clock.now().toISOString();
    return {
      id: row.id,
      status: row.status,
      itemCount: (JSON.parse(row.item_ids) as number[]).length,
      url: isLive && !isExpired ? await deps.urls.sign(row.key ?? '', 'application/zip', downloadFileName(row)) : null,
      expiresAt: row.expires_at,
    };
  }

  return {
    present,

    async request(userId: number, itemIds: number[]): Promise<Download> {
      const unique = await deps.access.requireAccess(userId, 'item.edit', itemIds);
      await this.removeExpired();
      if ((await deps.repo.countOutstanding(userId, deps.clock.now().toISOString())) >= MAX_OUTSTANDING_DOWNLOADS) {
        throw new AppError('downloads_limit', { max: MAX_OUTSTANDING_DOWNLOADS });
      }
      const row = await deps.repo.insert(userId, unique, deps.clock.now().toISOString());
      await deps.startPreparing(row);
      return present(row);
    },

    async get(userId: number, id: number): Promise<Download> {
      const row = await deps.repo.find(userId, id);
      if (!row) throw new AppError('not_found');
      return present(row);
    },

    /** Removes expired and failed downloads with their zips (a batch; the worker calls it periodically). */
    async removeExpired(): Promise<void> {
      await deps.storage.delete(await deps.repo.deleteExpired(deps.clock.now().toISOString(), SWEEP_BATCH));
    },

    /** Items were deleted: every download that holds one of them goes, zip and all. */
    async forgetItems(userId: number, itemIds: number[]): Promise<void> {
      const deleted = new Set(itemIds);
      const holding = (await deps.repo.listOf(userId)).filter((row) =>
        (JSON.parse(row.item_ids) as number[]).some((id) => deleted.has(id)),
      );
      await deps.storage.delete(
        await deps.repo.deleteSome(
          userId,
          holding.map((row) => row.id),
        ),
      );
    },

    /** Every download of an account being deleted, its zip files with it. */
    async deleteAllOf(userId: number): Promise<void> {
      await deps.storage.delete(await deps.repo.deleteAllOf(userId));
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
