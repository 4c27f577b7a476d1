import { useTranslation } from 'react-i18next';
import styles from './Notice.module.css';
import { useIsOnline } from './use-online.ts';

/**
 * While the browser has no connection, the app says so before a change fails: what the person
 * changes now is not saved (each change then says "No internet" and goes back).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      <p>{t('offline.notice')}</p>
    </div>
  );
}
