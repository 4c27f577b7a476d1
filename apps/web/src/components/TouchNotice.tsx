import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './Logo.tsx';
import styles from './TouchNotice.module.css';
import { useTouchVerdict } from './touch-device.ts';

/** Shows the app, or in its place the notice a touch device needs (flip, or not supported). */
export function TouchDeviceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const verdict = useTouchVerdict();
  if (verdict === 'supported') return children;
  const key = verdict === 'flipToLandscape' ? 'touch.flip' : 'touch.notSupported';
  return (
    <div className={styles.screen} role="alert">
      <div className={styles.content}>
        <LogoMark size={56} />
        <h1>{t(`${key}.title`)}</h1>
        <p className={styles.text}>{t(`${key}.body`)}</p>
      </div>
    </div>
  );
}
