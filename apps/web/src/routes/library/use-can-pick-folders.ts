import { useSyncExternalStore } from 'react';

/**
 * Touch screens without a mouse (phones, tablets) pick photos from their photo library and cannot
 * pick a folder, though their browsers know the attribute: only a computer is offered folders.
 */
const FOLDER_PICKING_QUERY = '(hover: hover) and (pointer: fine)';

let query: MediaQueryList | null | undefined;

function folderQuery(): MediaQueryList | null {
  if (query === undefined)
    query = typeof window.matchMedia === 'function' ? window.matchMedia(FOLDER_PICKING_QUERY) : null;
  return query;
}

function subscribe(onChange: () => void): () => void {
  folderQuery()?.addEventListener('change', onChange);
  return () => folderQuery()?.removeEventListener('change', onChange);
}

export function useCanPickFolders(): boolean {
  return useSyncExternalStore(
    subscribe,
    // Without media queries (tests in jsdom) a computer is assumed.
    () => folderQuery()?.matches ?? true,
    () => true,
  );
}
