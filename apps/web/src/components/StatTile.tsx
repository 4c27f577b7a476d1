import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import styles from './StatTile.module.css';

interface StatFigureProps {
  label: ReactNode;
  /** A heading where the figure names a card of its own (a chart's); words otherwise. */
  labelAs?: 'p' | 'h3';
  labelId?: string;
  /** The big number, already formatted. */
  value?: ReactNode;
  /** A line under it: what it counts, out of what. */
  caption?: ReactNode;
  /** Between the number and its caption: a meter. */
  children?: ReactNode;
}

/** A statistic's words and big number, as a tile and a chart's card both show it. */
export function StatFigure({ label, labelAs: Label = 'p', labelId, value, caption, children }: StatFigureProps) {
  return (
    <>
      <Label id={labelId} className={styles.label}>
        {label}
      </Label>
      {value !== undefined ? <p className={styles.value}>{value}</p> : null}
      {children}
      {caption ? <p className={styles.caption}>{caption}</p> : null}
    </>
  );
}

/** One number in a card of its own, with what it is and what it counts. */
export function StatTile(props: Omit<StatFigureProps, 'labelAs' | 'labelId'>) {
  return (
    <Card className={styles.tile}>
      <StatFigure {...props} />
    </Card>
  );
}
