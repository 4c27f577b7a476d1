import { useTranslation } from 'react-i18next';
import styles from './FrameOnline.module.css';

/** Whether a frame is on, as a coloured pill, in the "Show on a frame" choices (the frames page draws its fuller state with the same pills: FrameHealth). */
export function FrameOnlineBadge({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${isOnline ? styles.badgeOnline : styles.badgeOffline}`}>
      {isOnline ? t('frames.card.online') : t('frames.card.offline')}
    </span>
  );
}

/** Whether a frame is on, as a quiet line with a dot: the lists of frames beside albums and at home. */
export function FrameOnlineState({ isOnline, id }: { isOnline: boolean; id?: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} className={`${styles.state} ${isOnline ? styles.stateOnline : ''}`}>
      {t(isOnline ? 'albums.frames.online' : 'albums.frames.offline')}
    </span>
  );
}
