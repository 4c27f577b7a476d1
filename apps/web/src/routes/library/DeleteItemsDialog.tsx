import { useTranslation } from 'react-i18next';
import { useDeleteItemsMutation } from '../../api/library.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';

interface DeleteItemsDialogProps {
  itemIds: number[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting asks first: it cannot be undone. */
export function DeleteItemsDialog({ itemIds, onClose, onDeleted }: DeleteItemsDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const mutation = useDeleteItemsMutation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('library.deleteDialog.title')}
      description={t('library.deleteDialog.body', { count: itemIds.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('library.deleteDialog.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(itemIds, {
                onSuccess: (answer) => {
                  notify({ type: 'success', content: t('library.deleteDialog.done', { count: answer.deleted }) });
                  onDeleted();
                },
                onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
              })
            }
          >
            {t('library.deleteDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
