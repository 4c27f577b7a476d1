import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './CookieConsent.module.css';
import {
  browserTimeZone,
  type CookieChoice,
  cookiePolicyFor,
  readCookieConsent,
  storeCookieConsent,
} from './cookie-policy.ts';

/** The consent banner, until a choice is made under the policy of this time zone. */
export function CookieConsent() {
  const { t } = useTranslation();
  const [policy] = useState(() => cookiePolicyFor(browserTimeZone()));
  const [choice, setChoice] = useState(() => readCookieConsent(policy));
  if (choice) return null;

  const choose = (made: CookieChoice) => {
    storeCookieConsent(policy, made);
    setChoice(made);
  };
  return (
    <section className={styles.banner} aria-labelledby="cookie-consent-title">
      <h2 className={styles.title} id="cookie-consent-title">
        {t('cookieConsent.title')}
      </h2>
      <p className={styles.text}>{t('cookieConsent.essential')}</p>
      <p className={styles.text}>{t(`cookieConsent.policies.${policy}`)}</p>
      <div className={styles.actions}>
        <Button onClick={() => choose('all')}>{t('cookieConsent.acceptAll')}</Button>
        <Button variant="secondary" onClick={() => choose('essential')}>
          {t('cookieConsent.essentialOnly')}
        </Button>
      </div>
    </section>
  );
}
