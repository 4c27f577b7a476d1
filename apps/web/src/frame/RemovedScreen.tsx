import type { RemovedReason } from '@kinframe/contract';
import { useEffect } from 'react';
import styles from './FrameScreens.module.css';
import { usePlayerTexts } from './player-texts.ts';

/** Long enough to read from across a room before the pairing code takes its place. */
const SHOWN_MS = 8_000;

/**
 * Said plainly when the frame's owner removed it, or gave it to someone who now connects it, before
 * it offers itself for pairing again.
 */
export function RemovedScreen({ reason, onDone }: { reason: RemovedReason; onDone: () => void }) {
  const texts = usePlayerTexts();
  useEffect(() => {
    const timer = setTimeout(onDone, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{reason === 'given' ? texts.givenTitle : texts.removedTitle}</h1>
      <p className={styles.message}>{reason === 'given' ? texts.givenBody : texts.removedBody}</p>
    </main>
  );
}
