import { describe, expect, it } from 'vitest';
import { GIGABYTE, videoStoragePercentage, ZLibraryQuery } from './library.ts';

describe('video storage percentage', () => {
  it('is used / total * 100 rounded to two decimals', () => {
    expect(videoStoragePercentage(GIGABYTE, 3 * GIGABYTE)).toBe(33.33);
    expect(videoStoragePercentage(2 * GIGABYTE, 3 * GIGABYTE)).toBe(66.67);
  });
  it('is capped at 100', () => {
    expect(videoStoragePercentage(60 * GIGABYTE, 50 * GIGABYTE)).toBe(100);
  });
});

describe('library query', () => {
  it('defaults to every item, by created date', () => {
    expect(ZLibraryQuery.parse({})).toMatchObject({ type: 'all', ratio: 'all', sort: 'created', limit: 100 });
  });
  it('reads filters from a query string', () => {
    expect(ZLibraryQuery.parse({ type: 'videos', ratio: 'portrait', favourites: 'true', tag: '4' })).toMatchObject({
      type: 'videos',
      ratio: 'portrait',
      favourites: true,
      tag: 4,
    });
  });
  it('refuses an unknown filter', () => {
    expect(ZLibraryQuery.safeParse({ ratio: 'round' }).success).toBe(false);
  });
});
