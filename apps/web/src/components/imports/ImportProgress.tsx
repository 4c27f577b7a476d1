import type { Import } from '@kinframe/contract';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Imports.module.css';
import { importStateText } from './import-text.ts';

interface ImportProgressProps {
  entry: Import;
  /** Where focus goes when the panel's stage changes under it. */
  statusRef?: Ref<HTMLParagraphElement>;
}

/**
 * An import the server is at work on: reading the archive (a bar that only says "busy"), then
 * "n of total" with a bar and the album whose photos are going in.
 */
export function ImportProgress({ entry, statusRef }: ImportProgressProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const { progress } = entry;
  const hasCount = entry.state === 'importing' && progress !== null && progress.total > 0;
  return (
    <div className={styles.status}>
      <p
        id={statusId}
        ref={statusRef}
        tabIndex={statusRef ? -1 : undefined}
        className={`${styles.statusLine} ${styles.numbers}`}
      >
        {importStateText(t, entry)}
      </p>
      {hasCount ? (
        <progress
          className={styles.bar}
          max={progress.total}
          value={progress.done}
          aria-label={t('imports.progress.label')}
        />
      ) : (
        <progress className={styles.bar} aria-labelledby={statusId} />
      )}
      {entry.state === 'importing' ? (
        <p className={styles.small}>
          {entry.currentAlbum === null
            ? t('imports.progress.noAlbum')
            : t('imports.progress.album', { name: entry.currentAlbum })}
        </p>
      ) : null}
    </div>
  );
}
