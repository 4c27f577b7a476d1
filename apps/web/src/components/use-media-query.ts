import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page: a list with listeners must outlive every render that
 * reads it. Asked again when `window.matchMedia` itself is another (a test's stand-in, then none).
 */
const lists = new Map<string, { matchMedia: typeof window.matchMedia; list: MediaQueryList }>();

function listOf(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  const known = lists.get(query);
  if (known?.matchMedia === window.matchMedia) return known.list;
  const list = window.matchMedia(query);
  lists.set(query, { matchMedia: window.matchMedia, list });
  return list;
}

/** Whether the media query matches, kept current; `unknown` where the browser cannot say (no matchMedia). */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? unknown,
    () => unknown,
  );
}
