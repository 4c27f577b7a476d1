import { LIMITS } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import styles from './PasswordRules.module.css';
import { passwordRuleStates } from './password-rules.ts';
import hiddenStyles from './VisuallyHidden.module.css';

/** The password rules, each ticked as the person types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.rules} aria-label={t('passwordRules.label')}>
      {passwordRuleStates(password).map(({ rule, isMet }) => (
        <li key={rule} className={`${styles.rule} ${isMet ? styles.met : ''}`}>
          <span className={styles.mark} aria-hidden="true">
            {isMet ? (
              <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                <path d="M2 5.2l2 2L8 3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            ) : null}
          </span>
          <span>{t(`passwordRules.${rule}`, LIMITS.password)}</span>
          <span className={hiddenStyles.hidden}>{isMet ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
