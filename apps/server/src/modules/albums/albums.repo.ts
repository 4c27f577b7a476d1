import type { AlbumType } from '@kinframe/contract';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type { AlbumMemberRow, AlbumRow, LibraryItemRow, Schema } from '../../infra/db/schema.ts';
import { albumsVisibleTo, itemInLibrary, sharedAlbumsOf } from '../access/predicates.ts';

/** An album with what its card shows, read in one query. */
export interface AlbumSummaryRow extends AlbumRow {
  item_count: number | string;
  member_count: number | string;
  newest_item_id: number | null;
  /** The chosen cover while its item is in the library (not in the Trash). */
  live_cover_item_id: number | null;
  owner_username: string;
  owner_first_name: string;
  owner_last_name: string;
}

export interface AlbumItemRow extends LibraryItemRow {
  position: number;
  added_by: number;
  adder_username: string;
  adder_first_name: string;
  adder_last_name: string;
}

export interface InviteRow extends AlbumMemberRow {
  album_name: string;
  album_cover_item_id: number | null;
  inviter_username: string;
  inviter_first_name: string;
  inviter_last_name: string;
}

/** Rows per insert: well under both databases' limits on bound parameters. */
const INSERT_CHUNK = 500;

function summaryColumns(eb: ExpressionBuilder<Schema, 'albums' | 'users'>) {
  return [
    eb
      .selectFrom('album_items')
      .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
      .select((sub) => sub.fn.countAll().as('n'))
      .whereRef('album_items.album_id', '=', 'albums.id')
      .where(itemInLibrary)
      .as('item_count'),
    eb
      .selectFrom('album_members')
      .select((sub) => sub.fn.countAll().as('n'))
      .whereRef('album_members.album_id', '=', 'albums.id')
      .where('album_members.status', '=', 'member')
      .as('member_count'),
    // The default cover: the latest added item that has a square to show (one still being
    // processed, or failed, would leave the card blank).
    eb
      .selectFrom('album_items')
      .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
      .select('album_items.item_id')
      .whereRef('album_items.album_id', '=', 'albums.id')
      .where(itemInLibrary)
      .where((sub) =>
        sub.exists(
          sub
            .selectFrom('renditions')
            .select('renditions.item_id')
            .whereRef('renditions.item_id', '=', 'album_items.item_id')
            .where('renditions.name', '=', 'square'),
        ),
      )
      .orderBy('album_items.added_at', 'desc')
      .orderBy('album_items.item_id', 'desc')
      .limit(1)
      .as('newest_item_id'),
    eb
      .selectFrom('library_items')
      .select('library_items.id')
      .whereRef('library_items.id', '=', 'albums.cover_item_id')
      .where(itemInLibrary)
      .as('live_cover_item_id'),
  ] as const;
}

/**
 * The album tables. Albums also read the library's items and the people's names they show (joins
 * for speed: a page of 200 albums or 500 items is one query); the service decides who may see what.
 */
