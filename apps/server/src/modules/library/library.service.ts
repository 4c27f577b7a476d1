import { randomBytes } from 'node:crypto';
import {
  daysWithShapes,
  type EditRecipe,
  type FocusPoint,
  GIGABYTE,
  ITEM_DETAILS_MAX_ALBUMS,
  type ItemChanges,
  type ItemDetails,
  LIMITS,
  type LibraryItem,
  type LibraryPage,
  type LibraryQuery,
  type LibrarySummary,
  MAX_PLACE_MATCHES,
  type PlaceMatches,
  type PlacePosition,
  type TrashPage,
  type TrashQuery,
  type VideoStorage,
  videoStoragePercentage,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { LibraryItemRow, UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { inTimeZone, type Places } from '../../infra/places/index.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { Access } from '../access/access.ts';
import { presentPerson } from '../account/account.presenters.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import { changesNothing } from './item-edits.ts';
import { NOWHERE, whereColumns } from './item-facts.ts';
import type { ItemUrls } from './item-urls.ts';
import { presentItem, presentItemDetails } from './library.presenters.ts';
import type { LibraryFilters, LibraryRepo } from './library.repo.ts';
import { checkPlaceFilter } from './places.service.ts';
import type { StoredMedia } from './stored-media.ts';

/**
 * The library's rules: what a person sees of their own items and may change. Every function takes
 * the asking user first and reads only that user's rows, so another person's id answers 404.
 */
/** Items and bytes of each kind a person keeps. */
export interface PersonStorage {
  photos: { count: number; bytes: number };
  videos: { count: number; bytes: number };
}

/** Copies with an edit one person may make an hour (each an item of its own and a render). */
export const EDIT_COPIES_PER_HOUR = { max: 30, windowMinutes: 60 } as const;
/** Place lookups per person: a typeahead's worth of names, too few to make the server a free geocoder. */
export const PLACE_LOOKUP_LIMIT = { max: 120, windowMinutes: 10 } as const;

/** A date taken with no offset: a bare wall clock. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export function createLibraryService(deps: {
  repo: LibraryRepo;
  /** Who may do what (modules/access): an item is its owner's to read and change. */
  access: Access;
  urls: ItemUrls;
  media: StoredMedia;
  videoAllowanceGb: (userId: number) => Promise<number>;
  /** `library.changed` when items change in a way frames show (caption, favourite, deleted). */
  publish: Publish;
  /** Items were deleted: downloads that hold them go (the downloads service). */
  onDeleted: (userId: number, itemIds: number[]) => Promise<void>;
  /** How long an item waits in the Trash (TRASH_DAYS). */
  trashDays: number;
  /** The albums of the person's that hold an item of theirs (the albums service). */
  /** Who a copy came from (the account service). */
  findPerson: (userId: number) => Promise<UserRow | undefined>;
  /** Copies with an edit: each a new item and a render, so counted per person. */
  limits: Pick<RateLimits, 'take'>;
  clock: Clock;
  transactions: UnitOfWork;
  /** Queues the remaking of an item's renditions for its edit `version` (the process job). */
  startEditing: (item: LibraryItemRow, previousEdit: string | null) => Promise<void>;
  /** Names places and their time zones (the offline gazetteer). */
  places: Places;
}) {
  const { repo, urls } = deps;

  /** Items as `viewerId` sees them (an album's member sees another's item without where it was taken). */
  async function present(rows: LibraryItemRow[], viewerId: number): Promise<LibraryItem[]> {
    const ids = rows.map((row) => row.id);
    const [renditions, tags] = await Promise.all([repo.renditionsOf(ids), repo.tagIdsOf(ids)]);
    return Promise.all(
      rows.map((row) =>
        presentItem(
          row,
          renditions.filter((rendition) => rendition.item_id === row.id),
          tags.filter((tag) => tag.item_id === row.id).map((tag) => tag.tag_id),
          urls,
          viewerId,
        ),
      ),
    );
  }

  async function requireItem(userId: number, itemId: number): Promise<LibraryItemRow> {
    await deps.access.requireAccess(userId, 'item.edit', [itemId]);
    const row = await repo.findItem(userId, itemId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** An edit fits the item: a photo's for a photo, a video's for a video, its trim inside the clip. */
  function checkEditFits(row: LibraryItemRow, edit: EditRecipe): void {
    const refused = (message: string) => validationFailed([{ id: 'edit', code: 'validation_failed', message }]);
    if (edit.kind !== row.kind) throw refused(`A ${edit.kind} edit cannot be applied to a ${row.kind}`);
    if (edit.kind === 'video' && row.duration_ms !== null && edit.trimStart * 1000 >= row.duration_ms) {
      throw refused('The start must come before the end of the clip');
    }
  }

  /** Stores the edit (null: the original) and queues its renditions, unless it is what the item shows. */
  async function applyEdit(userId: number, itemId: number, edit: EditRecipe | null): Promise<LibraryItem> {
    const started = await deps.transactions.run(async () => {
      const row = await requireItem(userId, itemId);
      if (edit) checkEditFits(row, edit);
      const text = edit === null || changesNothing(edit) ? null : JSON.stringify(edit);
      if (text === row.edit) return null;
      const updated = await repo.setEdit(userId, itemId, text);
      if (!updated) throw new AppError('not_found');
      return { updated, previous: row.edit };
    });
    // Queued once the edit is written, so the job never reads the item as it was before.
    if (started) await deps.startEditing(started.updated, started.previous);
    const [item] = await present([await requireItem(userId, itemId)], userId);
    return item as LibraryItem;
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

  /**
   * The columns of a place the owner set (or, with null, removed): the position, the place named
   * from it and its time zone, marked as the person's so that reading the metadata again leaves it.
   * A date taken that is a bare wall clock gets the offset of the new place.
   */
  async function placeChanges(row: LibraryItemRow, position: PlacePosition | null) {
    const where = position === null ? NOWHERE : await whereColumns(deps.places, { ...position, altitude: null });
    const hasNoOffset = WALL_CLOCK.test(row.created_at) && where.time_zone !== null;
    return {
      ...where,
      place_by_person: 1,
      ...(hasNoOffset ? { created_at: inTimeZone(row.created_at, where.time_zone as string) } : {}),
    };
  }

  return {
    present,
    videoStorage,

    /**
     * The square thumbnail links of these items, by id (an item not yet rendered has none). It asks
     * no permission: its caller has already narrowed the ids to what its reader may see.
     */
    async squareUrlsOf(itemIds: readonly number[]): Promise<Map<number, string>> {
      const squares = (await repo.renditionsOf([...itemIds])).filter((rendition) => rendition.name === 'square');
      const signed = await Promise.all(
        squares.map(async (square) => [square.item_id, await urls.sign(square.key, square.mime_type)] as const),
      );
      return new Map(signed);
    },

    /** What each of these people keeps of photos and videos, the Trash's included (the console's list). */
    async storageOf(ownerIds: readonly number[]): Promise<Map<number, PersonStorage>> {
      const storage = new Map<number, PersonStorage>(
        ownerIds.map((id) => [id, { photos: { count: 0, bytes: 0 }, videos: { count: 0, bytes: 0 } }]),
      );
      for (const row of await repo.storageOf(ownerIds)) {
        const use = storage.get(row.owner_id);
        if (use)
          use[row.kind === 'video' ? 'videos' : 'photos'] = { count: Number(row.count), bytes: Number(row.bytes) };
      }
      return storage;
    },

    /** How many items the server holds and their originals' bytes: for the owner's console, no one's in particular. */
    storedTotals: () => repo.storedTotals(),

    /** Whether some library item still holds these bytes (a frame's rendition of them may stay). */
    isContentHeld: (contentHash: string) => repo.isContentHeld(contentHash),

    /** An item's row as it is now, whoever owns it: for jobs that work on what is stored. */
    findItemRow: (itemId: number) => repo.findItemById(itemId),

    /** Renditions made elsewhere (a frame's size, by the frames module's job): found by content, kept here. */
    renditionOfContent: repo.renditionOfContent,
    saveRendition: repo.saveRendition,

    /**
     * Another person's item into `ownerId`'s library: their own item holding the same bytes when
     * they have one, else a new one on the same stored bytes and renditions (a copy costs no
     * storage). `isNew` says which. Two copies of the same photo at once end as one.
     */
    async copyItemTo(ownerId: number, source: LibraryItemRow): Promise<{ item: LibraryItemRow; isNew: boolean }> {
      const held = await repo.findByContent(ownerId, source.content_hash);
      if (held?.trashed_at) {
        // Sent the photo they had deleted: it comes back from their Trash.
        await this.restoreItems(ownerId, [held.id]);
        return { item: { ...held, trashed_at: null }, isNew: true };
      }
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
      checkPlaceFilter(filters);
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
        items: await present(page, userId),
        nextCursor: hasMore
          ? encodeCursor([filters.sort === 'uploaded' ? last.uploaded_at : last.created_at, last.id])
          : null,
      };
    },

    async summary(userId: number, query: LibraryFilters & { shapes?: boolean }): Promise<LibrarySummary> {
      const { shapes, ...filters } = query;
      checkPlaceFilter(filters);
      const days = shapes
        ? daysWithShapes(await repo.sizesInOrder(userId, filters))
        : await repo.countByDay(userId, filters);
      return { total: days.reduce((sum, day) => sum + day.count, 0), days };
    },

    async getItem(userId: number, itemId: number): Promise<LibraryItem> {
      const [item] = await present([await requireItem(userId, itemId)], userId);
      return item as LibraryItem;
    },

    /** What the viewer's info panel adds to an item: the albums that hold it and how it came. */
    async getItemDetails(userId: number, itemId: number): Promise<ItemDetails> {
      const row = await requireItem(userId, itemId);
      const [albums, copiedFrom] = await Promise.all([
        deps.access.albumsHoldingItem(userId, itemId, ITEM_DETAILS_MAX_ALBUMS),
        row.copied_from_user_id === null ? undefined : deps.findPerson(row.copied_from_user_id),
      ]);
      return presentItemDetails(row, albums, copiedFrom ? presentPerson(copiedFrom) : null);
    },

    async updateItem(userId: number, itemId: number, changes: ItemChanges): Promise<LibraryItem> {
      const row = await requireItem(userId, itemId);
      if (changes.caption !== undefined && changes.caption.length > LIMITS.caption.max) {
        throw new AppError('field_length', { field: 'caption', min: 0, max: LIMITS.caption.max });
      }
      await repo.updateItem(userId, itemId, {
        ...(changes.place !== undefined ? await placeChanges(row, changes.place) : {}),
        ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
        ...(changes.isFavourite !== undefined ? { is_favourite: changes.isFavourite ? 1 : 0 } : {}),
        // Kept with seconds, as EXIF dates are, so the library's order compares like with like.
        ...(changes.createdAt !== undefined
          ? { created_at: changes.createdAt.replace(/^(.{16})(?=[+-])/, '$1:00') }
          : {}),
      });
      await deps.publish('library.changed', { userId });
      const [item] = await present([await requireItem(userId, itemId)], userId);
      return item as LibraryItem;
    },

    /**
     * Towns of the gazetteer whose names begin with `query`, the most populous first: the place
     * picker's typeahead. Counted per person.
     */
    async lookUpPlaces(userId: number, query: string): Promise<PlaceMatches> {
      await deps.limits.take([{ key: `place-lookup:${userId}`, ...PLACE_LOOKUP_LIMIT }]);
      return { places: await deps.places.search(query, MAX_PLACE_MATCHES) };
    },

    /** A new edit of the person's item; the original stays as uploaded. */
    editItem(userId: number, itemId: number, edit: EditRecipe): Promise<LibraryItem> {
      return applyEdit(userId, itemId, edit);
    },

    /** Back to the original, whatever was edited. */
    revertItem(userId: number, itemId: number): Promise<LibraryItem> {
      return applyEdit(userId, itemId, null);
    },

    /**
     * Sets (or, with null, resets to automatic) the point of the person's photo that frames keep in
     * view. The item's frame renditions go, so every frame showing it gets new ones cut around the
     * point (under new keys: no cache shows the old crop), and its frames are told.
     */
    async setFocus(userId: number, itemId: number, focus: FocusPoint | null): Promise<LibraryItem> {
      const changed = await deps.transactions.run(async () => {
        const row = await requireItem(userId, itemId);
        if (row.kind !== 'photo') {
          throw validationFailed([
            { id: 'focus', code: 'validation_failed', message: 'Only a photo has a focus point' },
          ]);
        }
        if (row.focus_x === (focus?.x ?? null) && row.focus_y === (focus?.y ?? null)) return null;
        if (!(await repo.setFocus(userId, itemId, focus))) throw new AppError('not_found');
        return repo.deleteFrameRenditions(itemId);
      });
      if (changed) {
        await deps.media.releaseUnreferenced(changed);
        await deps.publish('library.changed', { userId });
      }
      const [item] = await present([await requireItem(userId, itemId)], userId);
      return item as LibraryItem;
    },

    /**
     * "Save as a copy": a second item of the person's with this edit, on the same stored original
     * (no second copy of the bytes). One person holds each content once, so the copy gets a content
     * hash of its own, derived from the original's; its renditions are its own.
     */
    async copyWithEdit(userId: number, itemId: number, edit: EditRecipe): Promise<LibraryItem> {
      const copy = await deps.transactions.run(async () => {
        const row = await requireItem(userId, itemId);
        checkEditFits(row, edit);
        // A copy is a new item like an upload: within the video allowance, and so many an hour.
        if (row.kind === 'video') {
          const storage = await videoStorage(userId);
          if (storage.usedBytes + Number(row.size_bytes) > storage.totalBytes) throw new AppError('video_storage_full');
        }
        await deps.limits.take([{ key: `edit-copy:${userId}`, ...EDIT_COPIES_PER_HOUR }]);
        const contentHash = `${row.content_hash.slice(0, 64)}-copy-${randomBytes(6).toString('hex')}`;
        return repo.insertEditedCopy(row, contentHash, JSON.stringify(edit), deps.clock.now().toISOString());
      });
      await deps.startEditing(copy, null);
      const [item] = await present([copy], userId);
      return item as LibraryItem;
    },

    /** Marks the user's items among these ids as favourites, or not, in one statement. */
    async setFavourite(userId: number, itemIds: number[], isFavourite: boolean): Promise<number> {
      const updated = await repo.setFavourite(userId, itemIds, isFavourite);
      if (updated > 0) await deps.publish('library.changed', { userId });
      return updated;
    },

    /** Deletes the user's items among these ids; bytes nobody else holds leave storage too. */
    /**
     * Deleting from the library: the items go to the Trash, and so at once out of their albums,
     * frames, posts and prepared downloads; restoring brings them back to all of these.
     */
    async trashItems(userId: number, itemIds: number[]): Promise<number> {
      await deps.access.requireAccess(userId, 'item.edit', itemIds);
      const trashed = await repo.trashItems(userId, itemIds, deps.clock.now().toISOString());
      if (trashed.length > 0) {
        await deps.publish('library.changed', { userId });
        await deps.onDeleted(userId, trashed);
      }
      return trashed.length;
    },

    async restoreItems(userId: number, itemIds: number[]): Promise<number> {
      await deps.access.requireAccess(userId, 'item.restore', itemIds);
      const restored = await repo.restoreItems(userId, itemIds);
      if (restored.length > 0) await deps.publish('library.changed', { userId });
      return restored.length;
    },

    /** A page of the person's Trash, the latest deleted first. */
    async listTrash(userId: number, query: TrashQuery): Promise<TrashPage> {
      const after = decodeCursor(query.cursor, ['string', 'number']);
      const position = after ? { date: after[0] as string, id: after[1] as number } : null;
      const rows = await repo.listTrash(userId, position, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const items = (await present(page, userId)).map((item, index) => ({
        ...item,
        trashedAt: page[index]?.trashed_at ?? '',
      }));
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.trashedAt, last.id]) : null,
        keepDays: deps.trashDays,
      };
    },

    /** Deletes items in the Trash for good. */
    async deleteFromTrash(userId: number, itemIds: number[]): Promise<number> {
      await deps.access.requireAccess(userId, 'item.restore', itemIds);
      return this.deleteItems(userId, itemIds);
    },

    /** Deletes everything in the person's Trash for good, a batch at a time. */
    async emptyTrash(userId: number): Promise<number> {
      let deleted = 0;
      for (let ids = await repo.trashIdsOf(userId, 500); ids.length > 0; ids = await repo.trashIdsOf(userId, 500)) {
        deleted += await this.deleteItems(userId, ids);
      }
      return deleted;
    },

    /** What has been in anyone's Trash longer than TRASH_DAYS goes for good (the worker's sweep). */
    async emptyExpiredTrash(): Promise<number> {
      const cutoff = new Date(deps.clock.now().getTime() - deps.trashDays * 86_400_000).toISOString();
      let deleted = 0;
      for (
        let rows = await repo.trashedBefore(cutoff, 500);
        rows.length > 0;
        rows = await repo.trashedBefore(cutoff, 500)
      ) {
        const byOwner = new Map<number, number[]>();
        for (const row of rows) byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row.id]);
        for (const [ownerId, ids] of byOwner) deleted += await this.deleteItems(ownerId, ids);
      }
      return deleted;
    },

    /**
     * Deletes items for good, wherever they are (the Trash's own deletes, a connected album's source
     * removing them, an account's erasure); returns how many went.
     */
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
