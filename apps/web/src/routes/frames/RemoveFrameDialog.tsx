import type { Frame } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';

/** Removing asks first, and says what becomes of the frame: back to its pairing screen. */
export function RemoveFrameDialog({ frame, onClose }: { frame: Frame; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { remove } = useFrameMutations();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('frames.remove.title', { name: frame.name })}
      description={t('frames.remove.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('frames.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(frame.id, {
                onSuccess: () => {
                  notify({ type: 'success', content: t('frames.remove.done', { name: frame.name }) });
                  onClose();
                },
                onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
              })
            }
          >
            {t('frames.remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
