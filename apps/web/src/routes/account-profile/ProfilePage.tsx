import type { Profile } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelEmailChangeMutation, useProfileQuery } from '../../api/account.ts';
import { Button } from '../../components/Button.tsx';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SendEmailLinkButton } from '../../components/SendEmailLinkButton.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { nativeLanguageName } from '../../i18n/locale.ts';
import { useCountryName } from '../../i18n/use-country-name.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { EditProfileDialog } from './EditProfileDialog.tsx';
import styles from './ProfilePage.module.css';
import { ProfilePicture } from './ProfilePicture.tsx';

type OpenDialog = 'edit' | 'password' | 'delete' | null;

/** The profile (spec section 2): picture, who you are, how you log in, your Kinframe address, deletion. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const close = () => setOpenDialog(null);

  return (
    <>
      <PageHeader description={t('profile.description')} />
      {profile.error ? <FormAlert messages={[{ id: 'profile', message: errorText(t, profile.error) }]} /> : null}
      {profile.data ? <ProfileDetails profile={profile.data} onOpen={setOpenDialog} /> : null}
      {profile.data && openDialog === 'edit' ? <EditProfileDialog profile={profile.data} onClose={close} /> : null}
      {profile.data && openDialog === 'password' ? (
        <ChangePasswordDialog username={profile.data.username} onClose={close} />
      ) : null}
      {openDialog === 'delete' ? <DeleteAccountDialog onClose={close} /> : null}
    </>
  );
}

function ProfileDetails({ profile, onOpen }: { profile: Profile; onOpen: (dialog: OpenDialog) => void }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <div className={detailsStyles.stack}>
      <DetailsCard title={t('profile.picture.title')}>
        <ProfilePicture profile={profile} />
      </DetailsCard>
      <DetailsCard
        title={t('profile.aboutYou')}
        details={[
          { key: 'name', label: t('profile.name'), value: `${profile.first_name} ${profile.last_name}`.trim() },
          { key: 'country', label: t('profile.country'), value: countryName(profile.country) || '—' },
          { key: 'language', label: t('profile.language'), value: nativeLanguageName(profile.language) },
        ]}
      >
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={() => onOpen('edit')}>
            {t('profile.edit.open')}
          </Button>
        </div>
      </DetailsCard>
      <DetailsCard
        title={t('profile.loginDetails')}
        details={[
          { key: 'username', label: t('profile.username'), value: profile.username },
          { key: 'email', label: t('profile.email'), value: <LoginEmail profile={profile} /> },
          { key: 'contact', label: t('profile.contactEmail'), value: profile.contact_email || '—' },
          { key: 'password', label: t('profile.passwordLabel'), value: t('profile.passwordHidden') },
        ]}
      >
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={() => onOpen('password')}>
            {t('profile.password.open')}
          </Button>
        </div>
      </DetailsCard>
      <ProductEmail address={profile.product_email} />
      <DetailsCard title={t('profile.delete.cardTitle')} note={t('profile.delete.cardNote')}>
        <div className={styles.cardActions}>
          <Button variant="secondary" className={styles.danger} onClick={() => onOpen('delete')}>
            {t('profile.delete.open')}
          </Button>
        </div>
      </DetailsCard>
    </div>
  );
}

/**
 * The login address and where it stands: unproved (its link can be sent again), or about to change
 * to a pending one (which waits for its own link, and can be dropped).
 */
function LoginEmail({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notify = useToast();
  const cancel = useCancelEmailChangeMutation();
  const keepCurrent = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', content: t('emailConfirm.kept', { email: profile.email }) }),
    });
  return (
    <div className={styles.loginEmail}>
      <span>
        {profile.email}
        {profile.email_confirmed ? null : <span className={styles.badge}>{t('emailConfirm.notConfirmed')}</span>}
      </span>
      {profile.pending_email ? (
        <p className={styles.pending}>{t('emailConfirm.pending', { email: profile.pending_email })}</p>
      ) : null}
      {profile.pending_email || !profile.email_confirmed ? (
        <div className={styles.cardActions}>
          <SendEmailLinkButton email={profile.pending_email ?? profile.email} />
          {profile.pending_email ? (
            <Button variant="quiet" onClick={keepCurrent} disabled={cancel.isPending}>
              {t('emailConfirm.keepCurrent', { email: profile.email })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The product-generated address (`<username>@<mail domain>`): photos mailed to it arrive in the library. */
function ProductEmail({ address }: { address: string }) {
  const { t } = useTranslation();
  const notify = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify({ type: 'success', content: t('profile.productEmailCopied') });
    } catch {
      // Without clipboard permission the address stays selectable on the page.
      notify({ type: 'error', content: t('profile.productEmailCopyFailed') });
    }
  };
  return (
    <DetailsCard title={t('profile.productEmail')} note={t('profile.productEmailNote')}>
      <div className={styles.address}>
        <code className={styles.addressText}>{address}</code>
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('profile.copyProductEmail', { address })}>
          {t('profile.copy')}
        </Button>
      </div>
    </DetailsCard>
  );
}
