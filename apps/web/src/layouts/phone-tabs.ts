import { pathOf } from '@kinframe/contract';
import type { RouteName } from '../app/route-table.ts';

/** The family sections, as the phone's tab bar lists them: albums get a tab of their own there. */
export const PHONE_TABS = ['family-home', 'library', 'albums', 'frames', 'members'] as const satisfies RouteName[];
export type PhoneTab = (typeof PHONE_TABS)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The tab a route path belongs to: the tab whose path is its longest leading part, so an album
 * (/family/library/albums/:id) lights Albums and a library source (/family/library/flickr) Library.
 * Paths outside the family sections (the account, the hub) light none.
 */
export function phoneTabOf(routePath: string): PhoneTab | undefined {
  const segments = segmentsOf(routePath);
  let best: { tab: PhoneTab; length: number } | undefined;
  for (const tab of PHONE_TABS) {
    const tabSegments = segmentsOf(pathOf(tab));
    const isWithin = tabSegments.every((segment, index) => segments[index] === segment);
    if (isWithin && tabSegments.length > (best?.length ?? 0)) best = { tab, length: tabSegments.length };
  }
  return best?.tab;
}
