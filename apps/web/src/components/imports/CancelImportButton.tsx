import type { Import } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelImportMutation } from '../../api/imports.ts';
import { Button } from '../Button.tsx';
import { CancelImportDialog } from './CancelImportDialog.tsx';
import { importErrorText, importSourceName } from './import-text.ts';

/** "Cancel import", asked again before the server is told; what was imported stays. */
export function CancelImportButton({ entry }: { entry: Import }) {
  const { t } = useTranslation();
  const cancel = useCancelImportMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const handleConfirm = () => cancel.mutateAsync(entry.id).then(() => setIsConfirming(false));
  return (
    <>
      <Button variant="quiet" disabled={cancel.isPending} onClick={() => setIsConfirming(true)}>
        {t('imports.cancel.button')}
      </Button>
      {isConfirming ? (
        <CancelImportDialog
          onConfirm={handleConfirm}
          onClose={() => setIsConfirming(false)}
          textOfError={(error) => importErrorText(t, error, importSourceName(entry))}
        />
      ) : null}
    </>
  );
}
