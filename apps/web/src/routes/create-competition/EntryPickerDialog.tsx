import type { Competition, LibraryItem } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompetitionMutations } from '../../api/competitions.ts';
import { useLibraryPagesQuery } from '../../api/library.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { ItemTile } from '../../components/ItemTile.tsx';
import { EMPTY_SELECTION, type Selection, toggleOne } from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { formatDate } from '../library/format.ts';
import styles from './Competition.module.css';

const PICKER_PAGE = 120;
const PICKER_FILTERS = { type: 'photos', ratio: 'all', sort: 'created' } as const;

/**
 * The library's photos in picker mode, as an album's "Add photos" shows them (its tiles and its
 * selection), limited to the entries the person has left; the chosen photos are entered in order.
 */
export function EntryPickerDialog({
  competition,
  room,
  enteredItemIds,
  onClose,
}: {
  competition: Competition;
  room: number;
  enteredItemIds: number[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const { enter } = useCompetitionMutations(competition.id);
  const pages = useLibraryPagesQuery(PICKER_FILTERS, PICKER_PAGE);
  const items = (pages.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => item.status === 'ready' && !enteredItemIds.includes(item.id),
  );
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [order, setOrder] = useState<number[]>([]);

  const choose = (index: number, item: LibraryItem) => {
    const isChosen = order.includes(item.id);
    if (!isChosen && order.length >= room) {
      notify({ type: 'error', content: t('competitions.picker.full', { count: competition.perPerson }) });
      return;
    }
    setSelection(toggleOne(selection, item.id, index));
    setOrder((current) => (isChosen ? current.filter((id) => id !== item.id) : [...current, item.id]));
  };

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('competitions.picker.title', { theme: competition.theme })}
      description={t('competitions.picker.body', { count: room })}
      footer={
        <>
          <span className={styles.pickerCount}>{t('library.selection.count', { count: order.length })}</span>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button
            disabled={enter.isPending || order.length === 0}
            onClick={() =>
              enter.mutate(order, {
                onSuccess: (entered) => {
                  notify({ type: 'success', content: t('competitions.picker.entered', { count: entered.length }) });
                  onClose();
                },
                onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
              })
            }
          >
            {t('competitions.picker.submit', { count: order.length })}
          </Button>
        </>
      }
    >
      {pages.isPending ? (
        <p className={styles.muted}>{t('competitions.loading')}</p>
      ) : pages.isError && items.length === 0 ? (
        <p role="alert">{errorText(t, pages.error)}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('competitions.picker.empty')}</p>
      ) : (
        <>
          <section className={styles.pickerGrid} aria-label={t('library.grid.label')}>
            {items.map((item, index) => (
              <div key={item.id} className={styles.pickerCell}>
                <ItemTile
                  item={item}
                  index={index}
                  layout="square"
                  isSelected={selection.ids.has(item.id)}
                  isSelecting={order.length > 0}
                  label={t('library.grid.tile', { name: item.name, date: formatDate(item.createdAt, i18n.language) })}
                  onTileClick={choose}
                  onCheckClick={choose}
                />
              </div>
            ))}
          </section>
          {pages.hasNextPage ? (
            <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t('competitions.more')}
            </Button>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
