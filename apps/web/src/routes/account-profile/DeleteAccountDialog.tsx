import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteAccountMutation } from '../../api/account.ts';
import { endSession } from '../../app/session.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { PasswordConfirmDialog } from '../../components/PasswordConfirmDialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './ProfilePage.module.css';

const WHAT_GOES = ['library', 'albums', 'sharedAlbums', 'frames', 'friends', 'membership'] as const;

/**
 * Deleting the account says what goes with it and asks for the password. Once done the server has
 * ended the session: this browser forgets the account, and the guard shows login, with a notice.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccountMutation();
  const remove = (password: string) =>
    deletion.mutateAsync(password).then(() => {
      endSession(queryClient, { byUser: true });
      notify({ type: 'info', content: t('profile.delete.done') });
    });

  return (
    <PasswordConfirmDialog
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
      passwordLabel={t('profile.delete.password')}
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.delete.confirm')}
      pendingLabel={t('profile.delete.deleting')}
      onConfirm={remove}
      onClose={onClose}
    >
      <ul className={styles.whatGoes}>
        {WHAT_GOES.map((thing) => (
          <li key={thing}>{t(`profile.delete.whatGoes.${thing}`)}</li>
        ))}
      </ul>
    </PasswordConfirmDialog>
  );
}
