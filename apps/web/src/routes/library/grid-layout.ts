import type { LibraryGrouping, LibrarySummary } from '@kinframe/contract';

/**
 * The whole grid laid out from the summary alone (counts per day), before any item is loaded: group
 * headers and rows of tiles, each row knowing which item indexes it holds. Items come in one
 * contiguous order, so item i of the whole list always sits in the same row.
 */
export interface LibraryGroup {
  /** '2024', '2024-03' or '2024-03-17' for year, month and date grouping. */
  key: string;
  /** Index of the group's first item in the whole list. */
  start: number;
  count: number;
}

export type GridRow =
  | { kind: 'header'; group: LibraryGroup; groupIndex: number }
  | {
      kind: 'tiles';
      start: number;
      end: number;
      groupIndex: number;
      /** A justified row's own tile height and each tile's width; unset: the grid's square tiles. */
      height?: number;
      widths?: number[];
    };

export function groupKeyOf(date: string, grouping: LibraryGrouping): string {
  if (grouping === 'year') return date.slice(0, 4);
  if (grouping === 'month') return date.slice(0, 7);
  return date.slice(0, 10);
}

/** Days (newest first) folded into groups; neighbouring days of the same year or month join. */
export function groupDays(days: LibrarySummary['days'], grouping: LibraryGrouping): LibraryGroup[] {
  const groups: LibraryGroup[] = [];
  let start = 0;
  for (const day of days) {
    if (day.count <= 0) continue;
    const key = groupKeyOf(day.date, grouping);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.count += day.count;
    else groups.push({ key, start, count: day.count });
    start += day.count;
  }
  return groups;
}

/** Headers, then rows of `columns` tiles; a group's last row may be short. */
export function buildRows(groups: readonly LibraryGroup[], columns: number): GridRow[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: GridRow[] = [];
  groups.forEach((group, groupIndex) => {
    rows.push({ kind: 'header', group, groupIndex });
    for (let start = group.start; start < group.start + group.count; start += perRow) {
      rows.push({ kind: 'tiles', start, end: Math.min(start + perRow, group.start + group.count), groupIndex });
    }
  });
  return rows;
}

/**
 * Rows of photos at their own ratios ("By ratio"), as a photo app lays them out: each row filled
 * edge to edge at a height near `targetHeight` (never above it), every tile as wide as its ratio
 * asks; a group's last row keeps the target height and is not stretched to the edge. `ratioOf`
 * gives item i's width over height, known from the summary before any item is loaded.
 */
export function buildJustifiedRows(
  groups: readonly LibraryGroup[],
  ratioOf: (index: number) => number,
  width: number,
  targetHeight: number,
): GridRow[] {
  const rows: GridRow[] = [];
  groups.forEach((group, groupIndex) => {
    rows.push({ kind: 'header', group, groupIndex });
    const end = group.start + group.count;
    let start = group.start;
    while (start < end) {
      let ratios = 0;
      let next = start;
      // Take items while the row, at the target height, still falls short of the width.
      while (next < end && (ratios * targetHeight + GRID_GAP * (next - start - 1) < width || next === start)) {
        ratios += ratioOf(next);
        next += 1;
      }
      const gaps = GRID_GAP * (next - start - 1);
      const fills = ratios * targetHeight + gaps >= width;
      const height = fills ? (width - gaps) / ratios : targetHeight;
      const widths: number[] = [];
      for (let index = start; index < next; index += 1) widths.push(ratioOf(index) * height);
      rows.push({ kind: 'tiles', start, end: next, groupIndex, height, widths });
      start = next;
    }
  });
  return rows;
}

/** How tall justified rows aim to be: smaller on a narrow screen, so a row still holds a few. */
export function justifiedRowHeight(containerWidth: number): number {
  if (containerWidth < 600) return 120;
  if (containerWidth < 1000) return 180;
  return 240;
}

/** The row holding item `index`, by binary search over the rows (which are in item order). */
export function rowOfItem(rows: readonly GridRow[], index: number): number {
  let low = 0;
  let high = rows.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const row = rows[middle] as GridRow;
    const start = row.kind === 'tiles' ? row.start : row.group.start;
    if (start <= index) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found < 0) return -1;
  // A header shares its start with its first tile row: step onto the tiles.
  const row = rows[found] as GridRow;
  if (row.kind === 'tiles') return index < row.end ? found : -1;
  const next = rows[found + 1];
  return next?.kind === 'tiles' && index < next.end ? found + 1 : -1;
}

/** Item indexes [start, end) shown by rows [firstRow, lastRow]; empty when only headers show. */
export function itemRangeOfRows(rows: readonly GridRow[], firstRow: number, lastRow: number): [number, number] {
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  for (let i = Math.max(0, firstRow); i <= Math.min(lastRow, rows.length - 1); i += 1) {
    const row = rows[i] as GridRow;
    if (row.kind !== 'tiles') continue;
    start = Math.min(start, row.start);
    end = Math.max(end, row.end);
  }
  return start === Number.POSITIVE_INFINITY ? [0, 0] : [start, end];
}

