import type { Import } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Imports.module.css';
import { RefusedImportFilesDialog } from './RefusedImportFilesDialog.tsx';

/**
 * What an import brought, as it ended: the photos and videos imported, those the library already
 * had, the files not imported (with the way to see which and why), and the albums made.
 */
export function ImportSummary({ entry }: { entry: Import }) {
  const { t } = useTranslation();
  const [isShowingRefused, setIsShowingRefused] = useState(false);
  return (
    <>
      <ul className={`${styles.counts} ${styles.numbers}`} aria-label={t('imports.summary.label')}>
        <li>{t('imports.summary.imported', { count: entry.importedCount })}</li>
        <li>{t('imports.summary.duplicates', { count: entry.duplicateCount })}</li>
        <li>
          {t('imports.summary.refused', { count: entry.refusedCount })}
          {entry.refusedCount > 0 ? (
            <>
              {' · '}
              <button type="button" className={styles.linkButton} onClick={() => setIsShowingRefused(true)}>
                {t('imports.summary.seeRefused')}
              </button>
            </>
          ) : null}
        </li>
        <li>{t('imports.summary.albums', { count: entry.albumCount })}</li>
      </ul>
      {isShowingRefused ? <RefusedImportFilesDialog entry={entry} onClose={() => setIsShowingRefused(false)} /> : null}
    </>
  );
}
