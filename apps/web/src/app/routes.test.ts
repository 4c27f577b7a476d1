import { describe, expect, it } from 'vitest';
import { type AppRoute, type RouteName, routeAt, routeNamed } from './route-table.ts';

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

  it('flags exactly the subscription pages, and keeps not-found behind login', () => {
    expect(routeNamed('subscribe').isSubscriptionPage).toBe(true);
    expect(routeNamed('library-subscribe').isSubscriptionPage).toBe(true);
    expect(routeNamed('library').isSubscriptionPage).toBe(false);
    expect(routeNamed('not-found').access).toBe('authenticated');
  });
});
