import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './CaptionField.module.css';
import { captionCount } from './caption.ts';

interface CaptionFieldProps {
  initialCaption: string;
  isSaving: boolean;
  onSave: (caption: string) => void;
}

/** The caption with its live 160-character counter; the field never takes more than the limit. */
export function CaptionField({ initialCaption, isSaving, onSave }: CaptionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [caption, setCaption] = useState(initialCaption);
  const { count, max, isOver } = captionCount(caption);
  return (
    <form
      className={styles.captionForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isOver) onSave(caption);
      }}
    >
      <label htmlFor={id} className={styles.captionLabel}>
        {t('library.viewer.caption')}
      </label>
      <textarea
        id={id}
        className={styles.captionInput}
        value={caption}
        maxLength={max}
        rows={2}
        aria-describedby={`${id}-count`}
        onChange={(event) => setCaption(event.currentTarget.value)}
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
