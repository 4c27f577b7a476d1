import { describe, expect, it } from 'vitest';
import {
  type AppRoute,
  FAMILY_TABS,
  openRoutes,
  openSections,
  ROUTES,
  type RouteName,
  routeAt,
  routeNamed,
  SECTIONS,
} from './route-table.ts';

describe('the route table of spec section 2', () => {
  it.each([
    ['/login', 'login'],
    ['/sign-up', 'signup'],
    ['/forgot-password', 'forgotPassword'],
    ['/reset-pwd', 'resetPassword'],
    ['/shop/login', 'shopLogin'],
    ['/shop/signout', 'shopSignout'],
    ['/', 'root'],
    ['/family', 'family'],
    ['/family/home', 'family-home'],
    ['/family/library', 'library'],
    ['/family/library/subscribe', 'library-subscribe'],
    ['/family/library/flickr', 'library-flickr'],
    ['/family/library/shared', 'library-shared'],
    ['/family/library/albums', 'albums'],
    ['/family/library/albums/dropbox-connect', 'dropboxAlbumConnect'],
    ['/family/library/albums/type/shared', 'albums-view-all'],
    ['/family/library/albums/42', 'album-details'],
    ['/family/library/albums/collections/favourites', 'collection'],
    ['/family/frames', 'frames'],
    ['/family/members', 'members'],
    ['/hub', 'hub'],
    ['/hub/support', 'hub-support'],
    ['/create', 'create'],
    ['/create/competition', 'create-competition'],
    ['/account', 'account'],
    ['/account/membership', 'account-membership'],
    ['/subscribe', 'subscribe'],
    ['/frame-gift', 'frame-gift'],
    ['/no/such/page', 'not-found'],
  ] as const)('%s is %s', (path, name) => {
    expect(routeAt(path)?.name).toBe(name);
  });

  const validate = (name: RouteName, params: Record<string, string>) => {
    const route = routeNamed(name) as Extract<AppRoute, { kind: 'screen' }>;
    return route.isValid?.(params);
  };

  it('accepts only the album types and numeric album ids', () => {
    for (const type of ['kinframe', 'shared', 'google', 'dropbox'])
      expect(validate('albums-view-all', { type })).toBe(true);
    expect(validate('albums-view-all', { type: 'flickr' })).toBe(false);
    expect(validate('album-details', { id: '123' })).toBe(true);
    expect(validate('album-details', { id: 'abc' })).toBe(false);
    expect(routeNamed('album-details')).toMatchObject({ invalidRedirect: 'albums' });
    for (const id of ['favourites', 'emailed', 'nft-art']) expect(validate('collection', { id })).toBe(true);
    expect(validate('collection', { id: 'holidays' })).toBe(false);
    expect(routeNamed('collection')).toMatchObject({ invalidRedirect: 'albums' });
  });

  it('opens a Lite account its account and subscription pages, its photos and frames read-only, nothing else', () => {
    const routes = ROUTES.flatMap((route) => [route, ...(route.kind === 'screen' ? (route.children ?? []) : [])]);
    const byAccess = (access: string) =>
      routes
        .filter((route) => route.liteAccess === access)
        .map((route) => route.name)
        .sort();
    expect(byAccess('readOnly')).toEqual(['frames', 'library', 'library-places', 'library-trash']);
    for (const name of ['subscribe', 'library-subscribe', 'account-profile', 'account-settings', 'frame-gift'] as const)
      expect(routeNamed(name).liteAccess).toBe('full');
    for (const name of ['family-home', 'albums', 'album-details', 'members', 'hub-learn', 'not-found'] as const)
      expect(routeNamed(name).liteAccess).toBe('none');
    expect(routeNamed('not-found').access).toBe('authenticated');
  });

  it('shows a Lite account only the navigation it may follow', () => {
    expect(openRoutes(FAMILY_TABS, false)).toEqual(['library', 'frames']);
    expect(openRoutes(FAMILY_TABS, true)).toEqual(FAMILY_TABS);
    expect(openSections(false).map(({ key, to }) => ({ key, to }))).toEqual([
      { key: 'family', to: 'library' },
      { key: 'account', to: 'account-profile' },
    ]);
    expect(openSections(true).map(({ key, to }) => ({ key, to }))).toEqual(
      SECTIONS.map(({ key, to }) => ({ key, to })),
    );
  });
});
