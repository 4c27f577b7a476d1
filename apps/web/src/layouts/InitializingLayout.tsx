import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { LogoMark } from '../components/Logo.tsx';
import { errorText } from '../i18n/error-text.ts';
import styles from './InitializingLayout.module.css';

interface InitializingLayoutProps {
  /** Set when asking who is signed in failed, so the blank page does not wait forever. */
  error?: unknown;
  onRetry?: () => void;
}

/**
 * The blank layout shown while the login state is unknown (spec section 2): the page's colour and
 * the mark, as index.html paints them before any script, so nothing changes until the screen is
 * ready. With no network (the
 * installed app opened offline, its shell kept by the service worker) it says so in words rather
 * than an error, and tries again by itself when the network is back.
 */
export function InitializingLayout({ error, onRetry }: InitializingLayoutProps) {
  const { t } = useTranslation();
  const isOffline = isApiError(error) && error.code === 'no_internet';
  useEffect(() => {
    if (!error || !onRetry) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [error, onRetry]);
  return (
    <div className={styles.blank} aria-busy={!error}>
      {error ? (
        <div className={styles.problem} role="alert">
          {isOffline ? (
            <>
              <LogoMark size={48} />
              <h1 className={styles.title}>{t('app.offline.title')}</h1>
              <p>{t('app.offline.body')}</p>
            </>
          ) : (
            <p>{errorText(t, error)}</p>
          )}
          {onRetry ? <Button onClick={onRetry}>{t('common.tryAgain')}</Button> : null}
        </div>
      ) : (
        <LogoMark size={48} />
      )}
    </div>
  );
}
