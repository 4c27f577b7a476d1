import type { Competition, LibraryItem } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompetitionMutations } from '../../api/competitions.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { LibraryPicker } from '../../components/library-picker/LibraryPicker.tsx';
import { EMPTY_SELECTION, type Selection, toggleOne } from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import styles from './Competition.module.css';

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
  const { t } = useTranslation();
  const notify = useToast();
  const { enter } = useCompetitionMutations(competition.id);
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
      onClose={onClose}
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
              })
            }
          >
            {t('competitions.picker.submit', { count: order.length })}
          </Button>
        </>
      }
    >
      <LibraryPicker
        kinds="photos"
        readyOnly
        excludedIds={enteredItemIds}
        isSelected={(item) => selection.ids.has(item.id)}
        isSelecting={order.length > 0}
        onPick={choose}
        labels={{
          loading: t('competitions.loading'),
          empty: t('competitions.picker.empty'),
          more: t('competitions.more'),
        }}
      />
    </Dialog>
  );
}
