import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/error-text.ts';
import { Button } from '../Button.tsx';
import type { UploadEntry } from './upload-queue.ts';

/** A file's state in an upload list: done, in the library already, waiting, how far along, or why it failed. */
export function uploadStateText(t: TFunction, entry: UploadEntry): string {
  if (entry.status === 'successful') return t('library.uploadDialog.successful');
  if (entry.status === 'known') return t('library.uploads.known');
  if (entry.status === 'queued') return t('library.uploadDialog.queued');
  if (entry.status === 'uploading') return `${Math.round(entry.progress * 100)} %`;
  return issueText(t, { code: entry.errorCode, message: entry.errorMessage });
}

export function isUploadActive(entry: UploadEntry): boolean {
  return entry.status === 'queued' || entry.status === 'uploading';
}

interface UploadProgressProps {
  entry: UploadEntry;
  onCancel: (id: number) => void;
  progressClassName: string | undefined;
  cancelClassName: string | undefined;
}

/** A file on its way: its progress bar, named by the file, and a button to cancel it. */
export function UploadProgress({ entry, onCancel, progressClassName, cancelClassName }: UploadProgressProps) {
  const { t } = useTranslation();
  return (
    <>
      <progress
        className={progressClassName}
        max={100}
        value={Math.round(entry.progress * 100)}
        aria-label={t('library.uploadDialog.progress', { name: entry.name })}
      />
      <Button
        variant="quiet"
        className={cancelClassName}
        aria-label={t('library.uploadDialog.cancelFile', { name: entry.name })}
        onClick={() => onCancel(entry.id)}
      >
        ×
      </Button>
    </>
  );
}
