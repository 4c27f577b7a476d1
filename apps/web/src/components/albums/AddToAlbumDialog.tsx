import { appPath } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddToAlbumMutation, useAlbumsQuery } from '../../api/albums.ts';
import { Button } from '../Button.tsx';
import choiceStyles from '../ChoiceList.module.css';
import { Dialog } from '../Dialog.tsx';
import { QueryState } from '../QueryState.tsx';
import { useToast } from '../Toasts.tsx';
import styles from './Albums.module.css';
import { NewAlbumDialog } from './NewAlbumDialog.tsx';
import { useAddedItemsNotice } from './use-added-items-notice.ts';

/** Puts the library's selection into an album of the person's, or into a new one. */
export function AddToAlbumDialog({ itemIds, onClose }: { itemIds: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const albums = useAlbumsQuery(undefined, 200);
  const add = useAddToAlbumMutation();
  const showAdded = useAddedItemsNotice();
  const [isCreating, setIsCreating] = useState(false);
  // Their own albums and the shared ones they belong to, as the server says.
  const choices = (albums.data?.albums ?? []).filter((album) => album.abilities.canAddItems);

  if (isCreating) {
    return (
      <NewAlbumDialog
        itemIds={itemIds}
        onClose={onClose}
        onCreated={(album) => {
          notify({ type: 'success', content: t('albums.added', { count: album.itemCount }) });
          onClose();
          navigate(appPath('album-details', { id: album.id }));
        }}
      />
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('albums.addToAlbum.title')}
      description={t('albums.addToAlbum.body', { count: itemIds.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button onClick={() => setIsCreating(true)}>{t('albums.newAlbum.title')}</Button>
        </>
      }
    >
      <QueryState
        query={albums}
        loading={t('albums.loading')}
        className={styles.muted}
        isEmpty={() => choices.length === 0}
        empty={t('albums.addToAlbum.none')}
      >
        {() => (
          <ul className={choiceStyles.choices} aria-label={t('albums.addToAlbum.listLabel')}>
            {choices.map((album) => (
              <li key={album.id}>
                <button
                  type="button"
                  className={choiceStyles.choice}
                  disabled={add.isPending}
                  onClick={() =>
                    add.mutate(
                      { albumId: album.id, itemIds },
                      {
                        onSuccess: (answer) => {
                          showAdded(answer, album.maxItems);
                          onClose();
                        },
                      },
                    )
                  }
                >
                  <span className={styles.thumb}>{album.coverUrl ? <img src={album.coverUrl} alt="" /> : null}</span>
                  <span className={styles.albumChoiceText}>
                    <strong>{album.name}</strong>
                    <span className={styles.muted}>{t('albums.itemCount', { count: album.itemCount })}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Dialog>
  );
}
