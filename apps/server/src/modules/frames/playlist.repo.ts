import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type {
  ArtItemRow,
  ArtRenditionRow,
  FrameCycleRow,
  LibraryItemRow,
  RenditionRow,
  Schema,
} from '../../infra/db/schema.ts';
import { albumsVisibleTo, itemInLibrary } from '../access/predicates.ts';

/**
 * Fit for frames: not flagged by the analysis (screenshots, documents, blurred, nearly black), or
 * flagged and overruled by its owner. A frame leaves the others out unless its `showUnfit` is on.
 */
function fitForFrames(eb: ExpressionBuilder<Schema, 'library_items'>) {
  return eb.or([eb('library_items.unfit_reasons', 'is', null), eb('library_items.unfit_verdict', '=', 'overruled')]);
}

/** Collections that are views of a person's library (NFT Art belongs to nobody). */
export type LibraryCollection = 'favourites' | 'emailed';

/** Ids per `in (...)` list: well under both databases' limits on bound parameters. */
const ID_CHUNK = 900;

function chunks<T>(values: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += ID_CHUNK) result.push(values.slice(start, start + ID_CHUNK));
  return result;
}

/**
 * What frames show, read for the device: the ready items of an album or a collection, their
 * renditions, the frame renditions the rendition job stores, and which frames show what (for the
 * signals that tell frames to fetch again). Which albums and collections a frame shows, and
 * whether its owner may still see them, is the frames repo's `sourcesOf`.
 */
