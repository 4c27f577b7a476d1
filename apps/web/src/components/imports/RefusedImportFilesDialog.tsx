import type { Import } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useImportRefusalsQuery } from '../../api/imports.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import styles from './Imports.module.css';
import { importCodeText, importSourceName } from './import-text.ts';

/** The archive's (or the account's) files that are not in the library, each with why, a page at a time. */
export function RefusedImportFilesDialog({ entry, onClose }: { entry: Import; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = useImportRefusalsQuery(entry.id);
  const files = refused.data?.pages.flatMap((page) => page.files) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('imports.summary.refused', { count: entry.refusedCount })}
      description={
        entry.provider
          ? t('imports.refused.accountBody', { provider: importSourceName(entry) })
          : t('imports.refused.body', { format: importSourceName(entry) })
      }
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {refused.isPending ? (
        <p className={styles.muted}>{t('albums.loading')}</p>
      ) : refused.isError && files.length === 0 ? (
        <p role="alert">{errorText(t, refused.error)}</p>
      ) : (
        <ul className={styles.refusedList} aria-label={t('imports.refused.listLabel')}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one archive may repeat a path; the list only grows at its end.
            <li key={index} className={styles.refusedFile}>
              <span className={styles.refusedName}>{file.path || file.name}</span>
              <span className={styles.muted}>{importCodeText(t, file.code, importSourceName(entry))}</span>
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
