import { useTranslation } from 'react-i18next';
import styles from './CookieConsent.module.css';
import { BROWSER_STORAGE, type BrowserStore, type CookiePolicy } from './cookie-policy.ts';
import { Dialog } from './Dialog.tsx';

const STORES: readonly BrowserStore[] = ['cookie', 'localStorage', 'sessionStorage', 'cache'];

/** The cookie policy: everything Kinframe keeps in the browser, where, and why; and what it does not. */
export function CookiePolicyDialog({ policy, onClose }: { policy: CookiePolicy; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cookieConsent.policy.title')}
      description={t('cookieConsent.policy.intro')}
    >
      {STORES.map((store) => (
        <section key={store} className={styles.policySection} aria-labelledby={`cookie-policy-${store}`}>
          <h3 id={`cookie-policy-${store}`} className={styles.policyHeading}>
            {t(`cookieConsent.policy.stores.${store}`)}
          </h3>
          <dl className={styles.policyList}>
            {BROWSER_STORAGE.filter((entry) => entry.store === store).map((entry) => (
              <div key={entry.name} className={styles.policyEntry}>
                <dt>
                  <code>{entry.name}</code>
                </dt>
                <dd>{t(`cookieConsent.policy.purposes.${entry.purpose}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className={styles.text}>{t('cookieConsent.policy.nothingOptional')}</p>
      <p className={styles.text}>{t(`cookieConsent.policies.${policy}`)}</p>
      <p className={styles.text}>{t('cookieConsent.policy.remove')}</p>
    </Dialog>
  );
}
