import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './CookieConsent.module.css';
import { CookiePolicyDialog } from './CookiePolicyDialog.tsx';
import { browserTimeZone, cookiePolicyFor, isCookieNoticeRead, storeCookieNoticeRead } from './cookie-policy.ts';

/**
 * The cookie notice (spec section 2: a policy chosen by time zone), until it is read. Kinframe sets
 * no optional cookie, so there is nothing to accept or refuse: it says what is stored and why, with
 * the whole policy a click away.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [policy] = useState(() => cookiePolicyFor(browserTimeZone()));
  const [isRead, setIsRead] = useState(() => isCookieNoticeRead(policy));
  const [isPolicyOpen, setIsPolicyOpen] = useState(false);
  if (isRead) return null;

  return (
    <section className={styles.banner} aria-labelledby="cookie-consent-title">
      <h2 className={styles.title} id="cookie-consent-title">
        {t('cookieConsent.title')}
      </h2>
      <p className={styles.text}>{t('cookieConsent.notice')}</p>
      <p className={styles.text}>{t(`cookieConsent.policies.${policy}`)}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            storeCookieNoticeRead(policy);
            setIsRead(true);
          }}
        >
          {t('cookieConsent.dismiss')}
        </Button>
        <Button variant="secondary" onClick={() => setIsPolicyOpen(true)}>
          {t('cookieConsent.readPolicy')}
        </Button>
      </div>
      {isPolicyOpen ? <CookiePolicyDialog policy={policy} onClose={() => setIsPolicyOpen(false)} /> : null}
    </section>
  );
}
