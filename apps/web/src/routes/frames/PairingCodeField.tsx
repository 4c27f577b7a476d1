import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../components/forms/use-dialog-form.ts';
import { TextField } from '../../components/TextField.tsx';
import { formatCodeInput } from './pairing-code.ts';

interface PairingCodeFieldProps extends FieldProps {
  autoFocus?: boolean;
}

/** The code a frame shows, typed as the person likes and shown back as the frame writes it. */
export function PairingCodeField({ onChange, ...field }: PairingCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('frames.code.label')}
      hint={t('frames.code.hint')}
      name="pairingCode"
      placeholder={t('frames.code.placeholder')}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={12}
      {...field}
      onChange={(event) => onChange({ target: { value: formatCodeInput(event.currentTarget.value) } })}
    />
  );
}
