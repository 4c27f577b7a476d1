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
      place: undefined,
      item: 42,
    });
  });

  it('reads a place: a country, a city of it, or a whole area, and sends it as filters', () => {
    const city = parseViewSettings(new URLSearchParams('country=FR&city=Saint-%C3%89tienne'));
    expect(city.place).toEqual({ country: 'FR', city: 'Saint-Étienne' });
    expect(filtersOf(city).place).toEqual({ country: 'FR', city: 'Saint-Étienne' });
    const area = parseViewSettings(new URLSearchParams('west=0&south=45&east=22.5&north=67.5&item=3'));
    expect(area.place).toEqual({ west: 0, south: 45, east: 22.5, north: 67.5 });
    expect(serializeViewSettings(area).toString()).toBe('west=0&south=45&east=22.5&north=67.5&item=3');
  });

  it('drops a place that is not one: half an area, a city without its country, a country misspelt', () => {
    for (const query of ['west=0&south=45', 'city=Paris', 'country=France', 'west=9&south=0&east=1&north=1']) {
      expect(parseViewSettings(new URLSearchParams(query)).place, query).toBeUndefined();
    }
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
      place: { country: 'JP', city: 'Kyoto' },
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
