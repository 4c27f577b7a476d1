import type { ArchiveFormat } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';
import { ArchiveChoices } from '../../components/imports/ArchiveChoices.tsx';
import { ArchiveImportDialog } from '../../components/imports/ArchiveImportDialog.tsx';

/** The parts named in the question; an archive split in many parts is named by its first ones. */
const SHOWN_NAMES = 3;

/** An archive import the library opens: its format when known, the parts when the person picked them already. */
export interface ArchiveRequest {
  format: ArchiveFormat | null;
  parts: readonly File[];
}

/**
 * A .zip picked or dropped with the photos is an export archive to import, not a file to refuse: the
 * person is asked which service it comes from (unless its name tells), then its import opens with
 * the archive already chosen.
 */
export function ArchiveOffer({ request, onClose }: { request: ArchiveRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState(request.format);
  if (format) return <ArchiveImportDialog format={format} initialParts={request.parts} onClose={onClose} />;
  const names = request.parts.slice(0, SHOWN_NAMES).map((part) => part.name);
  if (request.parts.length > SHOWN_NAMES) names.push('…');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('library.archiveOffer.title')}
      description={t('library.archiveOffer.body', { names: names.join(', ') })}
    >
      <ArchiveChoices onChoose={setFormat} />
    </Dialog>
  );
}
