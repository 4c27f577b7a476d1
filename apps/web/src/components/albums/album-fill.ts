import { type AddedItems, type Album, albumFill } from '@kinframe/contract';

/** A text of the locale files with its {name} params, chosen by a rule here and shown by a screen. */
export interface Message {
  key: string;
  params?: Record<string, number | string>;
}

/**
 * The album fill state of spec section 4, as the header shows it: nothing while there is room, the
 * 'Reaching the limit of {max}' warning near it, the reached-limit state at it. The maximum is the
 * server's (album.maxItems), never a constant of ours.
 */
export function fillNotice(
  album: Pick<Album, 'itemCount' | 'maxItems'>,
): (Message & { state: 'near-limit' | 'full' }) | null {
  const state = albumFill(album.itemCount, album.maxItems);
  if (state === 'ok') return null;
  const key = state === 'full' ? 'albums.fill.full' : 'albums.fill.nearLimit';
  return { state, key, params: { max: album.maxItems } };
}

/**
 * What adding items answered, in the spec's words: all added; only the first n (albums hold a
 * maximum of {total}: the album's maximum, {count}: how many went in); or nothing, the album is full.
 */
export function addedItemsMessage(
  answer: AddedItems,
  maxItems: number,
): Message & { type: 'success' | 'info' | 'error' } {
  if (answer.notice === 'album_full' || (answer.notice === 'album_partially_added' && answer.added === 0)) {
    return { type: 'error', key: 'errors.album_full' };
  }
  if (answer.notice === 'album_partially_added') {
    return { type: 'info', key: 'errors.album_partially_added', params: { total: maxItems, count: answer.added } };
  }
  return { type: 'success', key: 'albums.added', params: { count: answer.added } };
}
