import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_SETTINGS, filtersOf, parseViewSettings, serializeViewSettings } from './view-settings.ts';

describe('library view settings in the URL', () => {
  it('reads an empty query as the defaults', () => {
    expect(parseViewSettings(new URLSearchParams())).toEqual(DEFAULT_VIEW_SETTINGS);
  });

  it('reads every setting', () => {
    const settings = parseViewSettings(
      new URLSearchParams(
        'layout=ratio&type=videos&ratio=portrait&group=year&sort=uploaded&tag=7&favourites=true&item=42',
      ),
    );
    expect(settings).toEqual({
      layout: 'ratio',
      type: 'videos',
      ratio: 'portrait',
      group: 'year',
      sort: 'uploaded',
      tag: 7,
      favourites: true,
      item: 42,
    });
  });

  it('falls back to defaults for unknown or malformed values', () => {
    const settings = parseViewSettings(
      new URLSearchParams('layout=huge&type=gifs&ratio=round&group=week&sort=name&tag=abc&favourites=yes&item=-3'),
    );
    expect(settings).toEqual(DEFAULT_VIEW_SETTINGS);
  });

  it('leaves defaults out and keeps other params', () => {
    const params = serializeViewSettings(
      { ...DEFAULT_VIEW_SETTINGS, sort: 'uploaded', tag: 3 },
      new URLSearchParams('layout=ratio&utm=x'),
    );
    expect(params.toString()).toBe('utm=x&sort=uploaded&tag=3');
  });

  it('round-trips every setting', () => {
    const settings = {
      layout: 'ratio',
      type: 'photos',
      ratio: 'square',
      group: 'date',
      sort: 'uploaded',
      tag: 12,
      favourites: true,
      item: 5,
    } as const;
    expect(parseViewSettings(serializeViewSettings(settings))).toEqual(settings);
  });

  it('gives the server only its filters', () => {
    expect(filtersOf({ ...DEFAULT_VIEW_SETTINGS, layout: 'ratio', item: 4 })).toEqual({
      type: 'all',
      ratio: 'all',
      sort: 'created',
    });
    expect(filtersOf({ ...DEFAULT_VIEW_SETTINGS, tag: 2, favourites: true })).toEqual({
      type: 'all',
      ratio: 'all',
      sort: 'created',
      tag: 2,
      favourites: true,
    });
  });
});
