import type { ReactNode } from 'react';
import styles from './AuthPanel.module.css';

export const authStyles = styles;

/** The frame of every getting-in screen: a heading, a sentence, then the form. */
export function AuthPanel({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <div className={styles.heading}>
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
