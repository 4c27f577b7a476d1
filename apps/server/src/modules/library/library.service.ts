import {
  GIGABYTE,
  ITEM_DETAILS_MAX_ALBUMS,
  type ItemChanges,
  type ItemDetails,
  LIMITS,
  type LibraryItem,
  type LibraryPage,
  type LibraryQuery,
  type LibrarySummary,
  shapeChar,
  type VideoStorage,
  videoStoragePercentage,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { LibraryItemRow, UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { presentPerson } from '../albums/albums.presenters.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { ItemUrls } from './item-urls.ts';
import { presentItem, presentItemDetails } from './library.presenters.ts';
import type { LibraryFilters, LibraryRepo } from './library.repo.ts';
import type { StoredMedia } from './stored-media.ts';

/**
 * The library's rules: what a person sees of their own items and may change. Every function takes
 * the asking user first and reads only that user's rows, so another person's id answers 404.
 */
export function createLibraryService(deps: {
  repo: LibraryRepo;
  urls: ItemUrls;
  media: StoredMedia;
  videoAllowanceGb: (userId: number) => Promise<number>;
  /** `library.changed` when items change in a way frames show (caption, favourite, deleted). */
  publish: Publish;
  /** Items were deleted: downloads that hold them go (the downloads service). */
  onDeleted: (userId: number, itemIds: number[]) => Promise<void>;
  /** The albums of the person's that hold an item of theirs (the albums service). */
  albumsHoldingItem: (userId: number, itemId: number, limit: number) => Promise<{ id: number; name: string }[]>;
  /** Who a copy came from (the account service). */
  findPerson: (userId: number) => Promise<UserRow | undefined>;
  clock: Clock;
  transactions: UnitOfWork;
}) {
  const { repo, urls } = deps;

  async function present(rows: LibraryItemRow[]): Promise<LibraryItem[]> {
    const ids = rows.map((row) => row.id);
    const [renditions, tags] = await Promise.all([repo.renditionsOf(ids), repo.tagIdsOf(ids)]);
    return Promise.all(
      rows.map((row) =>
        presentItem(
          row,
          renditions.filter((rendition) => rendition.item_id === row.id),
          tags.filter((tag) => tag.item_id === row.id).map((tag) => tag.tag_id),
          urls,
        ),
      ),
    );
  }

  async function requireItem(userId: number, itemId: number): Promise<LibraryItemRow> {
    const row = await repo.findItem(userId, itemId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function videoStorage(userId: number): Promise<VideoStorage> {
    const [usedBytes, totalGb] = await Promise.all([repo.videoBytes(userId), deps.videoAllowanceGb(userId)]);
    const totalBytes = totalGb * GIGABYTE;
    return {
      usedBytes,
      totalBytes,
      percentage: videoStoragePercentage(usedBytes, totalBytes),
      isFull: usedBytes >= totalBytes,
    };
  }

  /** The days of the listing with their items' shapes, one character per item in the listing's order. */
  async function shapesByDay(userId: number, filters: LibraryFilters): Promise<LibrarySummary['days']> {
    const days: LibrarySummary['days'] = [];
    let current: { date: string; count: number; shapes: string[] } | undefined;
    for (const row of await repo.sizesInOrder(userId, filters)) {
      if (current?.date !== row.date) {
        if (current) days.push({ date: current.date, count: current.count, shapes: current.shapes.join('') });
        current = { date: row.date, count: 0, shapes: [] };
      }
      current.count += 1;
      current.shapes.push(shapeChar(row.width, row.height));
    }
    if (current) days.push({ date: current.date, count: current.count, shapes: current.shapes.join('') });
    return days;
  }

  return {
    present,
    videoStorage,

    /**
     * Another person's item into `ownerId`'s library: their own item holding the same bytes when
     * they have one, else a new one on the same stored bytes and renditions (a copy costs no
     * storage). `isNew` says which. Two copies of the same photo at once end as one.
     */
    async copyItemTo(ownerId: number, source: LibraryItemRow): Promise<{ item: LibraryItemRow; isNew: boolean }> {
      const held = await repo.findByContent(ownerId, source.content_hash);
      if (held) return { item: held, isNew: false };
      try {
        const now = deps.clock.now().toISOString();
        return { item: await deps.transactions.attempt(() => repo.copyItem(ownerId, source, now)), isNew: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const copy = await repo.findByContent(ownerId, source.content_hash);
        if (!copy) throw error;
        return { item: copy, isNew: false };
      }
    },

    async listItems(userId: number, query: LibraryQuery): Promise<LibraryPage> {
      const { cursor, limit, from, ...filters } = query;
      const after = decodeCursor(cursor, ['string', 'number']);
      // A day to start from: every stored date of that day sorts before "<day>T99".
      const position = after
        ? { date: after[0] as string, id: after[1] as number }
        : from
          ? { date: `${from}T99`, id: 0 }
          : null;
      const rows = await repo.listItems(userId, filters, position, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const hasMore = rows.length > limit && last !== undefined;
      return {
        items: await present(page),
        nextCursor: hasMore
          ? encodeCursor([filters.sort === 'uploaded' ? last.uploaded_at : last.created_at, last.id])
          : null,
      };
    },

    async summary(userId: number, query: LibraryFilters & { shapes?: boolean }): Promise<LibrarySummary> {
      const { shapes, ...filters } = query;
      const days = shapes ? await shapesByDay(userId, filters) : await repo.countByDay(userId, filters);
      return { total: days.reduce((sum, day) => sum + day.count, 0), days };
    },

    async getItem(userId: number, itemId: number): Promise<LibraryItem> {
      const [item] = await present([await requireItem(userId, itemId)]);
      return item as LibraryItem;
    },

    /** What the viewer's info panel adds to an item: the albums that hold it and how it came. */
    async getItemDetails(userId: number, itemId: number): Promise<ItemDetails> {
      const row = await requireItem(userId, itemId);
      const [albums, copiedFrom] = await Promise.all([
        deps.albumsHoldingItem(userId, itemId, ITEM_DETAILS_MAX_ALBUMS),
        row.copied_from_user_id === null ? undefined : deps.findPerson(row.copied_from_user_id),
      ]);
      return presentItemDetails(row, albums, copiedFrom ? presentPerson(copiedFrom) : null);
    },

    async updateItem(userId: number, itemId: number, changes: ItemChanges): Promise<LibraryItem> {
      await requireItem(userId, itemId);
      if (changes.caption !== undefined && changes.caption.length > LIMITS.caption.max) {
        throw new AppError('field_length', { field: 'caption', min: 0, max: LIMITS.caption.max });
      }
      await repo.updateItem(userId, itemId, {
        ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
        ...(changes.isFavourite !== undefined ? { is_favourite: changes.isFavourite ? 1 : 0 } : {}),
      });
      await deps.publish('library.changed', { userId });
      const [item] = await present([await requireItem(userId, itemId)]);
      return item as LibraryItem;
    },

    /** Marks the user's items among these ids as favourites, or not, in one statement. */
    async setFavourite(userId: number, itemIds: number[], isFavourite: boolean): Promise<number> {
      const updated = await repo.setFavourite(userId, itemIds, isFavourite);
      if (updated > 0) await deps.publish('library.changed', { userId });
      return updated;
    },

    /** Deletes the user's items among these ids; bytes nobody else holds leave storage too. */
    async deleteItems(userId: number, itemIds: number[]): Promise<number> {
      const deleted = await repo.deleteItems(userId, itemIds);
      if (deleted.length > 0) {
        await deps.publish('library.changed', { userId });
        await deps.onDeleted(
          userId,
          deleted.map((item) => item.id),
        );
      }
      await deps.media.releaseUnheld(deleted);
      return deleted.length;
    },

    /** The whole library of an account being deleted, a batch at a time, as deleteItems does it. */
    async deleteAllItems(userId: number): Promise<void> {
      for (let ids = await repo.itemIdsOf(userId, 500); ids.length > 0; ids = await repo.itemIdsOf(userId, 500)) {
        await this.deleteItems(userId, ids);
      }
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
