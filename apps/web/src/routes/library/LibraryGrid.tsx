import { type GridLayout, type LibraryGrouping, type LibraryItem, shapeRatio } from '@kinframe/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../components/ItemTile.tsx';
import { useContainerWidth } from '../../components/use-container-width.ts';
import { formatDate, formatGroupKey } from '../../format.ts';
import { DateScrubber } from './DateScrubber.tsx';
import {
  buildJustifiedRows,
  buildRows,
  GRID_GAP,
  itemRangeOfRows,
  justifiedRowHeight,
  type LibraryGroup,
  rowAtOffset,
  rowHeightOf,
  rowOffsets,
  type TileMetrics,
  tileMetrics,
  yearMarks,
} from './grid-layout.ts';
import styles from './Library.module.css';
import type { LibraryPageStore } from './page-store.ts';
import { usePinchDensity } from './use-pinch-density.ts';

interface LibraryGridProps {
  store: LibraryPageStore;
  groups: readonly LibraryGroup[];
  /** Every item's shape in order (the summary's), for the justified layout; null: square tiles. */
  shapes: string | null;
  layout: GridLayout;
  grouping: LibraryGrouping;
  selectedIds: ReadonlySet<number>;
  /** Something is selected: every tile shows its check, and a click selects instead of opening. */
  isSelecting: boolean;
  onTileClick: (index: number, item: LibraryItem, event: MouseEvent) => void;
  onCheckClick: (index: number, item: LibraryItem, event: MouseEvent) => void;
  /** A date's check: select (or take out) every item from `start`, `count` of them. */
  onGroupCheck: (start: number, count: number) => void;
  /** Loaded and shown items changed: the page polls while any of them is processing. */
  onVisibleItemsChange: (items: LibraryItem[]) => void;
}

/** What stays stuck at the window's top over the grid (the toolbar): jumps land below it. */
const STUCK_ABOVE = 64;

/**
 * The grid, virtualised over the window's scroll: every row of the whole library has its place
 * and height from the summary, but only the rows on screen (and a few around) are in the DOM.
 */
