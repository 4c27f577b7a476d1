import { useTranslation } from 'react-i18next';
import { isUploadActive, UploadProgress, uploadStateText } from '../../components/uploads/UploadProgress.tsx';
import type { UploadEntry } from '../../components/uploads/upload-queue.ts';
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
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.row} data-status={entry.status}>
          <div className={styles.rowText}>
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.state}>{uploadStateText(t, entry)}</span>
          </div>
          {isUploadActive(entry) ? (
            <div className={styles.rowProgress}>
              <UploadProgress
                entry={entry}
                onCancel={onCancel}
                progressClassName={styles.progress}
                cancelClassName={styles.cancel}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
