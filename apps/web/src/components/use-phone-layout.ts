import { useSyncExternalStore } from 'react';

/**
 * When the app takes its phone layout (compact header, tab bar at the bottom): a narrow window, or a
 * touch screen too short to be a tablet, so a phone turned sideways keeps the layout it had upright.
 */
export const PHONE_LAYOUT_QUERY = '(max-width: 600px), (pointer: coarse) and (max-height: 600px)';

// One query for the page: a list with listeners must outlive every render that reads it.
let phoneQuery: MediaQueryList | null | undefined;

function getPhoneQuery(): MediaQueryList | null {
  if (phoneQuery === undefined) {
    phoneQuery = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : null;
  }
  return phoneQuery;
}

function subscribe(onChange: () => void): () => void {
  const query = getPhoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getPhoneQuery()?.matches ?? false,
    () => false,
  );
}
