import { describe, expect, it } from 'vitest';
import {
  buildJustifiedRows,
  buildRows,
  GRID_GAP,
  groupDays,
  HEADER_HEIGHT,
  itemRangeOfRows,
  pinchStep,
  rowAtOffset,
  rowOffsets,
  rowOfItem,
  scrubberMarks,
  tileMetrics,
  yearMarks,
} from './grid-layout.ts';

const days = [
  { date: '2024-03-17', count: 3 },
  { date: '2024-03-02', count: 2 },
  { date: '2024-01-20', count: 4 },
  { date: '2023-12-31', count: 1 },
];

describe('grouping summary days', () => {
  it('groups by date, one group per day, with the index of its first item', () => {
    expect(groupDays(days, 'date')).toEqual([
      { key: '2024-03-17', start: 0, count: 3 },
      { key: '2024-03-02', start: 3, count: 2 },
      { key: '2024-01-20', start: 5, count: 4 },
      { key: '2023-12-31', start: 9, count: 1 },
    ]);
  });

  it('joins the days of one month', () => {
    expect(groupDays(days, 'month')).toEqual([
      { key: '2024-03', start: 0, count: 5 },
      { key: '2024-01', start: 5, count: 4 },
      { key: '2023-12', start: 9, count: 1 },
    ]);
  });

  it('joins the days of one year and skips empty days', () => {
    expect(groupDays([...days, { date: '2023-01-01', count: 0 }], 'year')).toEqual([
      { key: '2024', start: 0, count: 9 },
      { key: '2023', start: 9, count: 1 },
    ]);
  });
});

describe('rows of the virtual grid', () => {
  const rows = buildRows(groupDays(days, 'month'), 2);

  it('puts a header before each group and splits groups into rows of columns', () => {
    expect(rows.map((row) => (row.kind === 'header' ? `h:${row.group.key}` : `${row.start}-${row.end}`))).toEqual([
      'h:2024-03',
      '0-2',
      '2-4',
      '4-5',
      'h:2024-01',
      '5-7',
      '7-9',
      'h:2023-12',
      '9-10',
    ]);
  });

  it('finds the row of any item index', () => {
    expect(rowOfItem(rows, 0)).toBe(1);
    expect(rowOfItem(rows, 4)).toBe(3);
    expect(rowOfItem(rows, 5)).toBe(5);
    expect(rowOfItem(rows, 8)).toBe(6);
    expect(rowOfItem(rows, 9)).toBe(8);
    expect(rowOfItem(rows, 10)).toBe(-1);
  });

  it('gives the item range visible in a window of rows', () => {
    expect(itemRangeOfRows(rows, 2, 5)).toEqual([2, 7]);
    expect(itemRangeOfRows(rows, 0, 0)).toEqual([0, 0]);
    expect(itemRangeOfRows(rows, 7, 100)).toEqual([9, 10]);
  });

  it('lays out 100,000 items with index math that stays exact', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      date: `20${String(99 - Math.floor(i / 12)).padStart(2, '0')}-${String(12 - (i % 12)).padStart(2, '0')}-01`,
      count: 100,
    }));
    const big = buildRows(groupDays(many, 'month'), 7);
    const last = big[rowOfItem(big, 99_999)];
    expect(last).toMatchObject({ kind: 'tiles', end: 100_000 });
    for (const index of [0, 1, 6, 7, 99, 100, 54_321]) {
      const row = big[rowOfItem(big, index)];
      expect(row?.kind === 'tiles' && row.start <= index && index < row.end).toBe(true);
    }
  });
});

describe('tile metrics', () => {
  it('fills the width with whole columns', () => {
    const metrics = tileMetrics(1000);
    expect(metrics.columns).toBe(6);
    expect(metrics.tileWidth * 6 + 6 * 5).toBeCloseTo(1000);
    expect(metrics.tileHeight).toBe(Math.round(metrics.tileWidth));
  });

  it('keeps at least one column', () => {
    expect(tileMetrics(40).columns).toBe(1);
  });

  it('shows a phone 3 columns upright, 5 pinched in, 2 pinched out; a wide grid more or fewer by density', () => {
    const phone = 390 - 2 * 8;
    expect([-1, 0, 1, 2].map((density) => tileMetrics(phone, density).columns)).toEqual([2, 3, 4, 5]);
    expect([-1, 0, 1, 2].map((density) => tileMetrics(1000, density).columns)).toEqual([4, 6, 8, 10]);
    expect(tileMetrics(phone, 9).columns).toBe(5);
    expect(tileMetrics(phone, -9).columns).toBe(2);
  });

  it('reads a pinch as a step once the fingers moved far enough apart or together', () => {
    expect(pinchStep(100, 120)).toBe(0);
    expect(pinchStep(100, 140)).toBe(-1);
    expect(pinchStep(100, 70)).toBe(1);
    expect(pinchStep(0, 50)).toBe(0);
  });
});

