import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField.tsx';
import { formatCodeInput } from './pairing-code.ts';

interface PairingCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/** The code a frame shows, typed as the person likes and shown back as the frame writes it. */
export function PairingCodeField({ value, onChange, error, autoFocus }: PairingCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('frames.code.label')}
      hint={t('frames.code.hint')}
      name="pairingCode"
      value={value}
      onChange={(event) => onChange(formatCodeInput(event.currentTarget.value))}
      error={error}
      placeholder={t('frames.code.placeholder')}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={12}
      autoFocus={autoFocus}
    />
  );
}
