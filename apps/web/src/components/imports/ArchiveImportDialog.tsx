import { type ArchiveFormat, IMPORT_PAGE_PATHS, type ImportProvider } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectorsQuery } from '../../api/connectors.ts';
import { Button, ButtonLink } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { ArchiveImportPanel } from './ArchiveImportPanel.tsx';
import { useArchiveUpload } from './archive-uploads.ts';
import styles from './Imports.module.css';
import { archiveName } from './import-text.ts';

/** The account each archive comes from, where Kinframe also imports from the account itself. */
const ACCOUNTS: Record<ArchiveFormat, ImportProvider | null> = {
  takeout: null,
  facebook: 'facebook',
  instagram: 'instagram',
  kinframe: null,
};

/**
 * The upload dialog's way to a source: the archive's import panel in a dialog of its own, and the
 * way to the source's page, where every import from it is listed. Where this server also imports
 * from the source's account (Facebook, Instagram), the person first picks the way: the account's
 * import lives on the source's page (its consent page comes back there), the archive's here.
 * Closing the dialog stops nothing.
 */
export function ArchiveImportDialog({
  format,
  onClose,
  initialParts,
}: {
  format: ArchiveFormat;
  onClose: () => void;
  /** The archive's parts, when the person picked them already (among photos, in the upload). */
  initialParts?: readonly File[];
}) {
  const { t } = useTranslation();
  const connectors = useConnectorsQuery();
  const upload = useArchiveUpload(format);
  // An archive already on its way (or just ended), or already picked, is what the person comes back to.
  const [isArchiveChosen, setIsArchiveChosen] = useState(upload !== undefined || Boolean(initialParts?.length));
  const name = archiveName(format);
  const provider = ACCOUNTS[format];
  const offersAccount =
    provider !== null && connectors.data?.connectors.some((entry) => entry.provider === provider && entry.isAvailable);
  // Without an answer on the account yet, nothing is shown rather than a choice that changes under the person.
  const isWaiting = provider !== null && connectors.isPending;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('imports.importFrom', { format: name })}
      footer={
        <ButtonLink to={IMPORT_PAGE_PATHS[format]} variant="quiet" onClick={onClose}>
          {t('imports.history.title', { format: name })}
        </ButtonLink>
      }
    >
      {isWaiting ? (
        <p className={styles.muted}>{t('albums.loading')}</p>
      ) : offersAccount && !isArchiveChosen ? (
        <div className={styles.ways}>
          <div className={styles.way}>
            <ButtonLink to={IMPORT_PAGE_PATHS[format]} variant="secondary" onClick={onClose}>
              {t('imports.way.account', { provider: name })}
            </ButtonLink>
            <p className={`${styles.small} ${styles.howTo}`}>{t('imports.way.accountHint', { provider: name })}</p>
          </div>
          <div className={styles.way}>
            <Button variant="secondary" onClick={() => setIsArchiveChosen(true)}>
              {t('imports.way.archive')}
            </Button>
            <p className={`${styles.small} ${styles.howTo}`}>{t('imports.way.archiveHint', { provider: name })}</p>
          </div>
        </div>
      ) : (
        <ArchiveImportPanel format={format} initialParts={initialParts} />
      )}
    </Dialog>
  );
}
