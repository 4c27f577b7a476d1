import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { errorText } from '../i18n/error-text.ts';
import styles from './InitializingLayout.module.css';

interface InitializingLayoutProps {
  /** Set when asking who is signed in failed, so the blank page does not wait forever. */
  error?: unknown;
  onRetry?: () => void;
}

/** The blank layout shown while the login state is unknown (spec section 2). */
export function InitializingLayout({ error, onRetry }: InitializingLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.blank} aria-busy={!error}>
      {error ? (
        <div className={styles.problem} role="alert">
          <p>{errorText(t, error)}</p>
          {onRetry ? <Button onClick={onRetry}>{t('common.tryAgain')}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
