import { useTranslation } from 'react-i18next';
import { useDownloadQuery } from '../../api/library.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { formatDateTime } from '../../format.ts';
import styles from './Library.module.css';

/** Spec section 4: preparing, then ready (the link here, and mailed), or failed. */
export function DownloadDialog({ downloadId, onClose }: { downloadId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useDownloadQuery(downloadId);
  const preparing = (
    <>
      <p className={styles.preparing} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('library.download.preparing')}
      </p>
      <p className={styles.sideHint}>{t('library.download.preparingHint')}</p>
    </>
  );
  return (
    <Dialog open onClose={onClose} title={t('library.download.title')}>
      <QueryState query={query} loading={preparing}>
        {(download) => {
          if (download.status === 'preparing') return preparing;
          if (download.status === 'failed') return <p role="alert">{t('errors.download_failed')}</p>;
          return (
            <>
              <p role="status">{t('library.download.ready')}</p>
              {download.url ? (
                <p>
                  <a className={styles.downloadLink} href={download.url} download>
                    {t('library.download.link')}
                  </a>
                </p>
              ) : null}
              {download.expiresAt ? (
                <p className={styles.sideHint}>
                  {t('library.download.expires', { date: formatDateTime(download.expiresAt, i18n.language) })}
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
