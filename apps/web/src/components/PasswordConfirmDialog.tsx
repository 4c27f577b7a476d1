import { checkRequired } from '@kinframe/contract';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { FormAlert } from './FormAlert.tsx';
import { useDialogForm } from './forms/use-dialog-form.ts';
import { TextField } from './TextField.tsx';

const FIELDS = ['password'] as const;

/**
 * "Are you sure?" for what cannot be undone and needs the signed-in person's password (deleting an
 * account, one's own or, from the console, someone else's): a wrong password lands on its field,
 * any other refusal in the form's alert, and the dialog stays open.
 */
export function PasswordConfirmDialog({
  title,
  body,
  children,
  passwordLabel,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  body: ReactNode;
  /** What goes with it, shown above the password. */
  children?: ReactNode;
  passwordLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useDialogForm({
    fields: FIELDS,
    initial: { password: '' },
    issuesOf: ({ password }) => ({ password: checkRequired('password', password) }),
    codeFields: { password_incorrect: 'password' },
  });
  const confirm = ({ password }: { password: string }) => onConfirm(password).catch(form.refuse);
  return (
    <ConfirmDialog
      title={title}
      body={body}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      onConfirm={form.submitWith(confirm)}
      onClose={onClose}
    >
      {children}
      <FormAlert messages={form.problems} />
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.field('password')}
      />
    </ConfirmDialog>
  );
}
