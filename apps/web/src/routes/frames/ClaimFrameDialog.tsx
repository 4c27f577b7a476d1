import { type Frame, normalizePairingCode } from '@kinframe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorText } from '../../i18n/error-text.ts';
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
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!isCompleteCode(code)) return setCodeError(t('frames.code.incomplete'));
    const trimmed = name.trim();
    const answers = {
      onSuccess: (frame: Frame) => onClaimed(frame),
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === 'pairing_code_invalid') setCodeError(errorText(t, error));
        else setProblem(errorText(t, error));
      },
    };
    if (reconnecting) reconnect.mutate({ id: reconnecting.id, code: normalizePairingCode(code) }, answers);
    else claim.mutate({ code: normalizePairingCode(code), ...(trimmed ? { name: trimmed } : {}) }, answers);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={reconnecting ? t('frames.reconnect.title', { name: reconnecting.name }) : t('frames.own.title')}
      description={reconnecting ? t('frames.reconnect.intro') : t('frames.own.intro')}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <FormAlert messages={problem ? [{ id: 'claim', message: problem }] : []} />
        <PairingCodeField
          value={code}
          error={codeError}
          autoFocus={initialCode === ''}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
        />
        {reconnecting ? null : (
          <TextField
            label={t('frames.own.name')}
            hint={t('frames.own.nameHint')}
            value={name}
            maxLength={50}
            autoFocus={initialCode !== ''}
            onChange={(event) => setName(event.currentTarget.value)}
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
