import styles from './DimOverlay.module.css';

/**
 * Black over the whole player, as dark as the brightness is low: a browser cannot set the screen's
 * backlight, so the picture is dimmed instead. Its opacity eases between levels, so the minute steps
 * of a curve read as one slow change. Taps go through it to the player.
 */
export function DimOverlay({ level }: { level: number }) {
  const opacity = Math.min(1, Math.max(0, 1 - level / 100));
  return <div className={styles.dim} style={{ opacity }} data-testid="frame-dim" data-level={level} aria-hidden />;
}
