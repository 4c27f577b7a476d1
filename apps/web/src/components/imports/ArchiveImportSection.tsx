import type { ArchiveFormat } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveImportPanel } from './ArchiveImportPanel.tsx';
import styles from './Imports.module.css';
import { archiveName } from './import-text.ts';

/**
 * A source's page's card for its archive: the import panel, with a word said before it where the
 * source needs one. The page lists the imports made below it (SourceImports).
 */
export function ArchiveImportSection({ format, note }: { format: ArchiveFormat; note?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('imports.importFrom', { format: archiveName(format) })}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ArchiveImportPanel format={format} />
    </section>
  );
}
