import styles from './PausedMark.module.css';
import { usePlayerTexts } from './player-texts.ts';

/** The slide is held by the remote control: a small mark, so no one thinks the frame froze. */
export function PausedMark() {
  const texts = usePlayerTexts();
  return (
    <p className={styles.paused} role="status">
      <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
        <rect x="0" y="0" width="3.5" height="12" rx="1" fill="currentColor" />
        <rect x="6.5" y="0" width="3.5" height="12" rx="1" fill="currentColor" />
      </svg>
      {texts.paused}
    </p>
  );
}
