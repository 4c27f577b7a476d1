import {
  PLACES_LIMITS,
  type PlaceEntry,
  type PlaceFilter,
  type Places,
  type PlacesMap,
  type PlacesMapQuery,
  placeFilterProblem,
} from '@kinframe/contract';
import { validationFailed } from '../../app-error.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { cellBounds, cellDegreesFor } from './map-grid.ts';
import type { PlaceRow, PlacesRepo } from './places.repo.ts';

/** Looks at the map one person may take a minute: a drag or a zoom is one, so this is generous. */
export const MAP_LOOKS_PER_MINUTE = { max: 120, windowMinutes: 1 } as const;

/** Refuses a place filter whose parts do not make one place or area, naming the field to blame. */
export function checkPlaceFilter(filter: PlaceFilter): void {
  const problem = placeFilterProblem(filter);
  if (problem) throw validationFailed([{ id: problem.field, code: 'validation_failed', message: problem.message }]);
}

/**
 * Where a person's photos were taken: their countries and cities, and the map's markers. Every
 * function reads the asking person's own items in the library (the access module's predicates, in
 * the repo), so nobody else's place ever shows.
 */
export function createPlacesService(deps: {
  repo: PlacesRepo;
  /** The square thumbnails of items already narrowed to the person's own (the library service). */
  squareUrlsOf: (itemIds: readonly number[]) => Promise<Map<number, string>>;
  limits: Pick<RateLimits, 'take'>;
}) {
  const { repo } = deps;

  function present(rows: PlaceRow[], urls: Map<number, string>): PlaceEntry[] {
    return rows.map((row) => ({
      country: row.country,
      city: row.city,
      region: row.region,
      count: row.count,
      coverUrl: urls.get(row.newestId) ?? null,
      coverItemId: row.newestId,
    }));
  }

  return {
    async listPlaces(userId: number): Promise<Places> {
      const [countries, cities, positioned] = await Promise.all([
        repo.countries(userId),
        repo.cities(userId),
        repo.positionedCount(userId),
      ]);
      const urls = await deps.squareUrlsOf([...countries, ...cities].map((row) => row.newestId));
      return { countries: present(countries, urls), cities: present(cities, urls), positioned };
    },

    async mapClusters(userId: number, query: PlacesMapQuery): Promise<PlacesMap> {
      const { zoom, ...area } = query;
      checkPlaceFilter(area);
      await deps.limits.take([{ key: `places-map:${userId}`, ...MAP_LOOKS_PER_MINUTE }]);
      const cellDegrees = cellDegreesFor(zoom, area);
      const cells = await repo.cells(userId, area, cellDegrees, PLACES_LIMITS.maxClusters);
      const urls = await deps.squareUrlsOf(cells.map((cell) => cell.newestId));
      return {
        clusters: cells.map((cell) => ({
          latitude: cell.latitude,
          longitude: cell.longitude,
          count: cell.count,
          coverUrl: urls.get(cell.newestId) ?? null,
          ...(cell.count === 1 ? { itemId: cell.newestId } : {}),
          bounds: cellBounds(cell.cellX, cell.cellY, cellDegrees, area),
        })),
      };
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
