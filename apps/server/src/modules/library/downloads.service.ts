import type { Download } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { DownloadRow } from '../../infra/db/schema.ts';
import type { DownloadsRepo } from './downloads.repo.ts';
import type { ItemUrls } from './item-urls.ts';
import type { LibraryRepo } from './library.repo.ts';

/** How long a prepared zip and its mailed link last. */
export const DOWNLOAD_DAYS = 7;

export function downloadFileName(row: Pick<DownloadRow, 'created_at'>): string {
  return `kinframe-${row.created_at.slice(0, 10)}.zip`;
}

/**
 * Downloads of selected items (spec section 4): 'preparing' while a job builds the zip, then a link
 * shown in the app and mailed, working for a limited time; 'The download failed, please try again'
 * when the job gives up.
 */
export function createDownloadsService(deps: {
  repo: DownloadsRepo;
  library: LibraryRepo;
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
      const unique = [...new Set(itemIds)];
      const owned = await deps.library.findItemsByIds(userId, unique);
      if (owned.length !== unique.length) throw new AppError('not_found');
      const row = await deps.repo.insert(userId, unique, deps.clock.now().toISOString());
      await deps.startPreparing(row);
      return present(row);
    },

    async get(userId: number, id: number): Promise<Download> {
      const row = await deps.repo.find(userId, id);
      if (!row) throw new AppError('not_found');
      return present(row);
    },

    /** Every download of an account being deleted, its zip files with it. */
    async deleteAllOf(userId: number): Promise<void> {
      await deps.storage.delete(await deps.repo.deleteAllOf(userId));
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
