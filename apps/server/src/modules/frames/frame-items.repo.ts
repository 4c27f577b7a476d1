import type { Database } from '../../infra/db/database.ts';
import { idChunks as chunks } from '../../infra/db/id-chunks.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

/** Only ids some row could have: forged ones (0, -1, 2^53) simply match nothing. */
const possibleIds = (ids: number[]) => ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID);

/** One sent item as the frames page lists it: the item, when it was sent, and its square if made. */
export interface SentItemRow {
  item_id: number;
  kind: LibraryItemRow['kind'];
  sent_at: string;
  square_key: string | null;
  square_mime_type: string | null;
}

/**
 * Items sent straight to a frame (frame_items). The service checks whose frame and whose items
 * they are; what the device is then shown of them is the playlist repo's `sentItems`.
 */
export function createFrameItemsRepo(db: Database) {
  return {
    /** Puts the items on the frame, or moves those already there to `sentAt` (first again). */
    async send(frameId: number, itemIds: number[], sentAt: string): Promise<void> {
      for (const ids of chunks(itemIds)) {
        await db
          .insertInto('frame_items')
          .values(ids.map((itemId) => ({ frame_id: frameId, item_id: itemId, sent_at: sentAt })))
          .onConflict((oc) => oc.columns(['frame_id', 'item_id']).doUpdateSet({ sent_at: sentAt }))
          .execute();
      }
    },

    /** Takes these items off the frame; answers how many were on it. */
    async remove(frameId: number, itemIds: number[]): Promise<number> {
      let removed = 0;
      for (const ids of chunks(possibleIds(itemIds))) {
        const result = await db
          .deleteFrom('frame_items')
          .where('frame_id', '=', frameId)
          .where('item_id', 'in', ids)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Takes every sent item off the frame; answers how many there were. */
    async clear(frameId: number): Promise<number> {
      const result = await db.deleteFrom('frame_items').where('frame_id', '=', frameId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async count(frameId: number): Promise<number> {
      const row = await db
        .selectFrom('frame_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('frame_id', '=', frameId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the frame's sent items, newest sent first, after the (sent_at, item_id) of `after`. */
    page(frameId: number, limit: number, after: { sentAt: string; itemId: number } | null): Promise<SentItemRow[]> {
      let query = db
        .selectFrom('frame_items')
        .innerJoin('library_items', 'library_items.id', 'frame_items.item_id')
        .leftJoin('renditions', (join) =>
          join.onRef('renditions.item_id', '=', 'frame_items.item_id').on('renditions.name', '=', 'square'),
        )
        .select([
          'frame_items.item_id',
          'library_items.kind',
          'frame_items.sent_at',
          'renditions.key as square_key',
          'renditions.mime_type as square_mime_type',
        ])
        .where('frame_items.frame_id', '=', frameId)
        .where(itemInLibrary);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('frame_items.sent_at', '<', after.sentAt),
            eb.and([eb('frame_items.sent_at', '=', after.sentAt), eb('frame_items.item_id', '<', after.itemId)]),
          ]),
        );
      }
      return query.orderBy('frame_items.sent_at', 'desc').orderBy('frame_items.item_id', 'desc').limit(limit).execute();
    },
  };
}

export type FrameItemsRepo = ReturnType<typeof createFrameItemsRepo>;
