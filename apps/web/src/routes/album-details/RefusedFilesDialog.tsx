import type { ConnectedAlbum } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useRefusedFilesQuery } from '../../api/connectors.ts';
import { Button } from '../../components/Button.tsx';
import { connectorCodeText, providerName } from '../../components/connectors/connector-text.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './AlbumDetails.module.css';

/** The files of the source that are not in the album, each with why, a page at a time. */
export function RefusedFilesDialog({ album, onClose }: { album: ConnectedAlbum; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = useRefusedFilesQuery(album.albumId);
  const files = refused.data?.pages.flatMap((page) => page.files) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('connectors.refused.title', { count: album.refusedCount })}
      description={t('connectors.refused.body', { provider: providerName(album.provider) })}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {refused.isPending ? (
        <p className={styles.muted}>{t('albums.loading')}</p>
      ) : refused.isError && files.length === 0 ? (
        <p role="alert">{errorText(t, refused.error)}</p>
      ) : (
        <ul className={styles.refusedList} aria-label={t('connectors.refused.listLabel')}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: Google files have no path and may share a name; the list only grows at its end.
            <li key={index} className={styles.refusedFile}>
              <span className={styles.refusedName}>{file.path ?? file.name}</span>
              <span className={styles.muted}>{connectorCodeText(t, file.code, album.provider)}</span>
            </li>
          ))}
        </ul>
      )}
      {refused.hasNextPage ? (
        <Button variant="quiet" disabled={refused.isFetchingNextPage} onClick={() => void refused.fetchNextPage()}>
          {t('albums.loadMore')}
        </Button>
      ) : null}
    </Dialog>
  );
}
