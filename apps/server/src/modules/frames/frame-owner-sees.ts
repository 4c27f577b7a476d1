import type { ExpressionBuilder } from 'kysely';
import type { Schema } from '../../infra/db/schema.ts';

/**
 * Whether a frame's owner may see a library item, in a query that has `frames` and `library_items`
 * in scope: their own item, or an item of an album on that frame that they own or are a member of.
 * Anything else (an album they left, an id a device made up) is not theirs to see, so no link to
 * another person's media goes out for it.
 */
export function frameOwnerSeesItem(eb: ExpressionBuilder<Schema, 'frames' | 'library_items'>) {
  return eb.or([
    eb('library_items.owner_id', '=', eb.ref('frames.owner_id')),
    eb.exists(
      eb
        .selectFrom('frame_albums')
        .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
        .innerJoin('album_items', 'album_items.album_id', 'albums.id')
        .select('frame_albums.frame_id')
        .whereRef('frame_albums.frame_id', '=', 'frames.id')
        .whereRef('album_items.item_id', '=', 'library_items.id')
        .where((inner) =>
          inner.or([
            inner('albums.owner_id', '=', inner.ref('frames.owner_id')),
            inner.exists(
              inner
                .selectFrom('album_members')
                .select('album_members.id')
                .whereRef('album_members.album_id', '=', 'albums.id')
                .whereRef('album_members.user_id', '=', 'frames.owner_id')
                .where('album_members.status', '=', 'member'),
            ),
          ]),
        ),
    ),
  ]);
}