describe('the justified layout', () => {
  const groups = groupDays(
    [
      { date: '2024-03-02', count: 7 },
      { date: '2024-02-10', count: 2 },
    ],
    'month',
  );
  const ratios = [1.5, 0.75, 1, 1.5, 1.5, 0.75, 1, 1.5, 1.5];
  const rows = buildJustifiedRows(groups, (index) => ratios[index] ?? 1, 1000, 240);
  const tileRows = rows.filter((row) => row.kind === 'tiles');

  it('fills each full row edge to edge, no taller than the target, every tile at its ratio', () => {
    const full = tileRows.filter((row, index) => tileRows[index + 1]?.groupIndex === row.groupIndex);
    expect(full.length).toBeGreaterThan(0);
    for (const row of full) {
      const widths = row.widths ?? [];
      const gaps = GRID_GAP * (widths.length - 1);
      expect(widths.reduce((sum, width) => sum + width, 0) + gaps).toBeCloseTo(1000);
      expect(row.height).toBeLessThanOrEqual(240);
      widths.forEach((width, offset) => {
        expect(width / (row.height ?? 1)).toBeCloseTo(ratios[row.start + offset] ?? 0);
      });
    }
  });

  it("keeps every item once and in order, and leaves a group's last row at the target height", () => {
    const indexes = tileRows.flatMap((row) => Array.from({ length: row.end - row.start }, (_, i) => row.start + i));
    expect(indexes).toEqual(ratios.map((_, index) => index));
    const lastOfFirstGroup = tileRows.filter((row) => row.groupIndex === 0).at(-1);
    expect(lastOfFirstGroup?.height).toBe(240);
    expect(rows.filter((row) => row.kind === 'header')).toHaveLength(2);
  });

  it('finds the row of an item as the square grid does', () => {
    for (let index = 0; index < ratios.length; index += 1) {
      const row = rows[rowOfItem(rows, index)];
      expect(row?.kind === 'tiles' && row.start <= index && index < row.end).toBe(true);
    }
  });
});

describe('the scrubber', () => {
  const groups = groupDays(
    [
      { date: '2026-03-02', count: 9 },
      { date: '2026-01-10', count: 3 },
      { date: '2025-12-24', count: 4 },
      { date: '2019-06-01', count: 2 },
    ],
    'month',
  );
  const metrics = tileMetrics(3 * 150 + 2 * GRID_GAP);
  const rows = buildRows(groups, metrics.columns);
  const offsets = rowOffsets(rows, metrics);

  it('knows where every row starts and which row an offset falls in', () => {
    expect(offsets).toHaveLength(rows.length + 1);
    expect(offsets[1]).toBe(HEADER_HEIGHT);
    expect(rowAtOffset(offsets, 0)).toBe(0);
    expect(rowAtOffset(offsets, HEADER_HEIGHT + 1)).toBe(1);
    expect(rowAtOffset(offsets, Number.MAX_SAFE_INTEGER)).toBe(rows.length - 1);
  });

  it('marks each year once, at its first row', () => {
    const marks = yearMarks(rows, offsets);
    expect(marks.map((mark) => mark.year)).toEqual(['2026', '2025', '2019']);
    expect(marks[0]?.offset).toBe(0);
    const firstOf2025 = rows.findIndex((row) => row.kind === 'header' && row.group.key === '2025-12');
    expect(marks[1]?.offset).toBe(offsets[firstOf2025]);
  });

  it('lets a year make way when its label would sit on the one above', () => {
    const marks = [
      { year: '2026', offset: 0 },
      { year: '2025', offset: 100 },
      { year: '2024', offset: 5000 },
    ];
    expect(scrubberMarks(marks, 10_000, 500, 22).map((mark) => mark.year)).toEqual(['2026', '2024']);
    expect(scrubberMarks(marks, 10_000, 500, 22)[1]?.top).toBe(250);
    expect(scrubberMarks(marks, 1000, 500, 22).map((mark) => mark.year)).toEqual(['2026', '2025', '2024']);
  });
});
