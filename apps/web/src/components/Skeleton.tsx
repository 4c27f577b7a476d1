import styles from './Skeleton.module.css';

interface SkeletonProps {
  /** Square tiles for photos and covers, rows for cards. */
  shape: 'tile' | 'row';
  /** What is coming, for screen readers: the place's own "Loading…" words. */
  label: string;
  /** How many placeholders: about as many as the answer will fill the place with. */
  count: number;
  /** The layout of the answer's list (its grid or column), so nothing moves when it comes. */
  className?: string;
}

/**
 * Placeholders in the shape of what is on its way, where the answer will stand: square tiles for
 * photos and covers, rows for cards. A screen shows its frame at once and fills in, rather than a
 * line of "Loading…" that the content then pushes away.
 */
export function Skeleton({ shape, label, count, className }: SkeletonProps) {
  return (
    <div className={className} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // Placeholders have no identity of their own: their place is all they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index} className={shape === 'tile' ? styles.tile : styles.row} aria-hidden="true" />
      ))}
    </div>
  );
}
