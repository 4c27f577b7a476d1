import type { Database } from '../../infra/db/database.ts';
import type { ArtItemRow, ArtRenditionRow, LibraryItemRow } from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

export type LibraryCollection = 'favourites' | 'emailed';

/**
 * The built-in collections: two live views of a person's library (favourites, items that came by
 * mail) and the operator's NFT Art, which belongs to no user.
 */
export function createCollectionsRepo(db: Database) {
  function libraryCollection(ownerId: number, collection: LibraryCollection) {
    return db
      .selectFrom('library_items')
      .where('owner_id', '=', ownerId)
      .where(itemInLibrary)
      .$if(collection === 'favourites', (query) => query.where('is_favourite', '=', 1))
      .$if(collection === 'emailed', (query) => query.where('source', '=', 'email'));
  }

  return {
    /** Newest first, by keyset on the id. */
    listLibraryItems(
      ownerId: number,
      collection: LibraryCollection,
      beforeId: number | null,
      limit: number,
    ): Promise<LibraryItemRow[]> {
      return libraryCollection(ownerId, collection)
        .selectAll()
        .$if(beforeId !== null, (query) => query.where('id', '<', beforeId ?? 0))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async libraryCollectionSummary(ownerId: number, collection: LibraryCollection) {
      const row = await libraryCollection(ownerId, collection)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('newest')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), newestId: row.newest === null ? null : Number(row.newest) };
    },

    /** The art in the order it was imported, by keyset on the id. */
    listArt(afterId: number | null, limit: number): Promise<ArtItemRow[]> {
      return db
        .selectFrom('art_items')
        .selectAll()
        .$if(afterId !== null, (query) => query.where('id', '>', afterId ?? 0))
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },

    async artSummary() {
      const row = await db
        .selectFrom('art_items')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('id').as('first')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), firstId: row.first === null ? null : Number(row.first) };
    },

    artRenditionsOf(artIds: number[]): Promise<ArtRenditionRow[]> {
      if (artIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('art_renditions').selectAll().where('art_id', 'in', artIds).execute();
    },

    squareOf(itemId: number) {
      return db
        .selectFrom('renditions')
        .selectAll()
        .where('item_id', '=', itemId)
        .where('name', '=', 'square')
        .executeTakeFirst();
    },

    hasArt(contentHash: string) {
      return db.selectFrom('art_items').select('id').where('content_hash', '=', contentHash).executeTakeFirst();
    },

    insertArt(art: Omit<ArtItemRow, 'id'>, renditions: Omit<ArtRenditionRow, 'art_id'>[]): Promise<ArtItemRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('art_items').values(art).returningAll().executeTakeFirstOrThrow();
        if (renditions.length > 0) {
          await trx
            .insertInto('art_renditions')
            .values(renditions.map((rendition) => ({ ...rendition, art_id: row.id })))
            .execute();
        }
        return row;
      });
    },
  };
}

export type CollectionsRepo = ReturnType<typeof createCollectionsRepo>;
