import type { ArchiveFormat } from '@kinframe/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { ArchiveChoices } from '../../components/imports/ArchiveChoices.tsx';
import { type PickedFiles, sortPicked, UPLOAD_INPUT_ACCEPT } from './dropped-files.ts';
import styles from './Library.module.css';
import { useCanPickFolders } from './use-can-pick-folders.ts';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Files chosen here go the same way as dropped ones; the dialog closes, the uploads go on in their panel. */
  onPicked: (picked: PickedFiles) => void;
  /** An archive import chosen from the second group. */
  onArchive: (format: ArchiveFormat) => void;
}

/**
 * Where uploads start: photos and videos, whole folders where the browser can pick them, and, as a
 * second group, the export archives of other services (Google Takeout, Facebook, Instagram).
 * Picking closes it: the files travel in the upload panel while the person goes on.
 */
export function UploadDialog({ open, onOpenChange, onPicked, onArchive }: UploadDialogProps) {
  const { t } = useTranslation();
  const canPickFolders = useCanPickFolders();
  const filesInput = useRef<HTMLInputElement>(null);
  const foldersInput = useRef<HTMLInputElement>(null);

  const handleChosen = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    const picked = sortPicked([...input.files]);
    input.value = '';
    onOpenChange(false);
    onPicked(picked);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('library.uploadDialog.title')}
      description={canPickFolders ? t('library.uploadDialog.description') : t('library.uploadDialog.descriptionTouch')}
    >
      <div className={styles.uploadSources}>
        <Button onClick={() => filesInput.current?.click()}>{t('library.uploadDialog.files')}</Button>
        {canPickFolders ? (
          <Button variant="secondary" onClick={() => foldersInput.current?.click()}>
            {t('library.uploadDialog.folders')}
          </Button>
        ) : null}
        <input
          ref={filesInput}
          type="file"
          multiple
          // A phone's picker shows the photo library for pictures and videos alone; a computer's
          // also lets an export archive be picked, which goes to the archive import.
          accept={canPickFolders ? `${UPLOAD_INPUT_ACCEPT},.zip,application/zip` : UPLOAD_INPUT_ACCEPT}
          hidden
          data-testid="upload-files-input"
          onChange={(event) => handleChosen(event.currentTarget)}
        />
        {canPickFolders ? (
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
        ) : null}
      </div>

      <ArchiveChoices
        onChoose={(format) => {
          onOpenChange(false);
          onArchive(format);
        }}
      />
    </Dialog>
  );
}
