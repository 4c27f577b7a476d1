import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../api/account.ts';
import { Button } from './Button.tsx';
import { dismissEmailNotice, isEmailNoticeDismissed } from './email-notice-dismissal.ts';
import styles from './Notice.module.css';
import { SendEmailLinkButton } from './SendEmailLinkButton.tsx';

/**
 * Asks a person to prove their login address while it is unproved: invitations and friend requests
 * mailed to it wait until then. Dismissed, it stays away a day on this browser; the profile keeps
 * saying it. On a phone it says so in one line.
 */
export function EmailConfirmNotice() {
  const { t } = useTranslation();
  const profile = useProfileQuery().data;
  const [isDismissed, setIsDismissed] = useState(false);
  if (!profile || profile.email_confirmed || isDismissed || isEmailNoticeDismissed(profile.email)) return null;
  const dismiss = () => {
    dismissEmailNotice(profile.email);
    setIsDismissed(true);
  };
  return (
    <div className={styles.notice} role="status">
      <p>
        <span className={styles.wide}>{t('emailConfirm.notice', { email: profile.email })}</span>
        <span className={styles.narrow}>{t('emailConfirm.noticeShort')}</span>
      </p>
      <div className={styles.actions}>
        <SendEmailLinkButton email={profile.email} />
        <Button variant="quiet" onClick={dismiss}>
          {t('common.dismiss')}
        </Button>
      </div>
    </div>
  );
}
