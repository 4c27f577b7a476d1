import { checkRequired } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteAccountMutation } from '../../api/account.ts';
import { endSession } from '../../app/session.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './ProfilePage.module.css';

const FIELDS = ['password'] as const;
const WHAT_GOES = ['library', 'albums', 'sharedAlbums', 'frames', 'friends', 'membership'] as const;

/**
 * Deleting the account says what goes with it and asks for the password. Once done the server has
 * ended the session: this browser forgets the account, and the guard shows login, with a notice.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const form = useDialogForm({
    fields: FIELDS,
    initial: { password: '' },
    issuesOf: ({ password }) => ({ password: checkRequired('password', password) }),
    codeFields: { password_incorrect: 'password' },
  });
  const deletion = useDeleteAccountMutation();
  // A refusal lands on the password field (a wrong password) or the form's alert, not the dialog's own.
  const remove = ({ password }: { password: string }) =>
    deletion.mutateAsync(password).then(() => {
      endSession(queryClient, { byUser: true });
      notify({ type: 'info', content: t('profile.delete.done') });
    }, form.refuse);

  return (
    <ConfirmDialog
      title={t('profile.delete.title')}
      body={
        <>
          {t('profile.delete.intro')}{' '}
          <LearnMoreLink
            slug="privacy-and-deleting-data"
            anchor="delete-your-account"
            label={t('learn.links.deleting')}
          />
        </>
      }
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.delete.confirm')}
      pendingLabel={t('profile.delete.deleting')}
      onConfirm={form.submitWith(remove)}
      onClose={onClose}
    >
      <ul className={styles.whatGoes}>
        {WHAT_GOES.map((thing) => (
          <li key={thing}>{t(`profile.delete.whatGoes.${thing}`)}</li>
        ))}
      </ul>
      <FormAlert messages={form.problems} />
      <TextField
        label={t('profile.delete.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.field('password')}
      />
    </ConfirmDialog>
  );
}
