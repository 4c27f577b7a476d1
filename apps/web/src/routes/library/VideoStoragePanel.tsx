import { videoStoragePercentage } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useVideoStorageQuery } from '../../api/library.ts';
import { formatGigabytes, formatNumber } from '../../format.ts';
import styles from './Library.module.css';

/** Video storage: used of total in GB, the percentage of spec section 4, and the full state. */
export function VideoStoragePanel() {
  const { t, i18n } = useTranslation();
  const storage = useVideoStorageQuery().data;
  if (!storage) return null;
  const percentage = videoStoragePercentage(storage.usedBytes, storage.totalBytes);
  const isFull = storage.isFull || percentage >= 100;
  return (
    <section className={`${styles.storage} ${isFull ? styles.storageFull : ''}`} aria-labelledby="video-storage">
      <h2 id="video-storage" className={styles.sideTitle}>
        {t('library.storage.title')}
      </h2>
      <p className={styles.storageUsed}>
        {t('library.storage.used', {
          used: formatGigabytes(storage.usedBytes, i18n.language),
          total: formatGigabytes(storage.totalBytes, i18n.language),
        })}
      </p>
      <div
        className={styles.storageBar}
        role="progressbar"
        aria-labelledby="video-storage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={t('library.storage.percentage', { percentage: formatNumber(percentage, i18n.language, 2) })}
      >
        <span style={{ width: `${percentage}%` }} />
      </div>
      <p className={styles.storagePercentage}>
        {t('library.storage.percentage', { percentage: formatNumber(percentage, i18n.language, 2) })}
      </p>
      {isFull ? (
        <p className={styles.storageMessage} role="status">
          {t('library.storage.full')}
        </p>
      ) : null}
    </section>
  );
}
