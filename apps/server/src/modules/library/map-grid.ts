import { type BoundingBox, PLACES_LIMITS } from '@kinframe/contract';

/**
 * The map's markers are the cells of a grid, counted in the database: one GROUP BY over the
 * person's positioned items, whatever their number, and an answer of a few hundred markers at most.
 * A grid rather than supercluster's tree, which would have to load every position of a 100,000-item
 * library into the process (and keep it fresh) for each person: the grid needs nothing kept and the
 * same query runs on both databases. Its cells are aligned on the whole world's grid of the zoom,
 * so a marker stays where it was while the map is dragged.
 */

/** A cell about a quarter of a 256-pixel tile wide at its zoom: markers of 64 pixels, apart. */
const CELLS_PER_TILE_LOG2 = 2;
/** The most cells the area may span on a side, whatever the zoom asked (a tall window at zoom 19 over the world). */
const MAX_CELLS_A_SIDE = 24;

/**
 * The side of a cell in degrees for a look at `area` at `zoom`: 360° halved (zoom + 2) times, unless
 * the area would then span more than MAX_CELLS_A_SIDE cells, in which case the next power of two
 * that keeps it under. Degrees of latitude as of longitude: on Mercator's map cells grow taller
 * toward the poles, which a grid of markers can live with.
 */
export function cellDegreesFor(zoom: number, area: BoundingBox): number {
  const span = Math.max(area.east - area.west, area.north - area.south);
  const finest = zoom + CELLS_PER_TILE_LOG2;
  const fitting = span > 0 ? Math.floor(Math.log2((360 * MAX_CELLS_A_SIDE) / span)) : finest;
  const halvings = Math.max(0, Math.min(finest, fitting, PLACES_LIMITS.maxZoom + CELLS_PER_TILE_LOG2));
  return 360 / 2 ** halvings;
}

/** The area of a cell (column `x`, row `y` from 180° west, 90° south) within the area looked at. */
export function cellBounds(x: number, y: number, cellDegrees: number, area: BoundingBox): BoundingBox {
  return {
    west: Math.max(area.west, x * cellDegrees - 180),
    south: Math.max(area.south, y * cellDegrees - 90),
    east: Math.min(area.east, (x + 1) * cellDegrees - 180),
    north: Math.min(area.north, (y + 1) * cellDegrees - 90),
  };
}
