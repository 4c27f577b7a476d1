import type { Frame } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useFrameMutations } from '../../api/frames.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/Toasts.tsx';

/** Removing asks first, and says what becomes of the frame: back to its pairing screen. */
export function RemoveFrameDialog({ frame, onClose }: { frame: Frame; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { remove } = useFrameMutations();
  return (
    <ConfirmDialog
      title={t('frames.remove.title', { name: frame.name })}
      body={t('frames.remove.body')}
      cancelLabel={t('frames.cancel')}
      confirmLabel={t('frames.remove.confirm')}
      onConfirm={() =>
        remove.mutateAsync(frame.id).then(() => {
          notify({ type: 'success', content: t('frames.remove.done', { name: frame.name }) });
          onClose();
        })
      }
      onClose={onClose}
    />
  );
}