export function LibraryGrid(props: LibraryGridProps) {
  const { store, groups, shapes, layout, grouping, selectedIds, isSelecting, onVisibleItemsChange } = props;
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const density = usePinchDensity(containerRef);
  const metrics: TileMetrics = tileMetrics(width || 960, density);
  const [scrollMargin, setScrollMargin] = useState(0);
  useSyncExternalStore(store.subscribe, store.getVersion);
  // The whole grid's rows, from the summary alone: a row per `columns` squares, or rows of photos
  // at their own ratios laid out to the width.
  const rows = useMemo(
    () =>
      layout === 'ratio' && shapes !== null
        ? buildJustifiedRows(
            groups,
            (index) => shapeRatio(shapes.charAt(index)),
            width || 960,
            justifiedRowHeight(width),
          )
        : buildRows(groups, metrics.columns),
    [groups, shapes, layout, width, metrics.columns],
  );

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const offsets = useMemo(() => rowOffsets(rows, metrics), [rows, metrics]);
  const totalHeight = offsets[offsets.length - 1] ?? 0;
  const marks = useMemo(() => yearMarks(rows, offsets), [rows, offsets]);
  // A scrubber is worth its strip once the grid is a few screens tall.
  const hasScrubber = totalHeight > 3 * window.innerHeight && marks.length > 0;
  const scrollMarginRef = useRef(scrollMargin);
  scrollMarginRef.current = scrollMargin;
  const readScrolled = useCallback(() => window.scrollY + STUCK_ABOVE - scrollMarginRef.current, []);
  const groupKeyAt = useCallback(
    (offset: number) => {
      const row = rows[rowAtOffset(offsets, offset)];
      return row ? groups[row.groupIndex]?.key : undefined;
    },
    [rows, offsets, groups],
  );
  const jumpTo = useCallback(
    (offset: number) => {
      const row = rowAtOffset(offsets, offset);
      window.scrollTo({ top: scrollMarginRef.current + (offsets[row] ?? 0) - STUCK_ABOVE });
    },
    [offsets],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => rowHeightOf(rows[index], metrics),
    overscan: 6,
    scrollMargin,
  });

  // Sizes are known, not measured: when rows or tile sizes change, every position is new.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows (with their heights) are what re-measuring follows
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rows]);

  const virtualRows = virtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows[virtualRows.length - 1]?.index ?? -1;
  const [start, end] = itemRangeOfRows(rows, firstRow, lastRow);

  useEffect(() => {
    store.setWanted(start, end);
  }, [store, start, end]);

  const version = store.getVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the loaded items changed
  useEffect(() => {
    const shown: LibraryItem[] = [];
    for (let index = start; index < end; index += 1) {
      const item = store.getItem(index);
      if (item) shown.push(item);
    }
    onVisibleItemsChange(shown);
  }, [store, start, end, version, onVisibleItemsChange]);

  // The group of the first row on screen heads the grid while its own header is scrolled away.
  const visibleStart = virtualizer.range?.startIndex ?? firstRow;
  const currentRow = rows[visibleStart];
  const currentGroup = currentRow
    ? rows.find((row) => row.kind === 'header' && row.groupIndex === currentRow.groupIndex)
    : undefined;
  const isHeaderScrolledAway = currentRow?.kind === 'tiles' && window.scrollY > scrollMargin;

  return (
    <div className={hasScrubber ? styles.gridWithScrubber : undefined}>
      <div ref={containerRef} className={styles.gridArea}>
        {isHeaderScrolledAway && currentGroup?.kind === 'header' ? (
          <div className={styles.stickyHeader} aria-hidden="true">
            {formatGroupKey(currentGroup.group.key, grouping, i18n.language)}
          </div>
        ) : null}
        <section
          aria-label={t('library.grid.label')}
          className={styles.grid}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const style = { transform: `translateY(${virtualRow.start - scrollMargin}px)`, height: virtualRow.size };
            if (row.kind === 'header') {
              const title = formatGroupKey(row.group.key, grouping, i18n.language);
              const { start: first, count } = row.group;
              return (
                <div
                  key={virtualRow.key}
                  className={`${styles.groupRow} ${isSelecting ? styles.groupRowSelecting : ''}`}
                  style={style}
                >
                  <input
                    type="checkbox"
                    className={styles.groupCheck}
                    aria-label={t('library.grid.selectGroup', { group: title })}
                    checked={isGroupSelected(store, first, count, selectedIds)}
                    onChange={() => props.onGroupCheck(first, count)}
                  />
                  <h2 className={styles.groupHeader}>{title}</h2>
                </div>
              );
            }
            const cells = [];
            for (let index = row.start; index < row.end; index += 1) {
              const item = store.getItem(index);
              const size = row.widths
                ? { width: row.widths[index - row.start], height: row.height }
                : { width: metrics.tileWidth, height: metrics.tileHeight };
              cells.push(
                <div key={index} className={styles.cell} style={size}>
                  {item ? (
                    <Tile
                      item={item}
                      index={index}
                      layout={layout}
                      isSelected={selectedIds.has(item.id)}
                      isSelecting={isSelecting}
                      onTileClick={props.onTileClick}
                      onCheckClick={props.onCheckClick}
                      locale={i18n.language}
                    />
                  ) : (
                    <div className={styles.placeholder} />
                  )}
                </div>,
              );
            }
            return (
              <div key={virtualRow.key} className={styles.tileRow} style={{ ...style, gap: GRID_GAP }}>
                {cells}
              </div>
            );
          })}
        </section>
        {store.failed ? <p className={styles.loadFailed}>{t('library.grid.loadFailed')}</p> : null}
      </div>
      {hasScrubber ? (
        <DateScrubber
          marks={marks}
          totalHeight={totalHeight}
          grouping={grouping}
          readScrolled={readScrolled}
          groupKeyAt={groupKeyAt}
          onJump={jumpTo}
        />
      ) : null}
    </div>
  );
}

/** Whether every item of a group is selected, as far as its loaded items tell. */
function isGroupSelected(store: LibraryPageStore, start: number, count: number, selectedIds: ReadonlySet<number>) {
  if (selectedIds.size < count) return false;
  for (let index = start; index < start + count; index += 1) {
    const item = store.getItem(index);
    if (!item || !selectedIds.has(item.id)) return false;
  }
  return true;
}

interface TileProps {
  item: LibraryItem;
  index: number;
  layout: GridLayout;
  isSelected: boolean;
  isSelecting: boolean;
  locale: string;
  onTileClick: (index: number, item: LibraryItem, event: MouseEvent) => void;
  onCheckClick: (index: number, item: LibraryItem, event: MouseEvent) => void;
}

const Tile = memo(function Tile({ locale, ...props }: TileProps) {
  const { t } = useTranslation();
  const label = t('library.grid.tile', { name: props.item.name, date: formatDate(props.item.createdAt, locale) });
  return <ItemTile {...props} label={label} />;
});
