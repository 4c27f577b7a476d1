import { checkRequired } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteAccountMutation } from '../../api/account.ts';
import { endSession } from '../../app/session.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
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
  const remove = () =>
    deletion.mutate(form.values.password, {
      onSuccess: () => {
        endSession(queryClient, { byUser: true });
        notify({ type: 'info', content: t('profile.delete.done') });
      },
      onError: (error) => form.refuse(error),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.delete.title')}
      description={
        <>
          {t('profile.delete.intro')}{' '}
          <LearnMoreLink
            slug="privacy-and-deleting-data"
            anchor="delete-your-account"
            label={t('learn.links.deleting')}
          />
        </>
      }
    >
      <ul className={styles.whatGoes}>
        {WHAT_GOES.map((thing) => (
          <li key={thing}>{t(`profile.delete.whatGoes.${thing}`)}</li>
        ))}
      </ul>
      <form className={styles.form} onSubmit={form.submitWith(remove)} noValidate>
        <FormAlert messages={form.problems} />
        <TextField
          label={t('profile.delete.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.field('password')}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={deletion.isPending}>
            {deletion.isPending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
