import type { ReactNode } from 'react';
import styles from './DetailsCard.module.css';

export const detailsStyles = styles;

export interface Detail {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A titled card of label/value pairs: the account's facts as the server gave them. */
export function DetailsCard({
  title,
  details,
  note,
  children,
}: {
  title: ReactNode;
  details?: readonly Detail[];
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.card}>
      <h2>{title}</h2>
      {details && details.length > 0 ? (
        <dl className={styles.list}>
          {details.map((detail) => (
            <div key={detail.key} className={styles.pair}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
