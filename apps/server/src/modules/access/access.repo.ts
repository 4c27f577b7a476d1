import type { Database } from '../../infra/db/database.ts';
import { idChunks } from '../../infra/db/id-chunks.ts';
import type { AlbumMemberRow, AlbumRow } from '../../infra/db/schema.ts';
import { albumsVisibleTo, itemVisibleTo } from './predicates.ts';

/** An album, with the asking person's membership row in it if they have one. */
export type AlbumStandingRow = AlbumRow & {
  member_id: number | null;
  member_status: AlbumMemberRow['status'] | null;
};

/** Runs `query` over `ids` a chunk at a time (one round trip for any usual batch), and joins the rows. */
async function inChunks<T>(ids: readonly number[], query: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const chunk of idChunks(ids)) rows.push(...(await query(chunk)));
  return rows;
}

/** The queries behind every permission. */
export function createAccessRepo(db: Database) {
  return {
    albumStandings(userId: number, albumIds: readonly number[]): Promise<AlbumStandingRow[]> {
      return inChunks(albumIds, (ids) =>
        db
          .selectFrom('albums')
          .leftJoin('album_members', (join) =>
            join.onRef('album_members.album_id', '=', 'albums.id').on('album_members.user_id', '=', userId),
          )
          .selectAll('albums')
          .select(['album_members.id as member_id', 'album_members.status as member_status'])
          .where('albums.id', 'in', ids)
          .execute(),
      );
    },

    /** Which of these are the person's items, in the library or in the Trash. */
    async ownedItems(userId: number, itemIds: readonly number[], place: 'library' | 'trash'): Promise<number[]> {
      const rows = await inChunks(itemIds, (ids) =>
        db
          .selectFrom('library_items')
          .select('id')
          .where('owner_id', '=', userId)
          .where('id', 'in', ids)
          .where('trashed_at', place === 'library' ? 'is' : 'is not', null)
          .execute(),
      );
      return rows.map((row) => row.id);
    },

    /** Which of these items the person may see (predicates.ts's itemVisibleTo). */
    async visibleItems(userId: number, itemIds: readonly number[]): Promise<number[]> {
      const rows = await inChunks(itemIds, (ids) =>
        db
          .selectFrom('library_items')
          .select('library_items.id')
          .where('library_items.id', 'in', ids)
          .where((eb) => itemVisibleTo(eb, userId))
          .execute(),
      );
      return rows.map((row) => row.id);
    },

    /** The albums a person sees (owns or belongs to) that hold this item, by name. */
    albumsHoldingItem(userId: number, itemId: number, limit: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('album_items')
        .innerJoin('albums', 'albums.id', 'album_items.album_id')
        .select(['albums.id', 'albums.name'])
        .where('album_items.item_id', '=', itemId)
        .where((eb) => albumsVisibleTo(eb, userId))
        .orderBy('albums.name')
        .orderBy('albums.id')
        .limit(limit)
        .execute();
    },

    /** The person's roles on the server; undefined when there is no such account. */
    serverStanding(userId: number) {
      return db.selectFrom('users').select(['is_owner', 'is_operator']).where('id', '=', userId).executeTakeFirst();
    },

    async ownedFrames(userId: number, frameIds: readonly number[]): Promise<number[]> {
      const rows = await inChunks(frameIds, (ids) =>
        db.selectFrom('frames').select('id').where('owner_id', '=', userId).where('id', 'in', ids).execute(),
      );
      return rows.map((row) => row.id);
    },
  };
}
