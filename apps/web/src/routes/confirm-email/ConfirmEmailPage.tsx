import { pathOf } from '@kinframe/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmEmailMutation } from '../../api/account.ts';
import { ButtonLink } from '../../components/Button.tsx';
import styles from '../../components/MessagePanel.module.css';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from '../../i18n/error-text.ts';

/**
 * The link of an address-confirmation mail (`/confirm-email?token=`), opened while signed in (the
 * guard sends a signed-out person to log in and back). Opening it is the confirmation: the page
 * says which address is now proved, or why the link no longer works and where to get a new one.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailMutation();
  // Once per page, also when React runs effects twice in development.
  const hasAsked = useRef(false);
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <>
      <PageHeader title={t('emailConfirm.pageTitle')} />
      <div className={styles.panel}>
        {confirm.isSuccess ? (
          <>
            <p className={styles.lead} role="status">
              {t('emailConfirm.confirmed', { email: confirm.data.email })}
            </p>
            <p className={styles.muted}>{t('emailConfirm.confirmedNote')}</p>
            <ButtonLink to={pathOf('family-home')}>{t('emailConfirm.continue')}</ButtonLink>
          </>
        ) : confirm.isError ? (
          <>
            <p role="alert">{errorText(t, confirm.error)}</p>
            <ButtonLink to={pathOf('account-profile')} variant="secondary">
              {t('emailConfirm.toProfile')}
            </ButtonLink>
          </>
        ) : (
          <p className={styles.muted}>{t('emailConfirm.confirming')}</p>
        )}
      </div>
    </>
  );
}
