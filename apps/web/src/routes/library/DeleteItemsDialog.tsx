import { useTranslation } from 'react-i18next';
import { useDeleteItemsMutation } from '../../api/library.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/Toasts.tsx';

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
    <ConfirmDialog
      title={t('library.deleteDialog.title')}
      body={t('library.deleteDialog.body', { count: itemIds.length })}
      cancelLabel={t('library.deleteDialog.cancel')}
      confirmLabel={t('library.deleteDialog.confirm')}
      onConfirm={() =>
        mutation.mutateAsync(itemIds).then((answer) => {
          notify({ type: 'success', content: t('library.deleteDialog.done', { count: answer.deleted }) });
          onDeleted();
        })
      }
      onClose={onClose}
    />
  );
}
