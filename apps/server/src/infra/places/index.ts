import type { GazetteerPlace } from './gazetteer.ts';

export type { GazetteerPlace } from './gazetteer.ts';
export { inTimeZone } from './zone-offsets.ts';

/** Where a position lies: the nearest named place (null far from any) and the time zone there. */
export interface PlaceAt {
  place: GazetteerPlace | null;
  timeZone: string | null;
}

/**
 * Places on the server's own data, never a geocoding service: the offline gazetteer (GeoNames'
 * towns of 1,000 people or more) and the time zones' shapes. Their modules, and the data they read,
 * load on the first call, so a process that never meets a position never holds them.
 */
export interface Places {
  at(latitude: number, longitude: number): Promise<PlaceAt>;
  /** Places whose name starts with `query`, the most populous first, at most `limit`. */
  search(query: string, limit: number): Promise<GazetteerPlace[]>;
}

export function createPlaces(): Places {
  const gazetteer = () => import('./gazetteer.ts').then((module) => module.gazetteer());
  return {
    async at(latitude, longitude) {
      const [places, zones] = await Promise.all([gazetteer(), import('./time-zone.ts')]);
      return { place: places.nearest(latitude, longitude), timeZone: zones.timeZoneAt(latitude, longitude) };
    },
    async search(query, limit) {
      return (await gazetteer()).search(query, limit);
    },
  };
}
