import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { FormAlert } from './FormAlert.tsx';

interface ConfirmDialogProps {
  title: ReactNode;
  /** The question, read out with the title. */
  body?: ReactNode;
  /** What else the dialog holds: a choice to make, a password to give. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the call runs; its own label when not given. */
  pendingLabel?: string;
  cancelLabel: string;
  /** Red for what cannot be undone (the default); plain for what can be done again. */
  isDanger?: boolean;
  /**
   * The confirmed call (the dialog's form was sent). A promise keeps the button busy; a refusal
   * it does not handle itself is shown in the dialog, which stays open. Success closes nothing:
   * the caller knows where the person goes next.
   */
  onConfirm: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  /** The words for a refusal where the usual error text is not the whole story (a connector's). */
  textOfError?: (error: unknown) => string;
}

/** "Are you sure?": a question, Cancel, and the button that does it, written once for every such question. */
export function ConfirmDialog({
  title,
  body,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isDanger = true,
  onConfirm,
  onClose,
  textOfError,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setProblem(null);
    const call = onConfirm(event);
    // A confirmation with nothing to wait for (leave the editor) is done at once.
    if (!(call instanceof Promise)) return;
    setIsPending(true);
    call.then(
      () => setIsPending(false),
      (error: unknown) => {
        setIsPending(false);
        setProblem(textOfError ? textOfError(error) : errorText(t, error));
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={body}
      onSubmit={handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={isDanger ? 'danger' : 'primary'} disabled={isPending}>
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FormAlert messages={problem ? [{ id: 'confirm', message: problem }] : []} />
    </Dialog>
  );
}
