import type { LibraryItem } from '@kinframe/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibraryPagesQuery } from '../../api/library.ts';
import { formatDate } from '../../format.ts';
import { Button } from '../Button.tsx';
import { ItemTile } from '../ItemTile.tsx';
import { QueryState } from '../QueryState.tsx';
import styles from './LibraryPicker.module.css';

const PICKER_PAGE = 120;
const PHOTOS = { type: 'photos', ratio: 'all', sort: 'created' } as const;
const ALL_KINDS = { type: 'all', ratio: 'all', sort: 'created' } as const;

/**
 * The library in picker mode, page by page, with its tiles: the dialog around it keeps the
 * selection and its own rules (how many, in what order), and is told of each click.
 */
export function LibraryPicker({
  kinds,
  readyOnly = false,
  excludedIds,
  isSelected,
  isSelecting,
  isDisabled,
  onPick,
  labels,
  compact = false,
}: {
  /** Photos only, or every kind of item the library holds. */
  kinds: 'photos' | 'all';
  /** Only items that are ready (their files made). */
  readyOnly?: boolean;
  /** Items already chosen elsewhere, left out of the list. */
  excludedIds?: readonly number[];
  isSelected: (item: LibraryItem) => boolean;
  isSelecting?: boolean;
  /** A tile that cannot be chosen now (the most are chosen): marked, not hidden. */
  isDisabled?: (item: LibraryItem) => boolean;
  onPick: (index: number, item: LibraryItem, event: MouseEvent, items: LibraryItem[]) => void;
  labels: { loading: string; empty: string; more: string };
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const pages = useLibraryPagesQuery(kinds === 'photos' ? PHOTOS : ALL_KINDS, PICKER_PAGE);
  const items = (pages.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => (!readyOnly || item.status === 'ready') && !excludedIds?.includes(item.id),
  );
  const muted = compact ? `${styles.muted} ${styles.compactMuted}` : styles.muted;
  const pick = (index: number, item: LibraryItem, event: MouseEvent) => onPick(index, item, event, items);

  return (
    <QueryState
      query={pages}
      loading={labels.loading}
      className={muted}
      isEmpty={() => items.length === 0}
      empty={labels.empty}
    >
      {() => (
        <>
          <section
            className={compact ? `${styles.grid} ${styles.compactGrid}` : styles.grid}
            aria-label={t('library.grid.label')}
          >
            {items.map((item, index) => (
              <div key={item.id} className={styles.cell} aria-disabled={isDisabled?.(item)}>
                <ItemTile
                  item={item}
                  index={index}
                  layout="square"
                  isSelected={isSelected(item)}
                  isSelecting={isSelecting}
                  label={t('library.grid.tile', { name: item.name, date: formatDate(item.createdAt, i18n.language) })}
                  onTileClick={pick}
                  onCheckClick={pick}
                />
              </div>
            ))}
          </section>
          {pages.hasNextPage ? (
            <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {labels.more}
            </Button>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
