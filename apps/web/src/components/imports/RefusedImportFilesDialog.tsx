import type { Import } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useImportRefusalsQuery } from '../../api/imports.ts';
import { RefusedFilesDialog } from '../RefusedFilesDialog.tsx';
import { importCodeText, importSourceName } from './import-text.ts';

/** The archive's (or the account's) files that are not in the library, each with why. */
export function RefusedImportFilesDialog({ entry, onClose }: { entry: Import; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = useImportRefusalsQuery(entry.id);
  return (
    <RefusedFilesDialog
      refused={refused}
      title={t('imports.summary.refused', { count: entry.refusedCount })}
      description={
        entry.provider
          ? t('imports.refused.accountBody', { provider: importSourceName(entry) })
          : t('imports.refused.body', { format: importSourceName(entry) })
      }
      listLabel={t('imports.refused.listLabel')}
      fileName={(file) => file.path || file.name}
      reason={(file) => importCodeText(t, file.code, importSourceName(entry))}
      onClose={onClose}
    />
  );
}
