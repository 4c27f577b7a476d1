import type { ArchiveFormat } from '@kinframe/contract';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { ArchiveChoices } from '../../components/imports/ArchiveChoices.tsx';
import { ArchiveImportDialog } from '../../components/imports/ArchiveImportDialog.tsx';
import { acceptedFiles, UPLOAD_INPUT_ACCEPT } from './dropped-files.ts';
import styles from './Library.module.css';
import { isUploadActive, UploadProgress, uploadStateText } from './UploadProgress.tsx';
import type { UploadEntry, UploadQueue } from './upload-queue.ts';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  queue: UploadQueue;
  /** Files chosen here go the same way as dropped ones. */
  onFiles: (files: File[]) => void;
}

/**
 * Computer files and computer folders, and, as a second group, the export archives of other services
 * (Google Takeout, Facebook, Instagram): choosing one closes this dialog and opens its import's own.
 */
export function UploadDialog({ open, onOpenChange, queue, onFiles }: UploadDialogProps) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const filesInput = useRef<HTMLInputElement>(null);
  const foldersInput = useRef<HTMLInputElement>(null);
  const [archiveFormat, setArchiveFormat] = useState<ArchiveFormat | null>(null);

  const handleChosen = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    onFiles(acceptedFiles([...input.files]));
    input.value = '';
  };

  const handleArchive = (format: ArchiveFormat) => {
    setArchiveFormat(format);
    onOpenChange(false);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('library.uploadDialog.title')}
        description={t('library.uploadDialog.description')}
      >
        <div className={styles.uploadSources}>
          <Button variant="secondary" onClick={() => filesInput.current?.click()}>
            {t('library.uploadDialog.files')}
          </Button>
          <Button variant="secondary" onClick={() => foldersInput.current?.click()}>
            {t('library.uploadDialog.folders')}
          </Button>
          <input
            ref={filesInput}
            type="file"
            multiple
            accept={UPLOAD_INPUT_ACCEPT}
            hidden
            data-testid="upload-files-input"
            onChange={(event) => handleChosen(event.currentTarget)}
          />
          <input
            ref={(element) => {
              foldersInput.current = element;
              // React does not know the attribute; set it on the element itself.
              element?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            multiple
            hidden
            data-testid="upload-folders-input"
            onChange={(event) => handleChosen(event.currentTarget)}
          />
        </div>

        <ArchiveChoices onChoose={handleArchive} />

        {snapshot.total > 0 ? (
          <section className={styles.uploadQueue} aria-live="polite">
            <div className={styles.uploadHeader}>
              <h3>
                {snapshot.isDone
                  ? t('library.uploadDialog.finished')
                  : t('library.uploadDialog.uploading', { n: snapshot.current, total: snapshot.total })}
              </h3>
              {snapshot.isDone ? (
                <Button variant="quiet" onClick={() => queue.clearFinished()}>
                  {t('library.uploadDialog.clearFinished')}
                </Button>
              ) : (
                <Button variant="quiet" onClick={() => queue.cancelAll()}>
                  {t('library.uploadDialog.cancelAll')}
                </Button>
              )}
            </div>
            {snapshot.isDone ? (
              <p className={styles.uploadSummary}>
                {t('library.uploadDialog.summary', {
                  successful: snapshot.counts.successful,
                  failed: snapshot.counts.failed,
                  cancelled: snapshot.counts.cancelled,
                })}
              </p>
            ) : null}
            <UploadList entries={snapshot.entries} onCancel={(id) => queue.cancel(id)} />
          </section>
        ) : null}
      </Dialog>
      {archiveFormat ? <ArchiveImportDialog format={archiveFormat} onClose={() => setArchiveFormat(null)} /> : null}
    </>
  );
}

/** Long queues show the files still to go and the latest ended ones; the counts tell the rest. */
const SHOWN_ENTRIES = 200;

function UploadList({ entries, onCancel }: { entries: readonly UploadEntry[]; onCancel: (id: number) => void }) {
  const shown = entries.length > SHOWN_ENTRIES ? entries.slice(-SHOWN_ENTRIES) : entries;
  return (
    <ul className={styles.uploadList}>
      {shown.map((entry) => (
        <UploadRow key={entry.id} entry={entry} onCancel={onCancel} />
      ))}
    </ul>
  );
}

function UploadRow({ entry, onCancel }: { entry: UploadEntry; onCancel: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <li className={`${styles.uploadRow} ${styles[`upload-${entry.status}`] ?? ''}`}>
      <div className={styles.uploadName}>
        <span>{entry.name}</span>
        <span className={styles.uploadState}>{uploadStateText(t, entry)}</span>
      </div>
      {isUploadActive(entry) ? (
        <UploadProgress
          entry={entry}
          onCancel={onCancel}
          progressClassName={styles.uploadProgress}
          cancelClassName={styles.uploadCancel}
        />
      ) : null}
    </li>
  );
}
