import type { LibraryQuery } from '@kinframe/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import type { LibraryItemRow, NewLibraryItem, NewRendition, RenditionRow, Schema } from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';
import type { CameraColumns, WhereColumns } from './item-facts.ts';
import { placeConditions } from './places.repo.ts';

/** Where a page starts: the sort date and id of the last item of the previous page. */
export interface Cursor {
  date: string;
  id: number;
}

export type LibraryFilters = Omit<LibraryQuery, 'cursor' | 'limit' | 'from'>;

const SORT_COLUMN = { created: 'created_at', uploaded: 'uploaded_at' } as const;

function whereFilters(ownerId: number, filters: LibraryFilters) {
  return (eb: ExpressionBuilder<Schema, 'library_items'>) =>
    eb.and([
      eb('library_items.owner_id', '=', ownerId),
      itemInLibrary(eb),
      ...(filters.type === 'photos' ? [eb('library_items.kind', '=', 'photo')] : []),
      ...(filters.type === 'videos' ? [eb('library_items.kind', '=', 'video')] : []),
      ...(filters.ratio !== 'all' ? [eb('library_items.orientation', '=', filters.ratio)] : []),
      ...(filters.favourites ? [eb('library_items.is_favourite', '=', 1)] : []),
      ...(filters.tag !== undefined
        ? [
            eb.exists(
              eb
                .selectFrom('item_tags')
                .select('item_tags.item_id')
                .whereRef('item_tags.item_id', '=', 'library_items.id')
                .where('item_tags.tag_id', '=', filters.tag),
            ),
          ]
        : []),
      ...placeConditions(eb, filters),
    ]);
}

/** Only ids some row could have: forged ones (0, -1, 2^53) simply match nothing. */
function possibleIds(ids: number[]): number[] {
  return ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID);
}

/** The library tables. Every query is scoped to one owner; the service decides who that is. */
/** What a second item on the same stored original takes over from the first: the picture's own facts. */
function originalOf(source: LibraryItemRow) {
  return {
    kind: source.kind,
    name: source.name,
    original_key: source.original_key,
    mime_type: source.mime_type,
    size_bytes: source.size_bytes,
    width: source.width,
    height: source.height,
    orientation: source.orientation,
    duration_ms: source.duration_ms,
    created_at: source.created_at,
    caption: source.caption,
    camera_make: source.camera_make,
    camera_model: source.camera_model,
    camera_lens: source.camera_lens,
    exposure_f_number: source.exposure_f_number,
    exposure_time: source.exposure_time,
    exposure_iso: source.exposure_iso,
    exposure_focal_length: source.exposure_focal_length,
    gps_latitude: source.gps_latitude,
    gps_longitude: source.gps_longitude,
    gps_altitude: source.gps_altitude,
    time_zone: source.time_zone,
    place_city: source.place_city,
    place_region: source.place_region,
    place_country: source.place_country,
    place_by_person: source.place_by_person,
    // The same bytes: what the source's metadata says has been read for the copy too.
    facts_version: source.facts_version,
  };
}

