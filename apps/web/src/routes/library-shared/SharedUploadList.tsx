import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { issueText } from '../../i18n/error-text.ts';
import type { UploadEntry } from '../library/upload-queue.ts';
import styles from './SharedFiles.module.css';

/** The shared files on their way to the library: each with its state and, while it goes, its progress. */
export function SharedUploadList({
  entries,
  onCancel,
}: {
  entries: readonly UploadEntry[];
  onCancel: (id: number) => void;
}) {
  const { t } = useTranslation();
  const stateOf = (entry: UploadEntry) => {
    if (entry.status === 'successful') return t('library.uploadDialog.successful');
    if (entry.status === 'queued') return t('library.uploadDialog.queued');
    if (entry.status === 'uploading') return `${Math.round(entry.progress * 100)} %`;
    return issueText(t, { code: entry.errorCode, message: entry.errorMessage });
  };
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const isActive = entry.status === 'queued' || entry.status === 'uploading';
        return (
          <li key={entry.id} className={styles.row} data-status={entry.status}>
            <div className={styles.rowText}>
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.state}>{stateOf(entry)}</span>
            </div>
            {isActive ? (
              <div className={styles.rowProgress}>
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={t('library.uploadDialog.progress', { name: entry.name })}
                />
                <Button
                  variant="quiet"
                  className={styles.cancel}
                  aria-label={t('library.uploadDialog.cancelFile', { name: entry.name })}
                  onClick={() => onCancel(entry.id)}
                >
                  ×
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
