import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';

interface CancelImportDialogProps {
  onConfirm: () => void;
  onClose: () => void;
  isPending?: boolean;
}

/** Stopping an import asks first: it cannot be taken up again where it stopped. */
export function CancelImportDialog({ onConfirm, onClose, isPending = false }: CancelImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('imports.cancel.title')}
      description={t('imports.cancel.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('imports.cancel.keep')}
          </Button>
          <Button variant="danger" disabled={isPending} onClick={onConfirm}>
            {t('imports.cancel.confirm')}
          </Button>
        </>
      }
    />
  );
}