export function createLibraryRepo(db: Database) {
  return {
    /**
     * One page, newest first, walked by keyset (date, id): a page deep in a 100,000-item library
     * costs what the first does, with the (owner, date, id) indexes.
     */
    listItems(ownerId: number, filters: LibraryFilters, cursor: Cursor | null, limit: number) {
      const column = SORT_COLUMN[filters.sort];
      return db
        .selectFrom('library_items')
        .selectAll()
        .where(whereFilters(ownerId, filters))
        .$if(cursor !== null, (query) =>
          // The first condition is implied by the second; it is there so both databases start the
          // index range at the cursor instead of walking down to it from the newest item.
          query
            .where(column, '<=', cursor?.date ?? '')
            .where((eb) =>
              eb.or([
                eb(column, '<', cursor?.date ?? ''),
                eb.and([eb(column, '=', cursor?.date ?? ''), eb('id', '<', cursor?.id ?? 0)]),
              ]),
            ),
        )
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** How many items fall on each day (UTC date of the sort column), newest first. */
    async countByDay(ownerId: number, filters: LibraryFilters): Promise<{ date: string; count: number }[]> {
      const day = sql<string>`substr(${sql.ref(SORT_COLUMN[filters.sort])}, 1, 10)`;
      const rows = await db
        .selectFrom('library_items')
        .select([day.as('date'), (eb) => eb.fn.countAll().as('count')])
        .where(whereFilters(ownerId, filters))
        .groupBy(day)
        .orderBy(day, 'desc')
        .execute();
      return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
    },

    /** Every item's day and size, in the listing's order: what the shapes of the summary are made from. */
    sizesInOrder(ownerId: number, filters: LibraryFilters) {
      const column = SORT_COLUMN[filters.sort];
      return db
        .selectFrom('library_items')
        .select([sql<string>`substr(${sql.ref(column)}, 1, 10)`.as('date'), 'width', 'height'])
        .where(whereFilters(ownerId, filters))
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The owner's item, in the library (not in the Trash). */
    findItem(ownerId: number, id: number): Promise<LibraryItemRow | undefined> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .where(itemInLibrary)
        .executeTakeFirst();
    },

    findItemById(id: number): Promise<LibraryItemRow | undefined> {
      return db.selectFrom('library_items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findItemsByIds(ownerId: number, requestedIds: number[]): Promise<LibraryItemRow[]> {
      const ids = possibleIds(requestedIds);
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .execute();
    },

    /** The person's item holding these bytes, if any, in the library or in the Trash. */
    itemWithContent(ownerId: number, contentHash: string) {
      return db
        .selectFrom('library_items')
        .select(['id', 'trashed_at'])
        .where('owner_id', '=', ownerId)
        .where('content_hash', '=', contentHash)
        .executeTakeFirst();
    },

    /** The person's own item holding these bytes, if any (in the library or in the Trash). */
    findByContent(ownerId: number, contentHash: string): Promise<LibraryItemRow | undefined> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('content_hash', '=', contentHash)
        .executeTakeFirst();
    },

    /**
     * A new library row for `ownerId` pointing at the same stored bytes and renditions as `source`:
     * content-addressed keys make the copy free. The unique (owner, content) key refuses a second.
     */
    copyItem(ownerId: number, source: LibraryItemRow, now: string): Promise<LibraryItemRow> {
      return db.transaction().execute(async (trx) => {
        const copy = await trx
          .insertInto('library_items')
          .values({
            owner_id: ownerId,
            ...originalOf(source),
            status: source.status,
            failure_code: source.failure_code,
            content_hash: source.content_hash,
            uploaded_at: now,
            is_favourite: 0,
            source: 'copy',
            copied_from_user_id: source.owner_id,
            // An edited item arrives as its owner sees it: the recipe and its renditions with it.
            edit: source.edit,
            edit_version: source.edit_version,
            // The renditions come along as they are: no job of the copy's own makes newer ones.
            rendered_version: source.edit_version,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const renditions = await trx.selectFrom('renditions').selectAll().where('item_id', '=', source.id).execute();
        if (renditions.length > 0) {
          await trx
            .insertInto('renditions')
            .values(renditions.map((rendition) => ({ ...rendition, item_id: copy.id })))
            .execute();
        }
        return copy;
      });
    },

    /**
     * "Save as a copy": a second item of the owner's on the same stored original, with its own
     * `contentHash` (one person holds each content once) and the edit, processing until its
     * renditions are made.
     */
    insertEditedCopy(source: LibraryItemRow, contentHash: string, edit: string, now: string): Promise<LibraryItemRow> {
      return db
        .insertInto('library_items')
        .values({
          owner_id: source.owner_id,
          ...originalOf(source),
          status: 'processing',
          failure_code: null,
          content_hash: contentHash,
          uploaded_at: now,
          is_favourite: 0,
          source: source.source,
          copied_from_user_id: source.copied_from_user_id,
          sender_email: source.sender_email,
          edit,
          edit_version: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Whether anyone still holds these bytes: storage objects go only when nobody does. */
    async isContentHeld(contentHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('library_items')
        .select('id')
        .where('content_hash', '=', contentHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether any item still points at this stored original ("Save as a copy" shares it under another content hash). */
    async isOriginalHeld(originalKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('library_items')
        .select('id')
        .where('original_key', '=', originalKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The keys among these that some rendition row still points at (a copy shares its source's). */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.selectFrom('renditions').select('key').where('key', 'in', keys).execute();
      return new Set(rows.map((row) => row.key));
    },

    /** Whether any rendition row points into this folder. */
    async isPrefixReferenced(prefix: string): Promise<boolean> {
      const row = await db
        .selectFrom('renditions')
        .select('item_id')
        .where('key', 'like', `${prefix}%`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A new edit (or none: the original) for the owner's item: the version moves on, and the
     * renditions of the version before stay shown until the new ones are made (`rendered_version`).
     * Answers the row as it now stands.
     */
    /** Sets (or, with null, clears) the focus point of the owner's item. */
    setFocus(ownerId: number, id: number, focus: { x: number; y: number } | null): Promise<LibraryItemRow | undefined> {
      return db
        .updateTable('library_items')
        .set({ focus_x: focus?.x ?? null, focus_y: focus?.y ?? null })
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the item's frame renditions (`frame:<W>x<H>`), answering the keys they pointed to. */
    async deleteFrameRenditions(itemId: number): Promise<string[]> {
      const rows = await db
        .deleteFrom('renditions')
        .where('item_id', '=', itemId)
        .where('name', 'like', 'frame:%')
        .returning('key')
        .execute();
      return rows.map((row) => row.key);
    },

    setEdit(ownerId: number, id: number, edit: string | null): Promise<LibraryItemRow | undefined> {
      return db
        .updateTable('library_items')
        .set((eb) => ({ edit, edit_version: eb('edit_version', '+', 1), failure_code: null }))
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The renditions of edit `version` could not be made: the item shows what it showed before (its
     * previous edit and renditions), ready, with the reason. Nothing happens if a newer edit came.
     */
    async restoreEdit(id: number, version: number, previousEdit: string | null, failureCode: string): Promise<void> {
      await db
        .updateTable('library_items')
        .set({ edit: previousEdit, status: 'ready', failure_code: failureCode, rendered_version: version })
        .where('id', '=', id)
        .where('edit_version', '=', version)
        .execute();
    },

    /** Notes an original about to be stored for an item not written yet; returns the note's id. */
    async insertPendingOriginal(pending: {
      content_hash: string;
      original_key: string;
      writer: string;
      created_at: string;
    }) {
      const row = await db.insertInto('pending_originals').values(pending).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async deletePendingOriginal(id: number): Promise<void> {
      await db.deleteFrom('pending_originals').where('id', '=', id).execute();
    },

    pendingOriginals(limit: number) {
      return db.selectFrom('pending_originals').selectAll().orderBy('id').limit(limit).execute();
    },

    insertItem(item: NewLibraryItem): Promise<LibraryItemRow> {
      return db.insertInto('library_items').values(item).returningAll().executeTakeFirstOrThrow();
    },

    async updateItem(
      ownerId: number,
      id: number,
      changes: Partial<Pick<LibraryItemRow, 'caption' | 'is_favourite' | 'created_at' | 'place_by_person'>> &
        Partial<WhereColumns>,
    ): Promise<void> {
      await db.updateTable('library_items').set(changes).where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    /** Items, whoever owns them, whose metadata was read to an older version than `version`, by id after `afterId`. */
    itemsBehindFacts(version: number, afterId: number, limit: number): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('facts_version', '<', version)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Whether any item's metadata waits to be read to `version` (the worker asks before it queues the catch-up). */
    async hasItemsBehindFacts(version: number): Promise<boolean> {
      const row = await db
        .selectFrom('library_items')
        .select('id')
        .where('facts_version', '<', version)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * What the catch-up read of an item: its camera (when it had none), where it was taken (unless its
     * owner set the place meanwhile: checked in the statement), its date with an offset (only while
     * it is still the date it read), and the version read to.
     */
    async saveReadFacts(
      id: number,
      facts: {
        camera: CameraColumns | null;
        where: WhereColumns | null;
        createdAt: { from: string; to: string } | null;
        factsVersion: number;
      },
    ): Promise<void> {
      if (facts.where) {
        await db
          .updateTable('library_items')
          .set(facts.where)
          .where('id', '=', id)
          .where('place_by_person', '=', 0)
          .execute();
      }
      if (facts.createdAt) {
        await db
          .updateTable('library_items')
          .set({ created_at: facts.createdAt.to })
          .where('id', '=', id)
          .where('created_at', '=', facts.createdAt.from)
          .execute();
      }
      await db
        .updateTable('library_items')
        .set({ ...(facts.camera ?? {}), facts_version: facts.factsVersion })
        .where('id', '=', id)
        .execute();
    },

    async setFavourite(ownerId: number, requestedIds: number[], isFavourite: boolean): Promise<number> {
      const ids = possibleIds(requestedIds);
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('library_items')
        .set({ is_favourite: isFavourite ? 1 : 0 })
        .where('owner_id', '=', ownerId)
        .where(itemInLibrary)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markReady(
      id: number,
      facts: Partial<Pick<LibraryItemRow, 'width' | 'height' | 'orientation' | 'duration_ms' | 'rendered_version'>>,
    ) {
      await db
        .updateTable('library_items')
        .set({ ...facts, status: 'ready', failure_code: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, failureCode: string): Promise<void> {
      await db
        .updateTable('library_items')
        .set({ status: 'failed', failure_code: failureCode })
        .where('id', '=', id)
        .execute();
    },

    /** Moves the owner's items in the library to the Trash; returns the ids that went. */
    async trashItems(ownerId: number, requestedIds: number[], now: string): Promise<number[]> {
      const ids = possibleIds(requestedIds);
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('library_items')
        .set({ trashed_at: now })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .where(itemInLibrary)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Brings the owner's items in the Trash back to the library (and so to their albums and frames). */
    async restoreItems(ownerId: number, requestedIds: number[]): Promise<number[]> {
      const ids = possibleIds(requestedIds);
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('library_items')
        .set({ trashed_at: null })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .where('trashed_at', 'is not', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** One page of the Trash, the latest deleted first, by keyset on (trashed_at, id). */
    listTrash(ownerId: number, cursor: Cursor | null, limit: number): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('trashed_at', 'is not', null)
        .$if(cursor !== null, (query) =>
          query.where((eb) =>
            eb.or([
              eb('trashed_at', '<', cursor?.date ?? ''),
              eb.and([eb('trashed_at', '=', cursor?.date ?? ''), eb('id', '<', cursor?.id ?? 0)]),
            ]),
          ),
        )
        .orderBy('trashed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Some of the owner's item ids in the Trash (for emptying it in batches). */
    async trashIdsOf(ownerId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('library_items')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('trashed_at', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Items that went to the Trash before `cutoff`, every owner's, a batch at a time. */
    trashedBefore(cutoff: string, limit: number): Promise<{ id: number; owner_id: number }[]> {
      return db
        .selectFrom('library_items')
        .select(['id', 'owner_id'])
        .where('trashed_at', '<', cutoff)
        .orderBy('trashed_at')
        .limit(limit)
        .execute();
    },

    /** Deletes the owner's items; returns what went, so the service can release their storage. */
    async deleteItems(ownerId: number, requestedIds: number[]): Promise<LibraryItemRow[]> {
      const ids = possibleIds(requestedIds);
      if (ids.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('library_items')
          .selectAll()
          .where('owner_id', '=', ownerId)
          .where('id', 'in', ids)
          .execute();
        if (rows.length > 0) {
          await trx
            .deleteFrom('library_items')
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        }
        return rows;
      });
    },

    /** The owner's ready items in the library (not in the Trash), by id after `afterId`: an export's pages. */
    exportableItems(ownerId: number, afterId: number, limit: number): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where(itemInLibrary)
        .where('status', '=', 'ready')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** How many items an export of the owner's library holds. */
    async countExportable(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('library_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('owner_id', '=', ownerId)
        .where(itemInLibrary)
        .where('status', '=', 'ready')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Some of the owner's item ids (for deleting a whole library in batches). */
    async itemIdsOf(ownerId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('library_items')
        .select('id')
        .where('owner_id', '=', ownerId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Items and bytes of each kind that each owner keeps, the Trash's included: one query for many owners. */
    storageOf(ownerIds: readonly number[]) {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('library_items')
        .select((eb) => [
          'owner_id',
          'kind',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), sql<number>`0`).as('bytes'),
        ])
        .where('owner_id', 'in', ownerIds)
        .groupBy(['owner_id', 'kind'])
        .execute();
    },

    /** Every item's original, as recorded: the owner's console's storage line. */
    async storedTotals(): Promise<{ items: number; bytes: number }> {
      const row = await db
        .selectFrom('library_items')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('items'),
          eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), sql<number>`0`).as('bytes'),
        ])
        .executeTakeFirstOrThrow();
      return { items: Number(row.items), bytes: Number(row.bytes) };
    },

    /** Bytes of video the owner keeps: what the video storage quota counts. */
    async videoBytes(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('library_items')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), sql<number>`0`).as('bytes'))
        .where('owner_id', '=', ownerId)
        .where('kind', '=', 'video')
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    renditionsOf(itemIds: number[]): Promise<RenditionRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('renditions').selectAll().where('item_id', 'in', itemIds).execute();
    },

    /** A rendition of this name already made for the same bytes (another person's copy of them). */
    renditionOfContent(contentHash: string, name: string, key: string): Promise<RenditionRow | undefined> {
      return (
        db
          .selectFrom('renditions')
          .innerJoin('library_items', 'library_items.id', 'renditions.item_id')
          .selectAll('renditions')
          .where('library_items.content_hash', '=', contentHash)
          .where('renditions.name', '=', name)
          // The original's shared one, never an edited item's own.
          .where('renditions.key', '=', key)
          .executeTakeFirst()
      );
    },

    /** Stores one named rendition (a frame's size); made twice (two jobs at once), the last one stands. */
    async saveRendition(rendition: NewRendition): Promise<void> {
      await db
        .insertInto('renditions')
        .values(rendition)
        .onConflict((oc) =>
          oc.columns(['item_id', 'name']).doUpdateSet((eb) => ({
            key: eb.ref('excluded.key'),
            mime_type: eb.ref('excluded.mime_type'),
            width: eb.ref('excluded.width'),
            height: eb.ref('excluded.height'),
            size_bytes: eb.ref('excluded.size_bytes'),
          })),
        )
        .execute();
    },

    /** Replaces an item's renditions: a job run twice leaves one set. */
    async saveRenditions(itemId: number, renditions: NewRendition[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('renditions').where('item_id', '=', itemId).execute();
        if (renditions.length > 0) await trx.insertInto('renditions').values(renditions).execute();
      });
    },

    async tagIdsOf(itemIds: number[]): Promise<{ item_id: number; tag_id: number }[]> {
      if (itemIds.length === 0) return [];
      return db.selectFrom('item_tags').select(['item_id', 'tag_id']).where('item_id', 'in', itemIds).execute();
    },
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;
