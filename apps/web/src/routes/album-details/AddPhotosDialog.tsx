import type { Album, LibraryItem } from '@kinframe/contract';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumMutations } from '../../api/albums.ts';
import { useAddedItemsNotice } from '../../components/albums/use-added-items-notice.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { LibraryPicker } from '../../components/library-picker/LibraryPicker.tsx';
import {
  addRange,
  EMPTY_SELECTION,
  gestureOf,
  rangeOf,
  type Selection,
  toggleOne,
} from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import styles from './AlbumDetails.module.css';

/**
 * The library in picker mode: its tiles and its selection rules (click, ctrl-click, shift-click for
 * a range), page by page; the chosen items go into the album in the order they were chosen.
 */
export function AddPhotosDialog({ album, onClose }: { album: Album; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showAdded = useAddedItemsNotice();
  const { addItems } = useAlbumMutations(album.id);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [order, setOrder] = useState<number[]>([]);

  const handleClick = (index: number, item: LibraryItem, event: MouseEvent, items: LibraryItem[]) => {
    const range = gestureOf(event) === 'range' ? rangeOf(selection, index) : null;
    if (range) {
      const ids = items.slice(range[0], range[1] + 1).map((entry) => entry.id);
      setSelection(addRange(selection, ids));
      setOrder((current) => [...current, ...ids.filter((id) => !current.includes(id))]);
      return;
    }
    // In a picker every plain click adds or removes, as a ctrl-click does in the library.
    setSelection(toggleOne(selection, item.id, index));
    setOrder((current) => (current.includes(item.id) ? current.filter((id) => id !== item.id) : [...current, item.id]));
  };

  const room = Math.max(0, album.maxItems - album.itemCount);
  return (
    <Dialog
      open
      size="wide"
      onClose={onClose}
      title={t('albums.picker.title', { name: album.name })}
      description={t('albums.picker.body', { count: room })}
      footer={
        <>
          <span className={styles.count}>{t('library.selection.count', { count: order.length })}</span>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button
            disabled={addItems.isPending}
            onClick={() => {
              if (order.length === 0) {
                notify({ type: 'error', content: t('errors.photo_selection_required') });
                return;
              }
              addItems.mutate(order, {
                onSuccess: (answer) => {
                  showAdded(answer, album.maxItems);
                  onClose();
                },
              });
            }}
          >
            {t('albums.picker.add', { count: order.length })}
          </Button>
        </>
      }
    >
      <LibraryPicker
        kinds="all"
        isSelected={(item) => selection.ids.has(item.id)}
        onPick={handleClick}
        labels={{ loading: t('albums.loading'), empty: t('albums.picker.empty'), more: t('albums.loadMore') }}
      />
    </Dialog>
  );
}
