import type { GridLayout, LibraryGrouping, LibrarySummary } from '@kinframe/contract';

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
  | { kind: 'tiles'; start: number; end: number; groupIndex: number };

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
/** Smallest tile: square thumbnails are small, the ratio grid shows each item whole and larger. */
const MIN_TILE: Record<GridLayout, number> = { square: 150, ratio: 220 };
/** The ratio grid gives every item a 4:3 box and fits the picture inside, so rows never jump. */
const TILE_ASPECT: Record<GridLayout, number> = { square: 1, ratio: 3 / 4 };

export interface TileMetrics {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  rowHeight: number;
}

/** Tiles sized to fill the container's width exactly. */
export function tileMetrics(containerWidth: number, layout: GridLayout): TileMetrics {
  const width = Math.max(containerWidth, MIN_TILE[layout]);
  const columns = Math.max(1, Math.floor((width + GRID_GAP) / (MIN_TILE[layout] + GRID_GAP)));
  const tileWidth = (width - GRID_GAP * (columns - 1)) / columns;
  const tileHeight = Math.round(tileWidth * TILE_ASPECT[layout]);
  return { columns, tileWidth, tileHeight, rowHeight: tileHeight + GRID_GAP };
}

export function rowHeightOf(row: GridRow | undefined, metrics: TileMetrics): number {
  return row?.kind === 'header' ? HEADER_HEIGHT : metrics.rowHeight;
}