export const GRID_GAP = 6;
export const HEADER_HEIGHT = 52;
/**
 * How dense the square grid is: 0 by default; each step up fits more, smaller tiles (a pinch in),
 * each step down fewer, larger ones (a pinch out), as in Google Photos.
 */
export const DENSITY = { min: -1, max: 2 } as const;

/** Below this width the grid is a phone's: its tiles are smaller, so 3 columns fit upright, 5 pinched in. */
const NARROW_GRID = 600;

/**
 * The smallest square tile at each density, from the least dense: the grid takes as many columns
 * of it as the width holds (a phone upright: 2, 3, 4, 5 columns; 1,000 px: 4, 6, 8, 10).
 */
const MIN_TILES = { narrow: [150, 110, 86, 68], wide: [200, 150, 118, 92] } as const;

export function clampDensity(density: number): number {
  return Math.min(DENSITY.max, Math.max(DENSITY.min, Math.round(density)));
}

export interface TileMetrics {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  rowHeight: number;
}

/** Square tiles sized to fill the container's width exactly, as many as the density fits. */
export function tileMetrics(containerWidth: number, density = 0): TileMetrics {
  const sizes = containerWidth < NARROW_GRID ? MIN_TILES.narrow : MIN_TILES.wide;
  const minTile = sizes[clampDensity(density) - DENSITY.min] ?? sizes[1];
  const width = Math.max(containerWidth, 1);
  const columns = Math.max(1, Math.floor((width + GRID_GAP) / (minTile + GRID_GAP)));
  const tileWidth = (width - GRID_GAP * (columns - 1)) / columns;
  const tileHeight = Math.round(tileWidth);
  return { columns, tileWidth, tileHeight, rowHeight: tileHeight + GRID_GAP };
}

export function rowHeightOf(row: GridRow | undefined, metrics: TileMetrics): number {
  if (row?.kind === 'header') return HEADER_HEIGHT;
  return row?.height !== undefined ? row.height + GRID_GAP : metrics.rowHeight;
}

/** Where each row starts, in pixels from the grid's top; the last entry is the grid's height. */
export function rowOffsets(rows: readonly GridRow[], metrics: TileMetrics): number[] {
  const offsets = new Array<number>(rows.length + 1);
  offsets[0] = 0;
  for (let index = 0; index < rows.length; index += 1) {
    offsets[index + 1] = (offsets[index] as number) + rowHeightOf(rows[index], metrics);
  }
  return offsets;
}

/** The row at `offset` pixels from the grid's top, by binary search over the row offsets. */
export function rowAtOffset(offsets: readonly number[], offset: number): number {
  let low = 0;
  let high = offsets.length - 2;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] as number) <= offset) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** A year on the scrubber: where its first row starts. */
export interface ScrubberMark {
  year: string;
  offset: number;
}

/** The first row of every year, newest first, at its offset. */
export function yearMarks(rows: readonly GridRow[], offsets: readonly number[]): ScrubberMark[] {
  const marks: ScrubberMark[] = [];
  rows.forEach((row, index) => {
    if (row.kind !== 'header') return;
    const year = row.group.key.slice(0, 4);
    if (marks[marks.length - 1]?.year !== year) marks.push({ year, offset: offsets[index] as number });
  });
  return marks;
}

/**
 * The marks placed on a track `trackHeight` pixels tall (the grid's `totalHeight` scaled down to
 * it), each at least `minGap` below the last one shown: the years of a long, thin stretch make way.
 */
export function scrubberMarks(
  marks: readonly ScrubberMark[],
  totalHeight: number,
  trackHeight: number,
  minGap: number,
): (ScrubberMark & { top: number })[] {
  const shown: (ScrubberMark & { top: number })[] = [];
  const lowest = Math.max(trackHeight - minGap, 0);
  for (const mark of marks) {
    const top = Math.min((mark.offset / Math.max(totalHeight, 1)) * trackHeight, lowest);
    const previous = shown[shown.length - 1];
    if (!previous || top - previous.top >= minGap) shown.push({ ...mark, top });
  }
  return shown;
}

/** Fingers this much further apart (or closer) than where a pinch began change the density a step. */
const PINCH_STEP = 1.35;

/**
 * The density step a pinch asks for: fingers spread apart zoom in (fewer, larger tiles: -1), drawn
 * together zoom out (more, smaller tiles: +1), else nothing yet.
 */
export function pinchStep(startDistance: number, distance: number): -1 | 0 | 1 {
  if (startDistance <= 0) return 0;
  const ratio = distance / startDistance;
  if (ratio >= PINCH_STEP) return -1;
  if (ratio <= 1 / PINCH_STEP) return 1;
  return 0;
}
