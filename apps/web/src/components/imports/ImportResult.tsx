import type { Import } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../Button.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import styles from './Imports.module.css';
import { importCodeText, importSourceName } from './import-text.ts';

interface ImportResultProps {
  entry: Import;
  onAnother: () => void;
  statusRef?: Ref<HTMLParagraphElement>;
}

/** An import that ended, in the panel: how it ended, what it brought, and where to go next. */
export function ImportResult({ entry, onAnother, statusRef }: ImportResultProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.status}>
      <p ref={statusRef} tabIndex={-1} className={styles.statusLine}>
        {t(`imports.result.${entry.state}`)}
      </p>
      {entry.state === 'failed' ? (
        <p className={`${styles.problem} ${styles.howTo}`}>
          {importCodeText(t, entry.errorCode, importSourceName(entry))}
        </p>
      ) : null}
      <ImportSummary entry={entry} />
      <div className={styles.actions}>
        <ButtonLink to={pathOf('library')} variant="secondary">
          {t('imports.result.openLibrary')}
        </ButtonLink>
        <Button variant="quiet" onClick={onAnother}>
          {entry.provider
            ? t('imports.result.anotherFromAccount', { provider: importSourceName(entry) })
            : t('imports.result.another')}
        </Button>
      </div>
    </div>
  );
}
