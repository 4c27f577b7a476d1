import type { Album } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useCreateAlbumMutation } from '../../api/albums.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { TextField } from '../TextField.tsx';
import styles from './Albums.module.css';
import { useAlbumNameForm } from './use-album-name-form.ts';

interface NewAlbumDialogProps {
  onClose: () => void;
  onCreated: (album: Album) => void;
  /** A shared album is made from a selection of at least one item (spec section 5). */
  isShared?: boolean;
  /** Items the new album starts with (the library's selection). */
  itemIds?: number[];
  /** The name offered (a folder's, when its upload makes the album). */
  initialName?: string;
}

/** Names a new album; the server's answer (the name taken, the shared-album limit) shows at the field. */
export function NewAlbumDialog({
  onClose,
  onCreated,
  isShared = false,
  itemIds = [],
  initialName = '',
}: NewAlbumDialogProps) {
  const { t } = useTranslation();
  const create = useCreateAlbumMutation();
  const form = useAlbumNameForm(initialName.slice(0, 100));
  return (
    <Dialog
      open
      onClose={onClose}
      title={isShared ? t('albums.newAlbum.sharedTitle') : t('albums.newAlbum.title')}
      description={
        isShared
          ? t('albums.newAlbum.sharedBody', { count: itemIds.length })
          : itemIds.length > 0
            ? t('albums.newAlbum.withItems', { count: itemIds.length })
            : t('albums.newAlbum.body')
      }
    >
      <form
        onSubmit={form.submitWith(({ name }) =>
          create.mutate({ name: name.trim(), isShared, itemIds }, { onSuccess: onCreated, onError: form.refuse }),
        )}
      >
        <TextField label={t('albums.newAlbum.name')} maxLength={100} autoFocus {...form.field('name')} />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('albums.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('albums.newAlbum.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
