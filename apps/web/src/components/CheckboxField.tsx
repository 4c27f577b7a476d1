import * as Checkbox from '@radix-ui/react-checkbox';
import { type ReactNode, useId } from 'react';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}

export function CheckboxField({ label, checked, onCheckedChange, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.row} ${error ? styles.invalid : ''}`}>
      <Checkbox.Root
        id={id}
        className={styles.box}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <Checkbox.Indicator>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M3 7.5l2.5 2.5L11 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
