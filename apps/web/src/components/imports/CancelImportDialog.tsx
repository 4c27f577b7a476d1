import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

interface CancelImportDialogProps {
  onConfirm: () => unknown;
  onClose: () => void;
  textOfError?: (error: unknown) => string;
}

/** Stopping an import asks first: it cannot be taken up again where it stopped. */
export function CancelImportDialog({ onConfirm, onClose, textOfError }: CancelImportDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('imports.cancel.title')}
      body={t('imports.cancel.body')}
      cancelLabel={t('imports.cancel.keep')}
      confirmLabel={t('imports.cancel.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
      textOfError={textOfError}
    />
  );
}
