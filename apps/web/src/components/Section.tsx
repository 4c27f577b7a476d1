import { type ReactNode, useId } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  title: ReactNode;
  /** A line under the title: what the section holds, until when. */
  description?: ReactNode;
  /** Beside the title: what the section's content is for (a button, a choice). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A part of a page under a heading of its own, named by it for assistive tech. */
export function Section({ title, description, actions, children }: SectionProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {description !== undefined || actions !== undefined ? (
        <div className={`${styles.head} ${description !== undefined ? styles.described : ''}`}>
          {description !== undefined ? (
            <div className={styles.titles}>
              {heading}
              <p className={styles.description}>{description}</p>
            </div>
          ) : (
            heading
          )}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
