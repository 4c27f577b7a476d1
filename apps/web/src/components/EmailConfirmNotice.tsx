import { pathOf } from '@kinframe/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileQuery } from '../api/account.ts';
import { Button } from './Button.tsx';
import { dismissEmailNotice, isEmailNoticeDismissed } from './email-notice-dismissal.ts';
import styles from './Notice.module.css';
import { SendEmailLinkButton } from './SendEmailLinkButton.tsx';
import { usePhoneLayout } from './use-phone-layout.ts';

/**
 * Asks a person to prove their login address while it is unproved: invitations and friend requests
 * mailed to it wait until then. Dismissed, it stays away a day on this browser; the profile keeps
 * saying it. On a phone it is one line, a link to the profile (where the link is sent again) and a
 * close button, so it does not take the first screen from the photos.
 */
export function EmailConfirmNotice() {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const profile = useProfileQuery().data;
  const [isDismissed, setIsDismissed] = useState(false);
  if (!profile || profile.email_confirmed || isDismissed || isEmailNoticeDismissed(profile.email)) return null;
  const dismiss = () => {
    dismissEmailNotice(profile.email);
    setIsDismissed(true);
  };
  if (isPhone) {
    return (
      <div className={`${styles.notice} ${styles.oneLine}`} role="status">
        <Link to={pathOf('account-profile')}>{t('emailConfirm.noticeShort')}</Link>
        <button type="button" className={styles.close} aria-label={t('common.dismiss')} onClick={dismiss}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div className={styles.notice} role="status">
      <p>{t('emailConfirm.notice', { email: profile.email })}</p>
      <div className={styles.actions}>
        <SendEmailLinkButton email={profile.email} />
        <Button variant="quiet" onClick={dismiss}>
          {t('common.dismiss')}
        </Button>
      </div>
    </div>
  );
}
