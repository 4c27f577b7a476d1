import styles from './Switch.module.css';

interface SwitchProps {
  /** The switch's accessible name, shown beside it: the label takes the click. */
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** The id of a line read out with the switch (a frame's state, who shared an album). */
  describedBy?: string;
  /** A long label cut with an ellipsis on one line instead of wrapping. */
  isOneLine?: boolean;
}

/** A native checkbox in the switch role: a label to click, Space to toggle, and a state read out. */
export function Switch({ label, isOn, onChange, describedBy, isOneLine = false }: SwitchProps) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={isOn}
        aria-checked={isOn}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={isOneLine ? styles.oneLineLabel : styles.label}>{label}</span>
    </label>
  );
}
