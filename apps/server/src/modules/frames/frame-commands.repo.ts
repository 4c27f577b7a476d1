import type { Database } from '../../infra/db/database.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import { albumsVisibleTo } from '../access/predicates.ts';

/** What a remote `show` may name besides the owner's own items: the photos of the albums on the frame. */
export function createFrameCommandsRepo(db: Database) {
  return {
    /**
     * Whether the item is in an album shown on the frame that the frame's owner may see (their own,
     * or one they are a member of): the frame's playlist holds it already.
     */
    async isInAlbumOnFrame(frame: { id: number; ownerId: number }, itemId: number): Promise<boolean> {
      if (!Number.isInteger(itemId) || itemId < 1 || itemId > MAX_ROW_ID) return false;
      const row = await db
        .selectFrom('frame_albums')
        .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
        .innerJoin('album_items', 'album_items.album_id', 'albums.id')
        .select('album_items.item_id')
        .where('frame_albums.frame_id', '=', frame.id)
        .where('album_items.item_id', '=', itemId)
        .where((eb) => albumsVisibleTo(eb, frame.ownerId))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FrameCommandsRepo = ReturnType<typeof createFrameCommandsRepo>;
