import { z } from 'zod';

/**
 * Places: where a person's photos were taken, as a list of countries and cities and as a map.
 * GET library/places answers the list, GET library/places/map the map's markers, and the library's
 * own listing (library/items, library/summary) takes a place or an area as a filter, so a place's
 * photos open in the same grid and viewer as the rest of the library.
 */

/** Bounds of the answers: a library's places list and one look at the map stay small. */
export const PLACES_LIMITS = {
  /** Countries: there are fewer than 250 in the world, so every one of a library's fits. */
  maxCountries: 250,
  /** Cities, the most photographed first. */
  maxCities: 200,
  /** Markers of one look at the map (the grid is 24 cells a side at most, so this is rarely met). */
  maxClusters: 600,
  /** Zoom levels of the web's map tiles (OpenStreetMap serves 0 to 19). */
  minZoom: 0,
  maxZoom: 19,
  /** A city's name as the gazetteer gives it. */
  cityMaxLength: 200,
} as const;

const ZLatitude = z.coerce.number().min(-90).max(90);
const ZLongitude = z.coerce.number().min(-180).max(180);

/** An ISO 3166 alpha-2 country code, as the gazetteer stores it. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/);

/** An area of the map in degrees: west to east, south to north (not across the antimeridian). */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The library listing's place filters: a country, a city in it (a city's name alone is not one
 * place: there is a Paris in France and one in Texas), or an area (all four sides, as a map
 * cluster's bounds give them).
 */
export const ZPlaceFilter = z.object({
  country: ZCountryCode.optional(),
  city: z.string().min(1).max(PLACES_LIMITS.cityMaxLength).optional(),
  west: ZLongitude.optional(),
  south: ZLatitude.optional(),
  east: ZLongitude.optional(),
  north: ZLatitude.optional(),
});
export type PlaceFilter = z.infer<typeof ZPlaceFilter>;

/**
 * What is wrong with a place filter's combination, each by the field to blame, or null when it is
 * whole: an area needs its four sides, south below north and west left of east; a city needs its
 * country. The schema checks each value; this, what they say together.
 */
export function placeFilterProblem(filter: PlaceFilter): { field: keyof PlaceFilter; message: string } | null {
  const sides = [filter.west, filter.south, filter.east, filter.north];
  const given = sides.filter((side) => side !== undefined).length;
  if (given !== 0 && given !== 4) return { field: 'west', message: 'An area needs west, south, east and north' };
  if (filter.south !== undefined && filter.north !== undefined && filter.south > filter.north) {
    return { field: 'south', message: 'South must not be north of north' };
  }
  if (filter.west !== undefined && filter.east !== undefined && filter.west > filter.east) {
    return { field: 'west', message: 'West must not be east of east' };
  }
  if (filter.city !== undefined && filter.country === undefined) {
    return { field: 'city', message: 'A city needs its country' };
  }
  return null;
}

/** The area of a whole place filter, or null when it names none. */
export function boundingBoxOf(filter: PlaceFilter): BoundingBox | null {
  const { west, south, east, north } = filter;
  if (west === undefined || south === undefined || east === undefined || north === undefined) return null;
  return { west, south, east, north };
}

/** A country or a city of the library, with how many photos and videos were taken there and the newest's thumbnail. */
export const ZPlaceEntry = z.object({
  country: z.string(),
  /** Null for a country's own entry. */
  city: z.string().nullable(),
  /** The region the city lies in, where the gazetteer knows it (null for a country). */
  region: z.string().nullable(),
  count: z.number().int(),
  /** The cover's square thumbnail, signed like every item's links; null while it renders. */
  coverUrl: z.string().nullable(),
  coverItemId: z.number().int(),
});
export type PlaceEntry = z.infer<typeof ZPlaceEntry>;

/** GET library/places: the person's countries (all) and cities (the most photographed), biggest first. */
export const ZPlaces = z.object({
  countries: z.array(ZPlaceEntry),
  cities: z.array(ZPlaceEntry),
  /** Items with a position, which the map shows (some places have a name and no position). */
  positioned: z.number().int(),
});
export type Places = z.infer<typeof ZPlaces>;

/** GET library/places/map's query: the map's zoom and the area it shows. */
export const ZPlacesMapQuery = z.object({
  zoom: z.coerce.number().int().min(PLACES_LIMITS.minZoom).max(PLACES_LIMITS.maxZoom),
  west: ZLongitude,
  south: ZLatitude,
  east: ZLongitude,
  north: ZLatitude,
});
export type PlacesMapQuery = z.infer<typeof ZPlacesMapQuery>;

/**
 * One marker of the map: the photos of one grid cell, at their mean position, pictured by the
 * newest. `bounds` is the cell's area (the library's area filter lists its photos); `itemId` is
 * there when the marker is one photo alone, which opens in the viewer.
 */
export const ZMapCluster = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  coverUrl: z.string().nullable(),
  itemId: z.number().int().optional(),
  bounds: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});
export type MapCluster = z.infer<typeof ZMapCluster>;

export const ZPlacesMap = z.object({ clusters: z.array(ZMapCluster) });
export type PlacesMap = z.infer<typeof ZPlacesMap>;

/**
 * The map's tiles as the server's operator set them (MAP_TILE_URL): a URL template with {z}, {x}
 * and {y}, and the attribution the tile server asks for. Null when the operator turned the map off.
 */
export const ZMapTiles = z.object({
  urlTemplate: z.string(),
  attribution: z.string(),
  attributionUrl: z.string().nullable(),
});
export type MapTiles = z.infer<typeof ZMapTiles>;
