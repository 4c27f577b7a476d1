import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../api/account.ts';
import { Button } from './Button.tsx';
import styles from './Notice.module.css';
import { SendEmailLinkButton } from './SendEmailLinkButton.tsx';

/**
 * Asks a person to prove their login address while it is unproved: invitations and friend requests
 * mailed to it wait until then. Dismissed for this visit only; the profile keeps saying it.
 */
export function EmailConfirmNotice() {
  const { t } = useTranslation();
  const profile = useProfileQuery().data;
  const [isDismissed, setIsDismissed] = useState(false);
  if (!profile || profile.email_confirmed || isDismissed) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{t('emailConfirm.notice', { email: profile.email })}</p>
      <div className={styles.actions}>
        <SendEmailLinkButton email={profile.email} />
        <Button variant="quiet" onClick={() => setIsDismissed(true)}>
          {t('common.dismiss')}
        </Button>
      </div>
    </div>
  );
}
