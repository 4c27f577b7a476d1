import { pathOf } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../app/route-table.ts';
import { phoneTabOf } from './phone-tabs.ts';

describe("the phone's tab bar", () => {
  it.each([
    ['family-home', 'family-home'],
    ['library', 'library'],
    ['library-flickr', 'library'],
    ['library-shared', 'library'],
    ['library-subscribe', 'library'],
    ['albums', 'albums'],
    ['albums-view-all', 'albums'],
    ['album-details', 'albums'],
    ['frames', 'frames'],
    ['members', 'members'],
  ] as const)('lights the tab of %s: %s', (route: RouteName, tab) => {
    expect(phoneTabOf(pathOf(route))).toBe(tab);
  });

  it('lights none outside the family sections', () => {
    for (const route of ['account-profile', 'hub-learn', 'subscribe', 'not-found'] as const) {
      expect(phoneTabOf(pathOf(route))).toBeUndefined();
    }
  });
});
