import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { describedBy, FieldFrame } from './TextField.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice that asks the person to pick. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({ label, options, placeholder, error, hint, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
