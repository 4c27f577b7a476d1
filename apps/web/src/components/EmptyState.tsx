import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
}

/** What a screen shows while it has nothing to show, saying plainly why: never made-up content. */
export function EmptyState({ title, body, actions }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <svg className={styles.art} width="72" height="56" viewBox="0 0 72 56" aria-hidden="true">
        <rect
          x="4"
          y="4"
          width="64"
          height="48"
          rx="8"
          fill="var(--color-accent-soft)"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <rect
          x="13"
          y="13"
          width="46"
          height="30"
          rx="3"
          fill="var(--color-surface)"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="25" cy="23" r="3.5" fill="currentColor" />
        <path d="M17 40l12-11 8 7 6-5 11 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {body ? <p className={styles.body}>{body}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
