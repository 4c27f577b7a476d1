import { describe, expect, it } from 'vitest';
import { type RequestFacts, routeRequest } from './sw-routing.ts';

const ORIGIN = 'https://kinframe.example';
const SHELL = new Set(['/index.html', '/assets/main-abc123.js', '/assets/main-def456.css', '/icons/icon-192.png']);

const route = (facts: Partial<RequestFacts> & { url: string }) =>
  routeRequest({ method: 'GET', mode: 'cors', ...facts, url: new URL(facts.url, ORIGIN).href }, ORIGIN, SHELL);

describe("the app's service worker routing", () => {
  it('takes the share sheet’s post to /share, and nothing else posted', () => {
    expect(route({ method: 'POST', url: '/share', mode: 'navigate' })).toBe('share');
    expect(route({ method: 'POST', url: '/share/' })).toBe('pass');
    expect(route({ method: 'POST', url: '/api/v3/library/uploads' })).toBe('pass');
    expect(route({ method: 'PUT', url: '/family/home' })).toBe('pass');
  });

  it('answers navigations to the app’s pages, whatever their path', () => {
    for (const url of ['/', '/family', '/family/library/albums/12?sort=new', '/login', '/family/library/shared']) {
      expect(route({ url, mode: 'navigate' })).toBe('page');
    }
  });

  it('never touches the API (private data), the development mailbox or the frame player', () => {
    for (const url of ['/api/v3/is-logged-in', '/api/v3/library/items?page=2', '/api', '/dev/mailbox']) {
      expect(route({ url })).toBe('pass');
      expect(route({ url, mode: 'navigate' })).toBe('pass');
    }
    for (const url of ['/frame', '/frame/', '/frame/pair?x=1']) expect(route({ url, mode: 'navigate' })).toBe('pass');
    // Paths that only begin like those are the app's pages.
    expect(route({ url: '/frames', mode: 'navigate' })).toBe('page');
    expect(route({ url: '/apiary', mode: 'navigate' })).toBe('page');
  });

  it('serves this version’s shell files, and lets every other file go to the network', () => {
    expect(route({ url: '/assets/main-abc123.js' })).toBe('shell');
    expect(route({ url: '/icons/icon-192.png' })).toBe('shell');
    expect(route({ url: '/assets/main-abc123.js?v=1' })).toBe('shell');
    expect(route({ url: '/assets/main-000000.js' })).toBe('pass');
    expect(route({ url: '/frame-sw.js' })).toBe('pass');
    expect(route({ url: '/sw.js' })).toBe('pass');
  });

  it('leaves other origins alone (the photos’ bucket, the captcha)', () => {
    expect(
      routeRequest(
        { method: 'GET', mode: 'navigate', url: 'https://bucket.example/photo.jpg' },
        ORIGIN,
        new Set(['/photo.jpg']),
      ),
    ).toBe('pass');
    expect(routeRequest({ method: 'POST', mode: 'navigate', url: 'https://evil.example/share' }, ORIGIN, SHELL)).toBe(
      'pass',
    );
  });
});
