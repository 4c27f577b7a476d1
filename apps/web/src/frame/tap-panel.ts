import type { PlaylistItem } from '@kinframe/contract';
import { useCallback, useEffect, useState } from 'react';
import { favouriteItem, hideItem } from './device-api.ts';

/** The panel goes away after this long without a touch (or a key of a TV remote). */
export const TAP_PANEL_IDLE_MS = 10_000;
/** After "Hide from this frame", the panel stays this long so its words can be read, then the next photo comes. */
export const HIDDEN_NOTICE_MS = 2_500;

/** What a tap on the frame can do to a photo: the device API's calls, or stand-ins in tests. */
export interface TapActions {
  /** Into (true) or out of the owner's favourites; answers the state now. */
  favourite(itemId: number, isFavourite: boolean): Promise<boolean>;
  hide(itemId: number): Promise<void>;
}

export function deviceTapActions(token: string): TapActions {
  return {
    favourite: async (itemId, isFavourite) => (await favouriteItem(token, itemId, isFavourite)).isFavourite,
    hide: (itemId) => hideItem(token, itemId),
  };
}

/** Which buttons the panel has: a favourite only for the owner's own items, a hide for any library item. */
export function tapChoicesOf(item: PlaylistItem): { canFavourite: boolean; canHide: boolean } {
  return {
    canFavourite: typeof item.isFavourite === 'boolean',
    // Works of NFT Art (negative ids) are no library item: the owner takes the collection off instead.
    canHide: item.id > 0,
  };
}

/** The photo a tap points at: the one under it (of two sharing the screen), else the slide's first. */
export function tappedItemId(target: EventTarget | null, items: readonly PlaylistItem[]): number | null {
  const cell = target instanceof Element ? target.closest('figure') : null;
  const id = Number(cell?.querySelector('[data-item-id]')?.getAttribute('data-item-id'));
  if (Number.isInteger(id) && items.some((item) => item.id === id)) return id;
  return items[0]?.id ?? null;
}

/**
 * Nothing on screen until the frame is tapped (or Enter pressed on a remote): then the panel of the
 * photo tapped, until it is closed. The item comes from the newest playlist, so the favourite's
 * state is the server's latest; `null` while closed or when the photo has left the playlist.
 */
export function useTapPanel(
  shownItems: readonly PlaylistItem[],
  playlistItems: readonly PlaylistItem[] | undefined,
  isEnabled: boolean,
) {
  const [itemId, setItemId] = useState<number | null>(null);
  const close = useCallback(() => setItemId(null), []);

  const open = useCallback(
    (target: EventTarget | null) => {
      if (!isEnabled || itemId !== null) return;
      setItemId(tappedItemId(target, shownItems));
    },
    [isEnabled, itemId, shownItems],
  );

  useEffect(() => {
    if (!isEnabled || itemId !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat) return;
      // The panel's first button takes the focus at once: without this, the same key press would go
      // on to press it (and favourite the photo).
      event.preventDefault();
      open(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isEnabled, itemId, open]);

  useEffect(() => {
    if (!isEnabled) setItemId(null);
  }, [isEnabled]);

  const item =
    isEnabled && itemId !== null
      ? (playlistItems?.find((candidate) => candidate.id === itemId) ??
        shownItems.find((candidate) => candidate.id === itemId) ??
        null)
      : null;
  // Open only while there is a photo to tell of: the slideshow stays paused no longer than that.
  return { item, isOpen: item !== null, open, close };
}