export function createAlbumsRepo(db: Database) {
  function summaries(executor: Database | Transaction<Schema> = db) {
    return executor
      .selectFrom('albums')
      .innerJoin('users', 'users.id', 'albums.owner_id')
      .selectAll('albums')
      .select((eb) => [
        ...summaryColumns(eb),
        'users.username as owner_username',
        'users.first_name as owner_first_name',
        'users.last_name as owner_last_name',
      ]);
  }

  /** Locks the album row until the transaction ends: adds, moves and removals of one album queue up. */
  async function lockAlbum(trx: Transaction<Schema>, albumId: number, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('albums')
      .set({ updated_at: now })
      .where('id', '=', albumId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    insertAlbum(values: {
      owner_id: number;
      name: string;
      is_shared: number;
      created_at: string;
      source?: AlbumRow['source'];
    }): Promise<AlbumRow> {
      return db
        .insertInto('albums')
        .values({
          ...values,
          name_key: values.name.toLowerCase(),
          caption: '',
          cover_item_id: null,
          updated_at: values.created_at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findAlbum(id: number): Promise<AlbumRow | undefined> {
      return db.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findSummary(id: number): Promise<AlbumSummaryRow | undefined> {
      return summaries().where('albums.id', '=', id).executeTakeFirst() as Promise<AlbumSummaryRow | undefined>;
    },

    /** One page of a person's albums of one type, newest first, by keyset on the id. */
    listSummaries(
      userId: number,
      type: AlbumType | undefined,
      afterId: number | null,
      limit: number,
    ): Promise<AlbumSummaryRow[]> {
      return summaries()
        .where((eb) => {
          if (type === 'google' || type === 'dropbox') {
            return eb.and([eb('albums.owner_id', '=', userId), eb('albums.source', '=', type)]);
          }
          if (type === 'kinframe') {
            return eb.and([
              eb('albums.owner_id', '=', userId),
              eb('albums.is_shared', '=', 0),
              eb('albums.source', 'is', null),
            ]);
          }
          return type === 'shared' ? sharedAlbumsOf(eb, userId) : albumsVisibleTo(eb, userId);
        })
        .$if(afterId !== null, (query) => query.where('albums.id', '<', afterId ?? 0))
        .orderBy('albums.id', 'desc')
        .limit(limit)
        .execute() as Promise<AlbumSummaryRow[]>;
    },

    /** The owner's albums, by name, with their items in album order: an export's folders. */
    async ownAlbumsWithItems(ownerId: number): Promise<Array<{ name: string; itemIds: number[] }>> {
      const rows = await db
        .selectFrom('albums')
        .leftJoin('album_items', 'album_items.album_id', 'albums.id')
        .select(['albums.id', 'albums.name', 'album_items.item_id'])
        .where('albums.owner_id', '=', ownerId)
        .orderBy('albums.name')
        .orderBy('albums.id')
        .orderBy('album_items.position')
        .execute();
      const byId = new Map<number, { name: string; itemIds: number[] }>();
      for (const row of rows) {
        const album = byId.get(row.id) ?? { name: row.name, itemIds: [] };
        byId.set(row.id, album);
        if (row.item_id !== null) album.itemIds.push(row.item_id);
      }
      return [...byId.values()];
    },

    async countSharedAlbums(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('albums')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', ownerId)
        .where('is_shared', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async updateAlbum(
      id: number,
      changes: Partial<Pick<AlbumRow, 'name' | 'caption' | 'cover_item_id' | 'is_shared' | 'source'>>,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('albums')
        .set({
          ...changes,
          ...(changes.name !== undefined ? { name_key: changes.name.toLowerCase() } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    async deleteAlbum(id: number): Promise<void> {
      await db.deleteFrom('albums').where('id', '=', id).execute();
    },

    async deleteAlbumsOf(ownerId: number): Promise<void> {
      await db.deleteFrom('albums').where('owner_id', '=', ownerId).execute();
    },

    async hasItem(albumId: number, itemId: number): Promise<boolean> {
      const row = await db
        .selectFrom('album_items')
        .select('item_id')
        .where('album_id', '=', albumId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The album's items in order, walked by keyset (position, item id). */
    listItems(albumId: number, after: { position: number; id: number } | null, limit: number) {
      return db
        .selectFrom('album_items')
        .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
        .innerJoin('users', 'users.id', 'album_items.added_by')
        .selectAll('library_items')
        .select([
          'album_items.position',
          'album_items.added_by',
          'users.username as adder_username',
          'users.first_name as adder_first_name',
          'users.last_name as adder_last_name',
        ])
        .where('album_items.album_id', '=', albumId)
        .where(itemInLibrary)
        .$if(after !== null, (query) =>
          query.where((eb) =>
            eb.or([
              eb('album_items.position', '>', after?.position ?? 0),
              eb.and([
                eb('album_items.position', '=', after?.position ?? 0),
                eb('album_items.item_id', '>', after?.id ?? 0),
              ]),
            ]),
          ),
        )
        .orderBy('album_items.position', 'asc')
        .orderBy('album_items.item_id', 'asc')
        .limit(limit)
        .execute() as Promise<AlbumItemRow[]>;
    },

    /** The album's rows for these items (not those in their owner's Trash): who added each and whose item it is. */
    itemsIn(albumId: number, itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album_items')
        .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
        .selectAll('library_items')
        .select('album_items.added_by')
        .where('album_items.album_id', '=', albumId)
        .where('album_items.item_id', 'in', itemIds)
        .where(itemInLibrary)
        .execute();
    },

    /**
     * Adds items at the end, in the order given, as many as fit under `maxItems`; items already in
     * the album are left where they are. Under the album's row lock, so two people adding at once
     * can neither pass the limit nor take the same positions.
     */
    addItems(albumId: number, addedBy: number, itemIds: number[], maxItems: number, now: string) {
      return db.transaction().execute(async (trx) => {
        await lockAlbum(trx, albumId, now);
        const count = await trx
          .selectFrom('album_items')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('position').as('last')])
          .where('album_id', '=', albumId)
          .executeTakeFirstOrThrow();
        const total = Number(count.n);
        const present = new Set<number>();
        for (let start = 0; start < itemIds.length; start += INSERT_CHUNK) {
          const rows = await trx
            .selectFrom('album_items')
            .select('item_id')
            .where('album_id', '=', albumId)
            .where('item_id', 'in', itemIds.slice(start, start + INSERT_CHUNK))
            .execute();
          for (const row of rows) present.add(row.item_id);
        }
        const fresh = itemIds.filter((id) => !present.has(id));
        const fitting = fresh.slice(0, Math.max(0, maxItems - total));
        let position = count.last === null ? 0 : Number(count.last);
        const rows = fitting.map((itemId) => ({
          album_id: albumId,
          item_id: itemId,
          added_by: addedBy,
          position: ++position,
          added_at: now,
        }));
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          await trx
            .insertInto('album_items')
            .values(rows.slice(start, start + INSERT_CHUNK))
            .execute();
        }
        return { added: fitting.length, notFitting: fresh.length - fitting.length, total: total + fitting.length };
      });
    },

    /** Removes items (only those `addedBy` added, when given); a removed cover falls back to the newest. */
    removeItems(albumId: number, itemIds: number[], now: string, addedBy?: number): Promise<number> {
      if (itemIds.length === 0) return Promise.resolve(0);
      return db.transaction().execute(async (trx) => {
        await lockAlbum(trx, albumId, now);
        const result = await trx
          .deleteFrom('album_items')
          .where('album_id', '=', albumId)
          .where('item_id', 'in', itemIds)
          .$if(addedBy !== undefined, (query) => query.where('added_by', '=', addedBy ?? 0))
          .executeTakeFirst();
        await trx
          .updateTable('albums')
          .set({ cover_item_id: null })
          .where('id', '=', albumId)
          .where('cover_item_id', 'in', itemIds)
          .execute();
        return Number(result.numDeletedRows);
      });
    },

    /** What one person added leaves the album (they left or were removed). */
    removeAddedBy(albumId: number, userId: number, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await lockAlbum(trx, albumId, now);
        const removed = await trx
          .deleteFrom('album_items')
          .where('album_id', '=', albumId)
          .where('added_by', '=', userId)
          .returning('item_id')
          .execute();
        const ids = removed.map((row) => row.item_id);
        if (ids.length > 0) {
          await trx
            .updateTable('albums')
            .set({ cover_item_id: null })
            .where('id', '=', albumId)
            .where('cover_item_id', 'in', ids)
            .execute();
        }
        return ids.length;
      });
    },

    /**
     * Puts one item right before another (null: at the end). Integer positions, shifted by one
     * statement for the stretch between the two places, under the album's row lock: concurrent
     * adds wait and append after, so the order stays whole.
     */
    moveItem(albumId: number, itemId: number, beforeItemId: number | null, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockAlbum(trx, albumId, now);
        const positionOf = async (id: number) =>
          (
            await trx
              .selectFrom('album_items')
              .select('position')
              .where('album_id', '=', albumId)
              .where('item_id', '=', id)
              .executeTakeFirst()
          )?.position;
        const from = await positionOf(itemId);
        if (from === undefined) return false;
        let to: number;
        if (beforeItemId === null) {
          const last = await trx
            .selectFrom('album_items')
            .select((eb) => eb.fn.max('position').as('last'))
            .where('album_id', '=', albumId)
            .executeTakeFirstOrThrow();
          to = Number(last.last) + 1;
        } else {
          const before = await positionOf(beforeItemId);
          if (before === undefined) return false;
          if (beforeItemId === itemId) return true;
          if (from < before) {
            await trx
              .updateTable('album_items')
              .set((eb) => ({ position: eb('position', '-', 1) }))
              .where('album_id', '=', albumId)
              .where('position', '>', from)
              .where('position', '<', before)
              .execute();
            to = before - 1;
          } else {
            await trx
              .updateTable('album_items')
              .set((eb) => ({ position: eb('position', '+', 1) }))
              .where('album_id', '=', albumId)
              .where('position', '>=', before)
              .where('position', '<', from)
              .execute();
            to = before;
          }
        }
        await trx
          .updateTable('album_items')
          .set({ position: to })
          .where('album_id', '=', albumId)
          .where('item_id', '=', itemId)
          .execute();
        return true;
      });
    },

    // Members and invitations.

    findMemberRow(albumId: number, userId: number): Promise<AlbumMemberRow | undefined> {
      return db
        .selectFrom('album_members')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findMemberById(albumId: number, memberId: number): Promise<AlbumMemberRow | undefined> {
      return db
        .selectFrom('album_members')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    findInviteById(id: number): Promise<AlbumMemberRow | undefined> {
      return db.selectFrom('album_members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findInviteByTokenHash(tokenHash: string): Promise<AlbumMemberRow | undefined> {
      return db.selectFrom('album_members').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    listMembers(albumId: number) {
      return db
        .selectFrom('album_members')
        .leftJoin('users', 'users.id', 'album_members.user_id')
        .selectAll('album_members')
        .select(['users.username', 'users.first_name', 'users.last_name'])
        .where('album_members.album_id', '=', albumId)
        .orderBy('album_members.id', 'asc')
        .execute();
    },

    insertMember(values: {
      album_id: number;
      user_id: number | null;
      email: string | null;
      invited_by: number;
      token_hash: string | null;
      invited_at: string;
    }): Promise<AlbumMemberRow> {
      return db
        .insertInto('album_members')
        .values({ ...values, status: 'invited', joined_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateMember(
      id: number,
      changes: Partial<Pick<AlbumMemberRow, 'status' | 'joined_at' | 'token_hash' | 'invited_at' | 'user_id'>>,
    ) {
      await db.updateTable('album_members').set(changes).where('id', '=', id).execute();
    },

    async deleteMember(id: number): Promise<void> {
      await db.deleteFrom('album_members').where('id', '=', id).execute();
    },

    /** Invitations mailed to this address before its account existed. */
    pendingInvitesForEmail(email: string): Promise<AlbumMemberRow[]> {
      return db
        .selectFrom('album_members')
        .selectAll()
        .where('email', '=', email)
        .where('user_id', 'is', null)
        .execute();
    },

    /** A person's open invitations, newest first. */
    invitesOf(userId: number): Promise<InviteRow[]> {
      return db
        .selectFrom('album_members')
        .innerJoin('albums', 'albums.id', 'album_members.album_id')
        .innerJoin('users', 'users.id', 'album_members.invited_by')
        .selectAll('album_members')
        .select([
          'albums.name as album_name',
          'albums.cover_item_id as album_cover_item_id',
          'users.username as inviter_username',
          'users.first_name as inviter_first_name',
          'users.last_name as inviter_last_name',
        ])
        .where('album_members.user_id', '=', userId)
        .where('album_members.status', '=', 'invited')
        .orderBy('album_members.id', 'desc')
        .limit(500)
        .execute();
    },

    async countItems(albumId: number): Promise<number> {
      const row = await db
        .selectFrom('album_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('album_id', '=', albumId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The latest added item with a square: the cover when none was chosen. */
    async newestItemId(albumId: number): Promise<number | null> {
      const row = await db
        .selectFrom('album_items')
        .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
        .select('item_id')
        .where('album_id', '=', albumId)
        .where(itemInLibrary)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('renditions')
              .select('renditions.item_id')
              .whereRef('renditions.item_id', '=', 'album_items.item_id')
              .where('renditions.name', '=', 'square'),
          ),
        )
        .orderBy('added_at', 'desc')
        .orderBy('item_id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.item_id ?? null;
    },

    /** Squares (and for videos, the still's square) of these items: the covers. */
    coverRenditions(itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('renditions')
        .selectAll()
        .where('item_id', 'in', itemIds)
        .where('name', '=', 'square')
        .execute();
    },

    // Copies into a library.

    /** For the tests and the benchmark: an album's item ids in order. */
    async orderOf(albumId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('album_items')
        .select('item_id')
        .where('album_id', '=', albumId)
        .orderBy('position')
        .orderBy('item_id')
        .execute();
      return rows.map((row) => row.item_id);
    },
  };
}

export type AlbumsRepo = ReturnType<typeof createAlbumsRepo>;
