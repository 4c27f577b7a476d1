import type { GridLayout, LibraryItem } from '@kinframe/contract';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format.ts';
import styles from './ItemTile.module.css';
import { useLongPress } from './use-long-press.ts';

export interface ItemTileProps<T extends LibraryItem = LibraryItem> {
  item: T;
  index: number;
  layout: GridLayout;
  isSelected: boolean;
  /** Something is selected: the check shows on every tile, not only on hover. */
  isSelecting?: boolean;
  /** What the tile's button is called (name and date, as the screen words it). */
  label: string;
  onTileClick: (index: number, item: T, event: MouseEvent) => void;
  onCheckClick: (index: number, item: T, event: MouseEvent) => void;
  /** Controls a screen lays over the tile (an album's move buttons and item menu). */
  children?: ReactNode;
}

/** One library item as a tile: thumbnail (or its processing/failed state), badges, a select box. */
export function ItemTile<T extends LibraryItem>({
  item,
  index,
  layout,
  isSelected,
  isSelecting = false,
  label,
  onTileClick,
  onCheckClick,
  children,
}: ItemTileProps<T>) {
  const { t } = useTranslation();
  const source = layout === 'square' ? item.urls.square : item.urls.ratio;
  // On a touch screen a long press selects, as in Google Photos; the checks show only then.
  const longPress = useLongPress<HTMLButtonElement>((event) => onCheckClick(index, item, event));
  return (
    <div
      className={[styles.tile, isSelected ? styles.selected : '', isSelecting ? styles.selecting : ''].join(' ')}
      data-selecting={isSelecting || isSelected || undefined}
    >
      <button
        type="button"
        className={styles.tileButton}
        aria-label={label}
        {...longPress}
        onClick={(event) => onTileClick(index, item, event)}
      >
        {item.status === 'ready' && source ? (
          <img className={styles.cover} src={source} alt="" loading="lazy" decoding="async" draggable={false} />
        ) : item.status === 'failed' ? (
          <span className={styles.tileFailed}>
            {t('library.grid.failed')}
            {item.failureCode ? <small>{t(`errors.${item.failureCode}`, { defaultValue: '' })}</small> : null}
          </span>
        ) : (
          <span className={styles.tileProcessing}>{t('library.grid.processing')}</span>
        )}
        {item.kind === 'video' ? (
          <span className={styles.videoBadge}>
            {t('library.grid.video')}
            {item.durationSeconds !== null ? ` ${formatDuration(item.durationSeconds)}` : ''}
          </span>
        ) : null}
        {item.isFavourite ? (
          <span className={styles.favouriteBadge} aria-hidden="true">
            ♥
          </span>
        ) : null}
      </button>
      {/* A real checkbox; the click (not the change) carries the shift key a range needs. */}
      <input
        type="checkbox"
        className={styles.check}
        checked={isSelected}
        aria-label={t('library.grid.select', { name: item.name })}
        onChange={() => undefined}
        onClick={(event) => onCheckClick(index, item, event)}
      />
      {children}
    </div>
  );
}
