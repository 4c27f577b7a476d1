import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './CaptionField.module.css';
import { captionCount } from './caption.ts';
import { useDialogForm } from './forms/use-dialog-form.ts';

interface CaptionFieldProps {
  initialCaption: string;
  isSaving: boolean;
  onSave: (caption: string) => void;
}

/** The caption with its live 160-character counter; the field never takes more than the limit. */
export function CaptionField({ initialCaption, isSaving, onSave }: CaptionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  // A refusal is the save's to say (a toast): the field has no problem of its own to show, since it
  // never takes more than the limit.
  const form = useDialogForm({ fields: ['caption'], initial: { caption: initialCaption } });
  const { error: _never, ...field } = form.field('caption');
  const { caption } = form.values;
  const { count, max, isOver } = captionCount(caption);
  return (
    <form className={styles.captionForm} onSubmit={form.submitWith(({ caption: sent }) => onSave(sent))} noValidate>
      <label htmlFor={id} className={styles.captionLabel}>
        {t('library.viewer.caption')}
      </label>
      <textarea
        id={id}
        className={styles.captionInput}
        maxLength={max}
        rows={2}
        aria-describedby={`${id}-count`}
        {...field}
      />
      <div className={styles.captionFooter}>
        <span id={`${id}-count`} className={styles.captionCount} aria-live="polite">
          {t('library.viewer.captionCount', { count, max })}
        </span>
        <Button type="submit" variant="secondary" disabled={isSaving || isOver || caption === initialCaption}>
          {t('library.viewer.saveCaption')}
        </Button>
      </div>
    </form>
  );
}
