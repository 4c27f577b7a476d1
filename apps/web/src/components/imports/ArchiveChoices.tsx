import { ARCHIVE_FORMATS, type ArchiveFormat, pathOf } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectorsQuery } from '../../api/connectors.ts';
import { Button, ButtonLink } from '../Button.tsx';
import styles from './Imports.module.css';
import { archiveName } from './import-text.ts';

/**
 * The upload dialog's second group: the other services Kinframe imports from, by their export
 * archives, each opening its import (ArchiveImportDialog, which offers Facebook's and Instagram's
 * accounts too, where this server does). Flickr has no export archive: its account import has a page
 * of its own, linked here when this server offers it.
 */
export function ArchiveChoices({ onChoose }: { onChoose: (format: ArchiveFormat) => void }) {
  const { t } = useTranslation();
  // Asked now, so that which ways a source offers is known by the time it is picked.
  const connectors = useConnectorsQuery();
  const hasFlickr = connectors.data?.connectors.some((entry) => entry.provider === 'flickr' && entry.isAvailable);
  const titleId = useId();
  const hintId = useId();
  return (
    <section className={styles.choices} aria-labelledby={titleId} aria-describedby={hintId}>
      <h3 id={titleId} className={styles.choicesTitle}>
        {t('library.uploadDialog.archivesTitle')}
      </h3>
      <p id={hintId} className={`${styles.small} ${styles.howTo}`}>
        {t('library.uploadDialog.archivesHint')}
      </p>
      <div className={styles.choose}>
        {ARCHIVE_FORMATS.map((format) => (
          <Button key={format} variant="secondary" onClick={() => onChoose(format)}>
            {archiveName(format)}
          </Button>
        ))}
        {hasFlickr ? (
          <ButtonLink variant="secondary" to={pathOf('library-flickr')}>
            Flickr
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
