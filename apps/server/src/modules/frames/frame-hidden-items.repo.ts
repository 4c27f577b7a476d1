import type { Database } from '../../infra/db/database.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import { frameOwnerSeesItem } from '../access/predicates.ts';

/** One hidden item as the frames page lists it: the item, when it was hidden, and its square if the owner may see it. */
export interface HiddenItemRow {
  item_id: number;
  kind: LibraryItemRow['kind'];
  hidden_at: string;
  square_key: string | null;
  square_mime_type: string | null;
  /** Whether the frame's owner may still see the item (an album since left: not): 1/true or 0/false by dialect. */
  owner_sees: number | boolean | null;
}

/**
 * Items hidden from a frame by a tap on it (frame_hidden_items). The service checks whose frame it
 * is and that the item is on it; the playlist repo's `hiddenItemIds` leaves these out.
 */
export function createFrameHiddenItemsRepo(db: Database) {
  return {
    /** Hides the item from the frame; hiding it again keeps the first time. */
    async hide(frameId: number, itemId: number, hiddenAt: string): Promise<void> {
      await db
        .insertInto('frame_hidden_items')
        .values({ frame_id: frameId, item_id: itemId, hidden_at: hiddenAt })
        .onConflict((oc) => oc.columns(['frame_id', 'item_id']).doNothing())
        .execute();
    },

    /** Shows the item on the frame again; answers whether it was hidden. */
    async showAgain(frameId: number, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('frame_hidden_items')
        .where('frame_id', '=', frameId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async count(frameId: number): Promise<number> {
      const row = await db
        .selectFrom('frame_hidden_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('frame_id', '=', frameId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the frame's hidden items, the latest hidden first, after the (hidden_at, item_id) of `after`. */
    page(frameId: number, limit: number, after: { hiddenAt: string; itemId: number } | null): Promise<HiddenItemRow[]> {
      let query = db
        .selectFrom('frame_hidden_items')
        .innerJoin('frames', 'frames.id', 'frame_hidden_items.frame_id')
        .innerJoin('library_items', 'library_items.id', 'frame_hidden_items.item_id')
        .leftJoin('renditions', (join) =>
          join.onRef('renditions.item_id', '=', 'frame_hidden_items.item_id').on('renditions.name', '=', 'square'),
        )
        .select((eb) => [
          'frame_hidden_items.item_id',
          'library_items.kind',
          'frame_hidden_items.hidden_at',
          'renditions.key as square_key',
          'renditions.mime_type as square_mime_type',
          frameOwnerSeesItem(eb).as('owner_sees'),
        ])
        .where('frame_hidden_items.frame_id', '=', frameId);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('frame_hidden_items.hidden_at', '<', after.hiddenAt),
            eb.and([
              eb('frame_hidden_items.hidden_at', '=', after.hiddenAt),
              eb('frame_hidden_items.item_id', '<', after.itemId),
            ]),
          ]),
        );
      }
      return query
        .orderBy('frame_hidden_items.hidden_at', 'desc')
        .orderBy('frame_hidden_items.item_id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type FrameHiddenItemsRepo = ReturnType<typeof createFrameHiddenItemsRepo>;
