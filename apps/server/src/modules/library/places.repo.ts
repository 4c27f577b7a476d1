import { type BoundingBox, boundingBoxOf, PLACES_LIMITS, type PlaceFilter } from '@kinframe/contract';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { type Database, dialectOf } from '../../infra/db/database.ts';
import type { Schema } from '../../infra/db/schema.ts';
import { itemInLibrary, itemsOwnedBy } from '../access/predicates.ts';

/** A group of items (a country, a city, a map cell): how many, and the newest added, which pictures it. */
interface Counted {
  count: number;
  newestId: number;
}

export interface PlaceRow extends Counted {
  country: string;
  city: string | null;
  region: string | null;
}

export interface CellRow extends Counted {
  /** The cell's column and row in the grid, counted from 180° west and 90° south. */
  cellX: number;
  cellY: number;
  latitude: number;
  longitude: number;
}

/** The conditions of the library listing's place filters, for a query over library_items. */
export function placeConditions(eb: ExpressionBuilder<Schema, 'library_items'>, filter: PlaceFilter) {
  const area = boundingBoxOf(filter);
  return [
    ...(filter.country !== undefined ? [eb('library_items.place_country', '=', filter.country)] : []),
    ...(filter.city !== undefined ? [eb('library_items.place_city', '=', filter.city)] : []),
    ...(area ? inArea(eb, area) : []),
  ];
}

function inArea(eb: ExpressionBuilder<Schema, 'library_items'>, area: BoundingBox) {
  return [
    eb('library_items.gps_latitude', '>=', area.south),
    eb('library_items.gps_latitude', '<=', area.north),
    eb('library_items.gps_longitude', '>=', area.west),
    eb('library_items.gps_longitude', '<=', area.east),
  ];
}

const toCounted = <Row extends { count: unknown; newest_id: unknown }>(row: Row) => ({
  count: Number(row.count),
  newestId: Number(row.newest_id),
});

/** The places of one person's library, read from the place and position columns of their items. */
export function createPlacesRepo(db: Database) {
  // Which cell of a grid a position falls in: the whole number below a value that is never negative
  // (positions are shifted by 180° first). SQLite's cast truncates, which is that; PostgreSQL's
  // rounds, so there it is floor(), which SQLite has only when built with its math functions.
  const wholeBelow =
    dialectOf(db) === 'postgres'
      ? (value: RawBuilder<number>) => sql<number>`floor(${value})`
      : (value: RawBuilder<number>) => sql<number>`cast(${value} as integer)`;

  const ownItems = (ownerId: number) => (eb: ExpressionBuilder<Schema, 'library_items'>) =>
    eb.and([itemsOwnedBy(eb, ownerId), itemInLibrary(eb)]);

  return {
    /** Countries, the most photographed first. */
    async countries(ownerId: number): Promise<PlaceRow[]> {
      const rows = await db
        .selectFrom('library_items')
        .select((eb) => ['place_country', eb.fn.countAll().as('count'), eb.fn.max('library_items.id').as('newest_id')])
        .where(ownItems(ownerId))
        .where('place_country', 'is not', null)
        .groupBy('place_country')
        .orderBy('count', 'desc')
        .orderBy('place_country')
        .limit(PLACES_LIMITS.maxCountries)
        .execute();
      return rows.map((row) => ({ country: row.place_country ?? '', city: null, region: null, ...toCounted(row) }));
    },

    /**
     * Cities, the most photographed first. Two towns of one name in one country are one entry, as
     * the listing's filter (a country and a city) finds them together.
     */
    async cities(ownerId: number): Promise<PlaceRow[]> {
      const rows = await db
        .selectFrom('library_items')
        .select((eb) => [
          'place_country',
          'place_city',
          eb.fn.max('place_region').as('region'),
          eb.fn.countAll().as('count'),
          eb.fn.max('library_items.id').as('newest_id'),
        ])
        .where(ownItems(ownerId))
        .where('place_country', 'is not', null)
        .where('place_city', 'is not', null)
        .groupBy(['place_country', 'place_city'])
        .orderBy('count', 'desc')
        .orderBy('place_city')
        .limit(PLACES_LIMITS.maxCities)
        .execute();
      return rows.map((row) => ({
        country: row.place_country ?? '',
        city: row.place_city,
        region: row.region,
        ...toCounted(row),
      }));
    },

    /** How many items have a position (the map's), in the library. */
    async positionedCount(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('library_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(ownItems(ownerId))
        .where('gps_latitude', 'is not', null)
        .where('gps_longitude', 'is not', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * The items of `area` counted by the cells of a grid `cellDegrees` wide and high that starts at
     * 180° west, 90° south, each at its items' mean position; the fullest first, at most `limit`.
     */
    async cells(ownerId: number, area: BoundingBox, cellDegrees: number, limit: number): Promise<CellRow[]> {
      const column = sql.ref<number>('library_items.gps_longitude');
      const row = sql.ref<number>('library_items.gps_latitude');
      const cellX = wholeBelow(sql<number>`(${column} + 180) / ${cellDegrees}`);
      const cellY = wholeBelow(sql<number>`(${row} + 90) / ${cellDegrees}`);
      const rows = await db
        .selectFrom('library_items')
        .select((eb) => [
          cellX.as('cell_x'),
          cellY.as('cell_y'),
          eb.fn.countAll().as('count'),
          eb.fn.avg<number>('library_items.gps_latitude').as('latitude'),
          eb.fn.avg<number>('library_items.gps_longitude').as('longitude'),
          eb.fn.max('library_items.id').as('newest_id'),
        ])
        .where(ownItems(ownerId))
        .where((eb) => eb.and(inArea(eb, area)))
        .groupBy(['cell_x', 'cell_y'])
        .orderBy('count', 'desc')
        .limit(limit)
        .execute();
      return rows.map((cell) => ({
        cellX: Number(cell.cell_x),
        cellY: Number(cell.cell_y),
        latitude: Number(cell.latitude),
        longitude: Number(cell.longitude),
        ...toCounted(cell),
      }));
    },
  };
}

export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
