import type { Import } from '@kinframe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isImportFinished } from '../../api/imports.ts';
import { errorText } from '../../i18n/error-text.ts';
import { FormAlert } from '../FormAlert.tsx';
import { CancelImportButton } from './CancelImportButton.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportResult } from './ImportResult.tsx';
import styles from './Imports.module.css';
import { useShowsImport } from './shown-imports.ts';

interface FollowedImportProps {
  /** The import as useImportQuery asks after it. */
  followed: Pick<UseQueryResult<Import>, 'data' | 'isError' | 'error'>;
  /** Where focus goes when the panel's stage changes (use-stage-focus.ts). */
  focusRef: (element: HTMLElement | null) => void;
  onAnother: () => void;
}

/**
 * An import the server has, in the panel that started it (an archive's or an account's): where it
 * stands while it runs, with its cancel, and how it ended, with what it brought.
 */
export function FollowedImport({ followed, focusRef, onAnother }: FollowedImportProps) {
  const { t } = useTranslation();
  const entry = followed.data;
  useShowsImport(entry?.id);
  if (entry && isImportFinished(entry))
    return <ImportResult entry={entry} statusRef={focusRef} onAnother={onAnother} />;
  return (
    <>
      {entry ? (
        <ImportProgress entry={entry} statusRef={focusRef} />
      ) : (
        <p ref={focusRef} tabIndex={-1} className={styles.statusLine}>
          {t('imports.state.reading')}
        </p>
      )}
      {followed.isError ? <FormAlert messages={[{ id: 'import', message: errorText(t, followed.error) }]} /> : null}
      <p className={`${styles.small} ${styles.howTo}`}>{t('imports.progress.canLeave')}</p>
      {entry ? (
        <div className={styles.actions}>
          <CancelImportButton entry={entry} />
        </div>
      ) : null}
    </>
  );
}
