import type { LibraryItem } from '@kinframe/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { ItemTile } from '../../components/ItemTile.tsx';
import { useContainerWidth } from '../../components/use-container-width.ts';
import { GRID_GAP, tileMetrics } from '../library/grid-layout.ts';
import styles from './AlbumDetails.module.css';
import { dropMove, type ItemMove, stepMove } from './album-order.ts';

interface AlbumItemsGridProps<T extends LibraryItem> {
  items: readonly T[];
  /** What the grid is named for assistive tech; an album's items when not given. */
  label?: string;
  selectedIds: ReadonlySet<number>;
  coverItemId?: number;
  canReorder: boolean;
  canSetCover: boolean;
  canRemove: (item: T) => boolean;
  /** A click on the tile (open it, or select while selecting). */
  onTileClick: (index: number, item: T, event: MouseEvent) => void;
  /** A click on the tile's select box. */
  onCheckClick: (index: number, item: T, event: MouseEvent) => void;
  onMove: (move: ItemMove) => void;
  onSetCover: (item: T) => void;
  onRemove: (item: T) => void;
}

/**
 * An album's items in its own order, as the library's tiles, virtualised over the window's scroll
 * (an album holds a couple of thousand items at most, all loaded; only rows on screen are in the
 * DOM). Reordering: drag a tile onto another, or the Move earlier / Move later buttons. A
 * collection's page shows its items with the same grid, without reordering or item menus.
 */
export function AlbumItemsGrid<T extends LibraryItem>(props: AlbumItemsGridProps<T>) {
  const { items, selectedIds, canReorder } = props;
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const metrics = tileMetrics(width || 960);
  const rowCount = Math.ceil(items.length / metrics.columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [dropTargetId, setDropTargetId] = useState<number | null>(null);
  // After a keyboard move the item's row may be re-rendered: its button gets the focus back.
  const focusAfterMove = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => metrics.rowHeight,
    overscan: 4,
    scrollMargin,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row height is what re-measuring follows
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, metrics.rowHeight, metrics.columns]);

  const ids = items.map((item) => item.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order is when the moved item has its new place
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const [id, direction] = wanted.split(':');
    const index = ids.indexOf(Number(id));
    if (index >= 0) virtualizer.scrollToIndex(Math.floor(index / metrics.columns), { align: 'auto' });
    requestAnimationFrame(() => {
      const buttons = containerRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move="${id}"]`);
      const enabled = [...(buttons ?? [])].filter((button) => !button.disabled);
      (enabled.find((button) => button.dataset.direction === direction) ?? enabled[0])?.focus();
    });
  }, [items]);

  const move = (item: T, direction: 'earlier' | 'later') => {
    const step = stepMove(ids, item.id, direction);
    if (!step) return;
    focusAfterMove.current = `${item.id}:${direction}`;
    props.onMove(step);
  };

  const handleDrop = (target: T) => {
    if (draggedId === null) return;
    const drop = dropMove(ids, draggedId, target.id);
    setDraggedId(null);
    setDropTargetId(null);
    if (drop) props.onMove(drop);
  };

  return (
    <div ref={containerRef} className={styles.gridArea}>
      <section
        aria-label={props.label ?? t('albums.details.gridLabel')}
        className={styles.grid}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const start = virtualRow.index * metrics.columns;
          const rowItems = items.slice(start, start + metrics.columns);
          return (
            <div
              key={virtualRow.key}
              className={styles.tileRow}
              style={{
                transform: `translateY(${virtualRow.start - scrollMargin}px)`,
                height: virtualRow.size,
                gap: GRID_GAP,
              }}
            >
              {rowItems.map((item, offset) => {
                const index = start + offset;
                const label = t('albums.details.tile', { name: item.name, position: index + 1, count: items.length });
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a group names the tile's controls for assistive tech
                  <div
                    key={item.id}
                    role="group"
                    aria-label={item.name}
                    className={`${styles.cell} ${dropTargetId === item.id ? styles.dropTarget : ''} ${
                      draggedId === item.id ? styles.dragging : ''
                    }`}
                    style={{ width: metrics.tileWidth, height: metrics.tileHeight }}
                    draggable={canReorder}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(item.id));
                      setDraggedId(item.id);
                    }}
                    onDragEnd={() => {
                      setDraggedId(null);
                      setDropTargetId(null);
                    }}
                    onDragOver={(event) => {
                      if (draggedId === null) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      if (dropTargetId !== item.id) setDropTargetId(item.id);
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      handleDrop(item);
                    }}
                  >
                    <ItemTile
                      item={item}
                      index={index}
                      layout="square"
                      isSelected={selectedIds.has(item.id)}
                      isSelecting={selectedIds.size > 0}
                      label={label}
                      onTileClick={props.onTileClick}
                      onCheckClick={props.onCheckClick}
                    >
                      {item.id === props.coverItemId ? (
                        <span className={styles.coverBadge}>{t('albums.details.coverBadge')}</span>
                      ) : null}
                      <div className={styles.tileControls}>
                        {canReorder ? (
                          <>
                            <button
                              type="button"
                              className={styles.tileControl}
                              data-move={item.id}
                              data-direction="earlier"
                              disabled={index === 0}
                              aria-label={t('albums.details.moveEarlier')}
                              title={t('albums.details.moveEarlier')}
                              onClick={() => move(item, 'earlier')}
                            >
                              <span aria-hidden="true">←</span>
                            </button>
                            <button
                              type="button"
                              className={styles.tileControl}
                              data-move={item.id}
                              data-direction="later"
                              disabled={index === items.length - 1}
                              aria-label={t('albums.details.moveLater')}
                              title={t('albums.details.moveLater')}
                              onClick={() => move(item, 'later')}
                            >
                              <span aria-hidden="true">→</span>
                            </button>
                          </>
                        ) : null}
                        <ItemMenu
                          item={item}
                          canSetCover={props.canSetCover}
                          canRemove={props.canRemove(item)}
                          onSetCover={props.onSetCover}
                          onRemove={props.onRemove}
                        />
                      </div>
                    </ItemTile>
                  </div>
                );
              })}
            </div>
          );
        })}
      </section>
    </div>
  );
}

function ItemMenu<T extends LibraryItem>(props: {
  item: T;
  canSetCover: boolean;
  canRemove: boolean;
  onSetCover: (item: T) => void;
  onRemove: (item: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      label={t('albums.details.itemMenu', { name: props.item.name })}
      triggerClassName={styles.tileControl}
      trigger={<span aria-hidden="true">⋯</span>}
      sideOffset={4}
      entries={[
        {
          key: 'cover',
          label: t('albums.details.setCover'),
          isHidden: !props.canSetCover,
          onSelect: () => props.onSetCover(props.item),
        },
        {
          key: 'remove',
          label: t('albums.details.removeItem'),
          isDanger: true,
          isHidden: !props.canRemove,
          onSelect: () => props.onRemove(props.item),
        },
      ]}
    />
  );
}
