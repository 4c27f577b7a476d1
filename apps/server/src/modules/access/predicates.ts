import type { Expression, ExpressionBuilder } from 'kysely';
import type { Schema } from '../../infra/db/schema.ts';

/** A person, as an id or as a column of the query (`frames.owner_id`). */
type Person = number | Expression<number>;

/**
 * Albums whose items `person` may see: their own, or one they are a member of (an invitation
 * not yet accepted shows nothing but its card). Every query that reaches items through albums on
 * someone's behalf (a frame's playlist, statistics, a remote's `show`) asks this, never its own copy.
 */
export function albumsVisibleTo(eb: ExpressionBuilder<Schema, 'albums'>, person: Person) {
  return eb.or([
    eb('albums.owner_id', '=', person),
    eb.exists(
      eb
        .selectFrom('album_members')
        .select('album_members.id')
        .whereRef('album_members.album_id', '=', 'albums.id')
        .where('album_members.user_id', '=', person)
        .where('album_members.status', '=', 'member'),
    ),
  ]);
}

/** Shared albums `person` is in: their own shared ones, and those they joined. */
export function sharedAlbumsOf(eb: ExpressionBuilder<Schema, 'albums'>, person: Person) {
  return eb.and([eb('albums.is_shared', '=', 1), albumsVisibleTo(eb, person)]);
}

/**
 * Items in the library, not in the Trash: every query that shows, counts or sends items (an album's
 * page, a frame's playlist, a post, a message) asks this, so a trashed item leaves them all at once
 * and comes back to them all when restored.
 */
export function itemInLibrary(eb: ExpressionBuilder<Schema, 'library_items'>) {
  return eb('library_items.trashed_at', 'is', null);
}

/** Library items of `person`. */
export function itemsOwnedBy(eb: ExpressionBuilder<Schema, 'library_items'>, person: Person) {
  return eb('library_items.owner_id', '=', person);
}

/**
 * Whether a frame's owner may see a library item, in a query that has `frames` and `library_items`
 * in scope: their own item, or an item of an album on that frame that they may see. Anything else
 * (an album they left, an id a device made up) is not theirs to see, so no link to another
 * person's media goes out for it.
 */
export function frameOwnerSeesItem(eb: ExpressionBuilder<Schema, 'frames' | 'library_items'>) {
  const owner = eb.ref('frames.owner_id');
  return eb.and([
    itemInLibrary(eb),
    eb.or([
      itemsOwnedBy(eb, owner),
      eb.exists(
        eb
          .selectFrom('frame_albums')
          .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
          .innerJoin('album_items', 'album_items.album_id', 'albums.id')
          .select('frame_albums.frame_id')
          .whereRef('frame_albums.frame_id', '=', 'frames.id')
          .whereRef('album_items.item_id', '=', 'library_items.id')
          .where((inner) => albumsVisibleTo(inner, owner)),
      ),
    ]),
  ]);
}

/**
 * Whether `person` may see a library item, in a query that has `library_items` in scope: while it is
 * in the library, their own, one in an album they may see, or one a friend sent them privately.
 * What a notification pictures asks this, so no link to an item goes out to someone who left its
 * album, or whose friend took it back.
 */
export function itemVisibleTo(eb: ExpressionBuilder<Schema, 'library_items'>, person: Person) {
  return eb.and([
    itemInLibrary(eb),
    eb.or([
      itemsOwnedBy(eb, person),
      eb.exists(
        eb
          .selectFrom('album_items')
          .innerJoin('albums', 'albums.id', 'album_items.album_id')
          .select('album_items.item_id')
          .whereRef('album_items.item_id', '=', 'library_items.id')
          .where((inner) => albumsVisibleTo(inner, person)),
      ),
      eb.exists(
        eb
          .selectFrom('message_items')
          .innerJoin('messages', 'messages.id', 'message_items.message_id')
          .select('message_items.item_id')
          .whereRef('message_items.item_id', '=', 'library_items.id')
          .where('messages.receiver_id', '=', person),
      ),
    ]),
  ]);
}

/**
 * Another person's library item that `person` sees through an album they may see (a shared album
 * they own or joined; an invitation not yet accepted shows nothing), while it is in the library.
 * `amongAlbums`, when given, narrows the albums looked at to these ids (those the caller found
 * visible already): every one is still checked, and PostgreSQL then starts from their few items
 * instead of from the whole table.
 */
export function itemSharedWith(
  eb: ExpressionBuilder<Schema, 'library_items'>,
  person: Person,
  amongAlbums?: readonly number[],
) {
  return eb.and([
    itemInLibrary(eb),
    eb('library_items.owner_id', '!=', person),
    eb(
      'library_items.id',
      'in',
      eb
        .selectFrom('album_items')
        .innerJoin('albums', 'albums.id', 'album_items.album_id')
        .select('album_items.item_id')
        .where((inner) =>
          inner.and([
            albumsVisibleTo(inner, person),
            ...(amongAlbums
              ? [inner('album_items.album_id', 'in', amongAlbums.length > 0 ? [...amongAlbums] : [0])]
              : []),
          ]),
        ),
    ),
  ]);
}

/**
 * What a search by `person` may find, as two parts that never overlap: their own items in the
 * library, and others' items shared with them. Each part keeps to an index of its own (the owner's
 * by date; the albums' items), which one condition joined by OR would not; a search runs both and
 * merges them. A stranger's search reaches nothing of anyone else's.
 */
export const SEARCHABLE_PARTS = [
  (eb: ExpressionBuilder<Schema, 'library_items'>, person: Person) =>
    eb.and([itemInLibrary(eb), itemsOwnedBy(eb, person)]),
  itemSharedWith,
] as const;