export function createPlaylistRepo(db: Database) {
  return {
    /** An album's ready items in album order (with `fitOnly`, those fit for frames). */
    albumItems(albumId: number, limit: number, fitOnly: boolean): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('album_items')
        .innerJoin('library_items', 'library_items.id', 'album_items.item_id')
        .selectAll('library_items')
        .where('album_items.album_id', '=', albumId)
        .where('library_items.status', '=', 'ready')
        .where(itemInLibrary)
        .$if(fitOnly, (query) => query.where(fitForFrames))
        .orderBy('album_items.position', 'asc')
        .orderBy('album_items.item_id', 'asc')
        .limit(limit)
        .execute();
    },

    /**
     * The ready items sent straight to a frame, newest sent first: only its owner's own, so photos
     * of a frame's earlier owner (a gift since accepted) are never shown to the next.
     */
    sentItems(frameId: number, ownerId: number, limit: number): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('frame_items')
        .innerJoin('library_items', 'library_items.id', 'frame_items.item_id')
        .selectAll('library_items')
        .where('frame_items.frame_id', '=', frameId)
        .where('library_items.owner_id', '=', ownerId)
        .where('library_items.status', '=', 'ready')
        .where(itemInLibrary)
        .orderBy('frame_items.sent_at', 'desc')
        .orderBy('frame_items.item_id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Of `ids`, the library items the frame's sources hold: its albums, what was sent to it (its
     * owner's own), and its owner's favourites or emailed photos when it shows those collections.
     */
    async itemsInSources(
      frame: { id: number; ownerId: number },
      sources: { albumIds: number[]; collections: string[] },
      ids: number[],
    ): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('library_items')
        .select('library_items.id')
        .where('library_items.id', 'in', ids)
        .where(itemInLibrary)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('frame_items')
                .select('frame_items.item_id')
                .whereRef('frame_items.item_id', '=', 'library_items.id')
                .where('frame_items.frame_id', '=', frame.id)
                .where('library_items.owner_id', '=', frame.ownerId),
            ),
            ...(sources.albumIds.length > 0
              ? [
                  eb.exists(
                    eb
                      .selectFrom('album_items')
                      .select('album_items.item_id')
                      .whereRef('album_items.item_id', '=', 'library_items.id')
                      .where('album_items.album_id', 'in', sources.albumIds),
                  ),
                ]
              : []),
            ...(sources.collections.includes('favourites')
              ? [eb.and([eb('library_items.owner_id', '=', frame.ownerId), eb('library_items.is_favourite', '=', 1)])]
              : []),
            ...(sources.collections.includes('emailed')
              ? [eb.and([eb('library_items.owner_id', '=', frame.ownerId), eb('library_items.source', '=', 'email')])]
              : []),
          ]),
        )
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The items hidden from the frame by a tap on it: its playlist leaves them out. */
    async hiddenItemIds(frameId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('frame_hidden_items')
        .select('item_id')
        .where('frame_id', '=', frameId)
        .execute();
      return new Set(rows.map((row) => row.item_id));
    },

    /** A library collection's ready items, newest first (the order the web app lists them in). */
    collectionItems(
      ownerId: number,
      collection: LibraryCollection,
      limit: number,
      fitOnly: boolean,
    ): Promise<LibraryItemRow[]> {
      return db
        .selectFrom('library_items')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .$if(collection === 'favourites', (query) => query.where('is_favourite', '=', 1))
        .$if(collection === 'emailed', (query) => query.where('source', '=', 'email'))
        .where('status', '=', 'ready')
        .where(itemInLibrary)
        .$if(fitOnly, (query) => query.where(fitForFrames))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The names of the people whose photos these are: who shared them, as a frame shows it. */
    async peopleOf(
      userIds: number[],
    ): Promise<{ id: number; username: string; first_name: string; last_name: string }[]> {
      const rows: { id: number; username: string; first_name: string; last_name: string }[] = [];
      for (const ids of chunks(userIds)) {
        rows.push(
          ...(await db
            .selectFrom('users')
            .select(['id', 'username', 'first_name', 'last_name'])
            .where('id', 'in', ids)
            .execute()),
        );
      }
      return rows;
    },

    /** NFT Art in the order it was imported. */
    art(limit: number): Promise<ArtItemRow[]> {
      return db.selectFrom('art_items').selectAll().orderBy('id', 'asc').limit(limit).execute();
    },

    async renditionsOf(itemIds: number[], names: string[]): Promise<RenditionRow[]> {
      const rows: RenditionRow[] = [];
      for (const ids of chunks(itemIds)) {
        rows.push(
          ...(await db
            .selectFrom('renditions')
            .selectAll()
            .where('item_id', 'in', ids)
            .where('name', 'in', names)
            .execute()),
        );
      }
      return rows;
    },

    async artRenditionsOf(artIds: number[], names: string[]): Promise<ArtRenditionRow[]> {
      const rows: ArtRenditionRow[] = [];
      for (const ids of chunks(artIds)) {
        rows.push(
          ...(await db
            .selectFrom('art_renditions')
            .selectAll()
            .where('art_id', 'in', ids)
            .where('name', 'in', names)
            .execute()),
        );
      }
      return rows;
    },

    async saveArtRendition(rendition: ArtRenditionRow): Promise<void> {
      await db
        .insertInto('art_renditions')
        .values(rendition)
        .onConflict((oc) =>
          oc.columns(['art_id', 'name']).doUpdateSet((eb) => ({
            key: eb.ref('excluded.key'),
            mime_type: eb.ref('excluded.mime_type'),
            width: eb.ref('excluded.width'),
            height: eb.ref('excluded.height'),
            size_bytes: eb.ref('excluded.size_bytes'),
          })),
        )
        .execute();
    },

    // ——— A shuffled frame's cycle ———

    cycleOf(frameId: number): Promise<FrameCycleRow | undefined> {
      return db.selectFrom('frame_cycles').selectAll().where('frame_id', '=', frameId).executeTakeFirst();
    },

    /** Two processes writing the same cycle at once write the same order (it is seeded), so the last one stands. */
    async saveCycle(row: FrameCycleRow): Promise<void> {
      await db
        .insertInto('frame_cycles')
        .values(row)
        .onConflict((oc) =>
          oc.column('frame_id').doUpdateSet((eb) => ({
            cycle: eb.ref('excluded.cycle'),
            started_at: eb.ref('excluded.started_at'),
            item_ids: eb.ref('excluded.item_ids'),
          })),
        )
        .execute();
    },

    // ——— Which frames show what ———

    /** Something these frames show changed: their playlists' remembered ETags no longer hold. */
    /**
     * Gives the frames a content version no other change has (a new frame_changes id, whichever
     * process asks), so frames told by one change share it; older change rows are not needed again.
     */
    async bumpContentVersion(frameIds: number[], now: string): Promise<void> {
      if (frameIds.length === 0) return;
      const change = await db
        .insertInto('frame_changes')
        .values({ created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const ids of chunks(frameIds)) {
        await db.updateTable('frames').set({ content_version: change.id }).where('id', 'in', ids).execute();
      }
      await db.deleteFrom('frame_changes').where('id', '<', change.id).execute();
    },

    async framesShowingAlbum(albumId: number): Promise<number[]> {
      const rows = await db.selectFrom('frame_albums').select('frame_id').where('album_id', '=', albumId).execute();
      return rows.map((row) => row.frame_id);
    },

    async framesShowingCollection(collectionId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('frame_collections')
        .select('frame_id')
        .where('collection_id', '=', collectionId)
        .execute();
      return rows.map((row) => row.frame_id);
    },

    /**
     * Every frame that may show an item of this person: their own frames (a library collection, or
     * photos sent to it: all of them, since a deleted item's row has already gone with it), and any
     * frame showing an album they own or are a member of.
     */
    async framesShowingContentOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('frames')
        .select('frames.id as frame_id')
        .where('frames.owner_id', '=', userId)
        .union(
          db
            .selectFrom('frame_albums')
            .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
            .select('frame_albums.frame_id')
            .where((eb) => albumsVisibleTo(eb, userId)),
        )
        .execute();
      return rows.map((row) => row.frame_id);
    },
  };
}

export type PlaylistRepo = ReturnType<typeof createPlaylistRepo>;
