import { type Frame, normalizePairingCode } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { TextField } from '../../components/TextField.tsx';
import styles from './FrameDialogs.module.css';
import { PairingCodeField } from './PairingCodeField.tsx';
import { isCompleteCode } from './pairing-code.ts';

interface ClaimFrameDialogProps {
  /** Filled in when the page was opened from the frame's QR code. */
  initialCode: string;
  /** A frame handed over as a gift: the code connects this frame rather than a new one. */
  reconnecting?: Frame;
  onClose: () => void;
  onClaimed: (frame: Frame) => void;
}

/** "Set up my own frame": the code the frame shows, and a name if the person wants one. */
export function ClaimFrameDialog({ initialCode, reconnecting, onClose, onClaimed }: ClaimFrameDialogProps) {
  const { t } = useTranslation();
  const { claim, reconnect } = useFrameMutations();
  const mutation = reconnecting ? reconnect : claim;
  const form = useDialogForm({
    fields: reconnecting ? ['code'] : ['code', 'name'],
    initial: { code: initialCode, name: '' },
    issuesOf: ({ code }) => ({ code: isCompleteCode(code) ? null : t('frames.code.incomplete') }),
    showProblems: 'onSend',
    codeFields: { pairing_code_invalid: 'code' },
  });

  const connect = ({ code, name }: { code: string; name: string }) => {
    const trimmed = name.trim();
    const answers = { onSuccess: (frame: Frame) => onClaimed(frame), onError: form.refuse };
    if (reconnecting) reconnect.mutate({ id: reconnecting.id, code: normalizePairingCode(code) }, answers);
    else claim.mutate({ code: normalizePairingCode(code), ...(trimmed ? { name: trimmed } : {}) }, answers);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={reconnecting ? t('frames.reconnect.title', { name: reconnecting.name }) : t('frames.own.title')}
      description={
        <>
          {reconnecting ? t('frames.reconnect.intro') : t('frames.own.intro')}{' '}
          <LearnMoreLink slug="pairing-a-frame" label={t('learn.links.pairing')} />
        </>
      }
    >
      <form className={styles.form} onSubmit={form.submitWith(connect)} noValidate>
        <FormAlert messages={form.problems} />
        <PairingCodeField autoFocus={initialCode === ''} {...form.field('code')} />
        {reconnecting ? null : (
          <TextField
            label={t('frames.own.name')}
            hint={t('frames.own.nameHint')}
            maxLength={50}
            autoFocus={initialCode !== ''}
            {...form.field('name')}
          />
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('frames.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('frames.own.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
