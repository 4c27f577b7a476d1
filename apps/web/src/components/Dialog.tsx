import * as RadixDialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';

interface DialogProps {
  /** Shown (the default): most dialogs are rendered only while they are open. */
  open?: boolean;
  /** Escape, the close button or a click outside: the dialog is to go. */
  onClose?: () => void;
  /** For a dialog whose parent holds its open state as a boolean (instead of `onClose`). */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** wide: room for a grid of photos (the album's photo picker). */
  size?: 'normal' | 'wide';
  /** Makes the body and footer one form, so that a submit button in the footer sends what the body holds. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** A modal dialog: focus kept inside, Escape and the close button end it, the page behind is inert. */
export function Dialog({
  open = true,
  onClose,
  onOpenChange = (isOpen) => {
    if (!isOpen) onClose?.();
  },
  title,
  description,
  children,
  footer,
  size = 'normal',
  onSubmit,
}: DialogProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Without a description Radix wants aria-describedby explicitly unset. */}
        <RadixDialog.Content
          className={`${styles.content} ${size === 'wide' ? styles.wide : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {onSubmit ? (
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              {content}
            </form>
          ) : (
            content
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
