import { useTranslation } from 'react-i18next';
import { useDeleteItemsMutation } from '../../api/library.ts';
import { useRestoreFromTrash } from '../../api/trash.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';

interface DeleteItemsDialogProps {
  itemIds: number[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting asks first, then moves the items to the Trash, with an Undo in the toast right after. */
export function DeleteItemsDialog({ itemIds, onClose, onDeleted }: DeleteItemsDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const mutation = useDeleteItemsMutation();
  const restore = useRestoreFromTrash();
  return (
    <ConfirmDialog
      title={t('library.deleteDialog.title')}
      body={t('library.deleteDialog.body', { count: itemIds.length })}
      cancelLabel={t('library.deleteDialog.cancel')}
      confirmLabel={t('library.deleteDialog.confirm')}
      isDanger={false}
      onConfirm={() =>
        mutation.mutateAsync(itemIds).then((answer) => {
          notify({
            type: 'success',
            content: t('library.deleteDialog.done', { count: answer.deleted }),
            action: {
              label: t('library.deleteDialog.undo'),
              run: () =>
                void restore(itemIds).then(
                  (restored) =>
                    notify({ type: 'success', content: t('library.trash.restored', { count: restored.restored }) }),
                  (error: unknown) => notify({ type: 'error', content: errorText(t, error) }),
                ),
            },
          });
          onDeleted();
        })
      }
      onClose={onClose}
    />
  );
}
