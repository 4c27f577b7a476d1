import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import type { ArchiveUpload } from './archive-uploads.ts';
import { CancelImportDialog } from './CancelImportDialog.tsx';
import styles from './Imports.module.css';

interface ArchiveUploadProgressProps {
  upload: ArchiveUpload;
  onCancel: () => void;
  statusRef?: Ref<HTMLParagraphElement>;
}

/**
 * The archive on its way to storage: which part, a bar of the bytes of all parts, and a cancel
 * (asked again). Once every part is in, the server is told and starts reading.
 */
export function ArchiveUploadProgress({ upload, onCancel, statusRef }: ArchiveUploadProgressProps) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const isStarting = upload.phase === 'starting';
  return (
    <div className={styles.status}>
      <p ref={statusRef} tabIndex={-1} className={styles.statusLine}>
        {isStarting
          ? t('imports.state.reading')
          : t('imports.upload.part', { n: upload.partIndex + 1, total: upload.partCount })}
      </p>
      <progress
        className={styles.bar}
        max={upload.totalBytes}
        value={upload.sentBytes}
        aria-label={t('imports.upload.progressLabel')}
      />
      <p className={`${styles.small} ${styles.numbers} ${styles.howTo}`}>
        {t('imports.upload.sent', {
          sent: formatBytes(upload.sentBytes, currentLocale()),
          total: formatBytes(upload.totalBytes, currentLocale()),
        })}
      </p>
      {isStarting ? null : <p className={`${styles.small} ${styles.howTo}`}>{t('imports.upload.keepOpen')}</p>}
      <div className={styles.actions}>
        <Button variant="quiet" disabled={isStarting} onClick={() => setIsConfirming(true)}>
          {t('imports.cancel.button')}
        </Button>
      </div>
      {isConfirming ? (
        <CancelImportDialog
          onConfirm={() => {
            setIsConfirming(false);
            onCancel();
          }}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </div>
  );
}
