import { useMediaQuery } from './use-media-query.ts';

/**
 * When the app takes its phone layout (compact header, tab bar at the bottom): a narrow window, or a
 * touch screen too short to be a tablet, so a phone turned sideways keeps the layout it had upright.
 */
export const PHONE_LAYOUT_QUERY = '(max-width: 600px), (pointer: coarse) and (max-height: 600px)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_LAYOUT_QUERY, false);
}
