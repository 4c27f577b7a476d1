import { useTranslation } from 'react-i18next';
import { useDownloadQuery } from '../../api/library.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { formatDateTime } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import styles from './Library.module.css';

/** Spec section 4: preparing, then ready (the link here, and mailed), or failed. */
export function DownloadDialog({ downloadId, onClose }: { downloadId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useDownloadQuery(downloadId);
  const download = query.data;
  let body: React.ReactNode;
  if (query.isError) {
    body = <p role="alert">{errorText(t, query.error)}</p>;
  } else if (!download || download.status === 'preparing') {
    body = (
      <>
        <p className={styles.preparing} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('library.download.preparing')}
        </p>
        <p className={styles.sideHint}>{t('library.download.preparingHint')}</p>
      </>
    );
  } else if (download.status === 'failed') {
    body = <p role="alert">{t('errors.download_failed')}</p>;
  } else {
    body = (
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
  }
  return (
    <Dialog open onClose={onClose} title={t('library.download.title')}>
      {body}
    </Dialog>
  );
}
