import type { Album } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useAlbumMutations } from '../../api/albums.ts';
import formStyles from '../../components/albums/Albums.module.css';
import { useAlbumNameForm } from '../../components/albums/use-album-name-form.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';

interface AlbumDialogProps {
  album: Album;
  onClose: () => void;
}

function closeOnDismiss(onClose: () => void) {
  return (open: boolean) => {
    if (!open) onClose();
  };
}

/** A new name; the same name twice gets the spec's "already exists" text at the field. */
export function RenameAlbumDialog({ album, onClose }: AlbumDialogProps) {
  const { t } = useTranslation();
  const { change } = useAlbumMutations(album.id);
  const form = useAlbumNameForm(album.name);
  return (
    <Dialog open onOpenChange={closeOnDismiss(onClose)} title={t('albums.rename.title')}>
      <form
        onSubmit={form.submitWith(({ name }) =>
          change.mutate({ name: name.trim() }, { onSuccess: onClose, onError: form.refuse }),
        )}
      >
        <TextField label={t('albums.newAlbum.name')} maxLength={100} autoFocus {...form.field('name')} />
        <div className={formStyles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending || form.values.name.trim() === album.name}>
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
    <Dialog
      open
      onOpenChange={closeOnDismiss(onClose)}
      title={t('albums.delete.title', { name: album.name })}
      description={t('albums.delete.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify({ type: 'success', content: t('albums.delete.done', { name: album.name }) });
                  onDeleted();
                },
                onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
              })
            }
          >
            {t('albums.delete.confirm')}
          </Button>
        </>
      }
    />
  );
}

/** Leaving a shared album: its items stay with the album, the member loses access. */
export function LeaveAlbumDialog({ album, onClose, onLeft }: AlbumDialogProps & { onLeft: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { leave } = useAlbumMutations(album.id);
  return (
    <Dialog
      open
      onOpenChange={closeOnDismiss(onClose)}
      title={t('albums.leave.title', { name: album.name })}
      description={t('albums.leave.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(undefined, {
                onSuccess: onLeft,
                onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
              })
            }
          >
            {t('albums.leave.button')}
          </Button>
        </>
      }
    />
  );
}
