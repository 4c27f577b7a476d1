import type { ArchiveFormat, Import } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { isImportFinished, useImportQuery } from '../../api/imports.ts';
import { FormAlert } from '../FormAlert.tsx';
import hiddenStyles from '../VisuallyHidden.module.css';
import { ArchiveChooser } from './ArchiveChooser.tsx';
import { ArchiveUploadProgress } from './ArchiveUploadProgress.tsx';
import { type ArchiveUpload, type ArchiveUploads, archiveUploads, useArchiveUpload } from './archive-uploads.ts';
import { FollowedImport } from './FollowedImport.tsx';
import styles from './Imports.module.css';
import { archiveName, followedImportText, importErrorText } from './import-text.ts';
import { useStageFocus } from './use-stage-focus.ts';

type Stage = 'choose' | 'upload' | 'follow' | 'result';

function stageOf(upload: ArchiveUpload | undefined, entry: Import | undefined): Stage {
  if (upload?.phase === 'uploading' || upload?.phase === 'starting') return 'upload';
  if (upload?.phase !== 'started') return 'choose';
  return entry && isImportFinished(entry) ? 'result' : 'follow';
}

/**
 * One archive's import from start to end, the same in the upload dialog and on the source's page:
 * choose the parts, see them upload, follow the server reading and importing them, and the
 * summary at the end. The upload lives outside the panel (archive-uploads.ts), so closing it
 * stops nothing. Each stage's first line takes focus when the stage changes under the person
 * (not when they are elsewhere on the page), and a quiet live region says the new stage.
 */
export function ArchiveImportPanel({
  format,
  uploads = archiveUploads,
  initialParts,
}: {
  format: ArchiveFormat;
  uploads?: ArchiveUploads;
  /** Parts already picked, for the chooser to start with. */
  initialParts?: readonly File[];
}) {
  const { t } = useTranslation();
  const upload = useArchiveUpload(format, uploads);
  const followed = useImportQuery(upload?.phase === 'started' ? upload.importId : null);
  const stage = stageOf(upload, followed.data);
  const { root, setFocusTarget } = useStageFocus(stage);

  const announcement =
    stage === 'upload' && upload
      ? upload.phase === 'starting'
        ? t('imports.state.reading')
        : t('imports.upload.part', { n: upload.partIndex + 1, total: upload.partCount })
      : stage === 'follow' || stage === 'result'
        ? followedImportText(t, followed.data)
        : '';

  return (
    <div ref={root} className={styles.panel}>
      <p className={hiddenStyles.hidden} aria-live="polite">
        {announcement}
      </p>
      {stage === 'choose' ? (
        <ArchiveChooser
          format={format}
          initialParts={initialParts}
          focusRef={setFocusTarget}
          notice={<UploadEnd upload={upload} format={format} />}
          onImport={(parts, options) => {
            uploads.clear(format);
            uploads.begin(format, parts, options);
          }}
        />
      ) : null}
      {stage === 'upload' && upload ? (
        <ArchiveUploadProgress upload={upload} statusRef={setFocusTarget} onCancel={() => uploads.cancel(format)} />
      ) : null}
      {stage === 'follow' || stage === 'result' ? (
        <FollowedImport followed={followed} focusRef={setFocusTarget} onAnother={() => uploads.clear(format)} />
      ) : null}
    </div>
  );
}

/** How the last upload ended before the server got the archive: why it failed, or that it was cancelled. */
function UploadEnd({ upload, format }: { upload: ArchiveUpload | undefined; format: ArchiveFormat }) {
  const { t } = useTranslation();
  if (upload?.phase === 'failed') {
    return <FormAlert messages={[{ id: 'upload', message: importErrorText(t, upload.error, archiveName(format)) }]} />;
  }
  if (upload?.phase === 'cancelled')
    return <p className={`${styles.muted} ${styles.howTo}`}>{t('imports.upload.cancelled')}</p>;
  return null;
}
