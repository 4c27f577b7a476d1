import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card.tsx';
import { StatFigure } from '../../components/StatTile.tsx';
import styles from './StatisticsPage.module.css';

interface ChartCardProps {
  title: string;
  /** The card's big number, already formatted. */
  value?: string;
  /** A line under the big number: what it counts. */
  caption?: string;
  /** What the chart shows in one sentence: the name of the picture for a screen reader. */
  summary: string;
  chart: ReactNode;
  /** The same numbers as a table: for screen readers and anyone who prefers to read them. */
  table: ReactNode;
  /** Nothing to draw: says so instead of an empty chart (the table still lists the zeros). */
  emptyText?: string | null;
  /** The colours' key, under the chart. */
  legend?: readonly { label: string; colour: string }[];
  /** The chart's height in px, when not the usual. */
  chartHeight?: number;
  wide?: boolean;
}

/**
 * A statistic: its big number, a small chart, and the chart's numbers as a table. The chart is a
 * picture to assistive technology (role=img, named by `summary`); the table is always in the page
 * for screen readers, and a button shows it in place of the chart for anyone.
 */
export function ChartCard({
  title,
  value,
  caption,
  summary,
  chart,
  table,
  emptyText,
  legend,
  chartHeight,
  wide,
}: ChartCardProps) {
  const { t } = useTranslation();
  const [isTable, setIsTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Card as="section" className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <div>
          <StatFigure labelAs="h3" labelId={headingId} label={title} value={value} caption={caption} />
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isTable}
          aria-controls={tableId}
          onClick={() => setIsTable((shown) => !shown)}
        >
          {isTable ? t('statistics.showChart') : t('statistics.showTable')}
        </button>
      </div>
      {isTable ? null : emptyText ? (
        <p className={styles.chartEmpty}>{emptyText}</p>
      ) : (
        <>
          <div
            className={styles.chart}
            style={chartHeight ? { height: chartHeight } : undefined}
            role="img"
            aria-label={summary}
          >
            {chart}
          </div>
          {legend ? (
            <ul className={styles.legendRow} aria-hidden="true">
              {legend.map((entry) => (
                <li key={entry.label} className={styles.legend}>
                  <span className={styles.swatch} style={{ background: entry.colour }} />
                  {entry.label}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {isTable ? (
        // Shown, it may scroll: it takes focus, so a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        <section id={tableId} className={styles.tableWrap} aria-label={t('statistics.tableOf', { title })} tabIndex={0}>
          {table}
        </section>
      ) : (
        <div id={tableId} className={styles.visuallyHidden}>
          {table}
        </div>
      )}
    </Card>
  );
}

/** A plain two-or-more-column table of a chart's numbers. */
export function NumbersTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={index > 0 ? styles.numeric : undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...cells]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in the head's order.
              <td key={index} className={styles.numeric}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
