import type { AppConfig, LibraryPage, LibrarySummary, Places, PlacesMap } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const PLACES_URL = '/api/v3/library/places';
const MAP_URL = '/api/v3/library/places/map';
const WORLD = 'west=-180&south=-90&east=180&north=90';

const PARIS = { gps_latitude: 48.8566, gps_longitude: 2.3522, place_city: 'Paris', place_country: 'FR' };
const LYON = { gps_latitude: 45.764, gps_longitude: 4.8357, place_city: 'Lyon', place_country: 'FR' };
const KYOTO = { gps_latitude: 35.0116, gps_longitude: 135.7681, place_city: 'Kyoto', place_country: 'JP' };

describe.each(testDatabases())('places and the map on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let stranger: Person;
  const ids: Record<string, number[]> = {};

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    stranger = await t.loggedInClient({ plan: 'plus' });
    const seed = async (name: string, values: object, count: number) => {
      ids[name] = [];
      for (let index = 0; index < count; index += 1) ids[name].push(await seedReadyPhoto(t, owner.user.id, values));
    };
    await seed('paris', { ...PARIS, place_region: 'Île-de-France' }, 3);
    await seed('lyon', LYON, 1);
    await seed('kyoto', KYOTO, 2);
    // A place a person set, with no position: in the list, not on the map.
    await seed('named', { place_city: 'Nice', place_country: 'FR' }, 1);
    await seed('nowhere', {}, 1);
    await seed('trashed', { ...PARIS, trashed_at: new Date().toISOString() }, 1);
    // The stranger's photos are in a country the owner never went to.
    await seedReadyPhoto(t, stranger.user.id, {
      gps_latitude: -33.86,
      gps_longitude: 151.2,
      place_city: 'Sydney',
      place_country: 'AU',
    });
  });

  it('lists the countries and cities of the person’s own library, biggest first, with a cover', async () => {
    const response = await owner.client.get(PLACES_URL);
    expect(response.statusCode, response.body).toBe(200);
    const places = response.json() as Places;
    expect(places.countries.map((entry) => [entry.country, entry.count])).toEqual([
      ['FR', 5],
      ['JP', 2],
    ]);
    expect(places.cities.map((entry) => [entry.city, entry.country, entry.count])).toEqual([
      ['Paris', 'FR', 3],
      ['Kyoto', 'JP', 2],
      ['Lyon', 'FR', 1],
      ['Nice', 'FR', 1],
    ]);
    const paris = places.cities[0];
    // The newest of Paris pictures it, by a signed thumbnail link; the trashed one counts nowhere.
    expect(paris?.coverItemId).toBe(ids.paris?.at(-1));
    expect(paris?.coverUrl).toMatch(/square\.webp/);
    expect(paris?.region).toBe('Île-de-France');
    expect(places.positioned).toBe(6);
  });

  it('never shows another person’s places, in the list or on the map', async () => {
    const places = (await stranger.client.get(PLACES_URL)).json() as Places;
    expect(places.countries.map((entry) => entry.country)).toEqual(['AU']);
    expect(places.cities.map((entry) => entry.city)).toEqual(['Sydney']);
    const map = (await stranger.client.get(`${MAP_URL}?zoom=2&${WORLD}`)).json() as PlacesMap;
    expect(map.clusters.map((cluster) => cluster.count)).toEqual([1]);
    // Nor do the owner's photos answer the stranger's place filter.
    const page = (await stranger.client.get('/api/v3/library/items?country=FR')).json() as LibraryPage;
    expect(page.items).toEqual([]);
  });

  it('asks a signed-in person', async () => {
    expect((await t.client().get(PLACES_URL)).statusCode).toBe(401);
    expect((await t.client().get(`${MAP_URL}?zoom=2&${WORLD}`)).statusCode).toBe(401);
  });

  it('clusters the map by a grid: far apart at the world’s zoom, one photo alone opens itself', async () => {
    const response = await owner.client.get(`${MAP_URL}?zoom=2&${WORLD}`);
    expect(response.statusCode, response.body).toBe(200);
    const { clusters } = response.json() as PlacesMap;
    // Paris and Lyon fall in one cell of France at this zoom; Kyoto in its own.
    expect(clusters.map((cluster) => cluster.count)).toEqual([4, 2]);
    const [france, japan] = clusters;
    expect(france?.latitude).toBeCloseTo((PARIS.gps_latitude * 3 + LYON.gps_latitude) / 4, 6);
    expect(france?.itemId).toBeUndefined();
    expect(japan?.coverUrl).toMatch(/square\.webp/);

    // Zoomed in on France, Paris and Lyon part; Lyon is one photo, which opens itself.
    const closer = (await owner.client.get(`${MAP_URL}?zoom=8&west=-5&south=42&east=8&north=51`)).json() as PlacesMap;
    expect(closer.clusters.map((cluster) => cluster.count)).toEqual([3, 1]);
    expect(closer.clusters[1]?.itemId).toBe(ids.lyon?.[0]);
  });

  it('lists the photos of a cluster, a country and a city through the library’s own listing', async () => {
    const { clusters } = (await owner.client.get(`${MAP_URL}?zoom=2&${WORLD}`)).json() as PlacesMap;
    const bounds = clusters[0]?.bounds;
    const area = new URLSearchParams(Object.entries(bounds ?? {}).map(([side, value]) => [side, String(value)]));
    const inCluster = (await owner.client.get(`/api/v3/library/items?${area}`)).json() as LibraryPage;
    expect(inCluster.items.map((item) => item.id).sort()).toEqual([...(ids.paris ?? []), ...(ids.lyon ?? [])].sort());
    // The summary (the grid's layout) counts the same listing.
    const summary = (await owner.client.get(`/api/v3/library/summary?${area}`)).json() as LibrarySummary;
    expect(summary.total).toBe(4);

    const france = (await owner.client.get('/api/v3/library/items?country=FR')).json() as LibraryPage;
    expect(france.items).toHaveLength(5);
    const paris = (await owner.client.get('/api/v3/library/items?country=FR&city=Paris')).json() as LibraryPage;
    expect(paris.items.map((item) => item.id).sort()).toEqual([...(ids.paris ?? [])].sort());
    expect(paris.items[0]?.place).toMatchObject({ city: 'Paris', country: 'FR', latitude: PARIS.gps_latitude });
  });

  it('refuses a bad area, a zoom out of range and a city without its country', async () => {
    const refused = [
      `${MAP_URL}?zoom=20&${WORLD}`,
      `${MAP_URL}?zoom=-1&${WORLD}`,
      `${MAP_URL}?zoom=1.5&${WORLD}`,
      `${MAP_URL}?${WORLD}`,
      `${MAP_URL}?zoom=3&west=-180&south=-90&east=180`,
      `${MAP_URL}?zoom=3&west=10&south=-90&east=-10&north=90`,
      `${MAP_URL}?zoom=3&west=-180&south=50&east=180&north=40`,
      `${MAP_URL}?zoom=3&west=-181&south=-90&east=180&north=90`,
      `${MAP_URL}?zoom=3&west=-180&south=-91&east=180&north=90`,
      `${MAP_URL}?zoom=3&west=abc&south=-90&east=180&north=90`,
      '/api/v3/library/items?west=0&south=0&east=1',
      '/api/v3/library/items?west=2&south=0&east=1&north=1',
      '/api/v3/library/items?city=Paris',
      '/api/v3/library/items?country=france',
      '/api/v3/library/summary?country=F',
      `/api/v3/library/items?country=FR&city=${'x'.repeat(201)}`,
    ];
    for (const url of refused) {
      const response = await owner.client.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });

  it('keeps the answer bounded however far the map is zoomed in over the whole world', async () => {
    const { clusters } = (await owner.client.get(`${MAP_URL}?zoom=19&${WORLD}`)).json() as PlacesMap;
    // The grid falls back to cells the area spans at most 24 of: France's and Japan's, not an error.
    expect(clusters.map((cluster) => cluster.count)).toEqual([4, 2]);
  });

  it('tells the web app the map tiles and their attribution', async () => {
    const config = (await t.client().get('/api/v3/app-config')).json() as AppConfig;
    expect(config.capabilities.map).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    const policy = (await t.client().get('/api/v3/app-config')).headers['content-security-policy'];
    expect(String(policy)).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(String(policy)).not.toMatch(/connect-src [^;]*openstreetmap/);
  });
});

describe.each(testDatabases())('the map turned off on $name', (database) => {
  const t = useTestApp(database, { env: { MAP_TILE_URL: 'off' } });

  it('tells the web app there is no map, and no tile server is allowed', async () => {
    const response = await t.client().get('/api/v3/app-config');
    expect((response.json() as AppConfig).capabilities.map).toBeNull();
    expect(String(response.headers['content-security-policy'])).not.toMatch(/openstreetmap/);
  });
});
