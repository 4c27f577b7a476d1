import { formatPairingCode } from '@kinframe/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import styles from './FrameScreens.module.css';
import { fillIn, usePlayerTexts } from './player-texts.ts';
import { usePairing } from './use-pairing.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** The frames page opens its claim dialog with the code filled in from this address. */
export function claimLink(code: string, origin = location.origin): string {
  return `${origin}/family/frames?code=${encodeURIComponent(code)}`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A frame nobody owns yet: its code, large enough to read across a room, and the way to use it. */
export function PairingScreen({ onPaired }: { onPaired: (token: string) => void }) {
  const texts = usePlayerTexts();
  const pairing = usePairing(onPaired);
  const now = useNow(1000);
  useWakeLock(true);

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{texts.pairingTitle}</h1>
      {pairing.phase === 'showing' ? (
        <div className={styles.pairing}>
          <div className={styles.codeBlock}>
            <p className={styles.steps}>{texts.pairingSteps}</p>
            <p className={styles.codeLabel}>{texts.pairingCode}</p>
            <p className={styles.code} data-code={pairing.code}>
              {formatPairingCode(pairing.code)}
            </p>
            <p className={styles.note}>
              {fillIn(texts.codeRenews, { time: minutesAndSeconds(pairing.deadline - now) })}
            </p>
          </div>
          <figure className={styles.qr}>
            <QRCodeSVG value={claimLink(pairing.code)} size={240} marginSize={2} role="img" aria-label={texts.qrCode} />
            <figcaption className={styles.note}>{texts.pairingScan}</figcaption>
          </figure>
        </div>
      ) : (
        <p className={styles.message} role="status">
          {pairing.phase === 'asking' ? texts.gettingCode : texts.cannotReach}
        </p>
      )}
      <p className={styles.hint}>{texts.fullScreenHint}</p>
    </main>
  );
}
