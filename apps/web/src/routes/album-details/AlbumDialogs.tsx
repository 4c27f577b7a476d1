import type { Album, AlbumItem } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useAlbumMutations } from '../../api/albums.ts';
import formStyles from '../../components/albums/Albums.module.css';
import { useAlbumNameForm } from '../../components/albums/use-album-name-form.ts';
import { Button } from '../../components/Button.tsx';
import { CaptionField } from '../../components/CaptionField.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './AlbumDetails.module.css';

interface AlbumDialogProps {
  album: Album;
  onClose: () => void;
}

/** A new name; the same name twice gets the spec's "already exists" text at the field. */
export function RenameAlbumDialog({ album, onClose }: AlbumDialogProps) {
  const { t } = useTranslation();
  const { rename } = useAlbumMutations(album.id);
  const form = useAlbumNameForm(album.name);
  return (
    <Dialog open onClose={onClose} title={t('albums.rename.title')}>
      <form
        onSubmit={form.submitWith(({ name }) =>
          rename.mutate(name.trim(), { onSuccess: onClose, onError: form.refuse }),
        )}
      >
        <TextField label={t('albums.newAlbum.name')} maxLength={100} autoFocus {...form.field('name')} />
        <div className={formStyles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending || form.values.name.trim() === album.name}>
            {t('albums.rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Deleting asks first, and says that everyone who contributes loses the album too. */
export function DeleteAlbumDialog({ album, onClose, onDeleted }: AlbumDialogProps & { onDeleted: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { remove } = useAlbumMutations(album.id);
  return (
    <ConfirmDialog
      title={t('albums.delete.title', { name: album.name })}
      body={t('albums.delete.body')}
      cancelLabel={t('albums.cancel')}
      confirmLabel={t('albums.delete.confirm')}
      onConfirm={() =>
        remove.mutateAsync(undefined).then(() => {
          notify({ type: 'success', content: t('albums.delete.done', { name: album.name }) });
          onDeleted();
        })
      }
      onClose={onClose}
    />
  );
}

/** Leaving a shared album: its items stay with the album, the member loses access. */
export function LeaveAlbumDialog({ album, onClose, onLeft }: AlbumDialogProps & { onLeft: () => void }) {
  const { t } = useTranslation();
  const { leave } = useAlbumMutations(album.id);
  return (
    <ConfirmDialog
      title={t('albums.leave.title', { name: album.name })}
      body={t('albums.leave.body')}
      cancelLabel={t('albums.cancel')}
      confirmLabel={t('albums.leave.button')}
      onConfirm={() => leave.mutateAsync(undefined).then(onLeft)}
      onClose={onClose}
    />
  );
}

/** The album's caption, with the 160-character counter (spec section 2, album-details). */
export function CaptionDialog({ album, onClose }: AlbumDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const { change } = useAlbumMutations(album.id);
  return (
    <Dialog open onClose={onClose} title={t('albums.caption.title')}>
      <CaptionField
        initialCaption={album.caption}
        isSaving={change.isPending}
        onSave={(caption) =>
          change.mutate(
            { caption },
            {
              onSuccess: () => {
                notify({ type: 'success', content: t('library.viewer.captionSaved') });
                onClose();
              },
            },
          )
        }
      />
    </Dialog>
  );
}

/** Picking the cover among the album's photos; the current one is marked. */
export function CoverDialog({
  album,
  items,
  coverItemId,
  onChoose,
  onClose,
}: AlbumDialogProps & { items: readonly AlbumItem[]; coverItemId?: number; onChoose: (item: AlbumItem) => void }) {
  const { t } = useTranslation();
  const choices = items.filter((item) => item.status === 'ready' && item.urls.square);
  return (
    <Dialog
      open
      size="wide"
      onClose={onClose}
      title={t('albums.cover.title', { name: album.name })}
      description={t('albums.cover.body')}
    >
      <ul className={styles.coverChoices}>
        {choices.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.coverChoice}
              aria-pressed={item.id === coverItemId}
              aria-label={item.name}
              onClick={() => onChoose(item)}
            >
              <img src={item.urls.square ?? ''} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
