import { Icon, type IconName } from './icons.tsx';
import styles from './Viewer.module.css';

interface IconButtonProps {
  icon: IconName;
  label: string;
  onClick?: () => void;
  isPressed?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A round icon button of the viewer's bar: its name is its label, said by screen readers and shown as a tooltip. */
export function IconButton({ icon, label, onClick, isPressed, disabled, className }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${className ?? ''}`}
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

/** A download drawn as one of the bar's icon buttons. */
export function IconDownload({ href, fileName, label }: { href: string; fileName: string; label: string }) {
  return (
    <a className={styles.iconButton} href={href} download={fileName} aria-label={label} title={label}>
      <Icon name="download" />
    </a>
  );
}
