import type { SupportTicketState } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import styles from './SupportPage.module.css';

/** A request's state as a badge: waiting for the operator, or answered. */
export function TicketState({ state }: { state: SupportTicketState }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${state === 'answered' ? styles.badgeAnswered : styles.badgeOpen}`}>
      {t(`support.state.${state}`)}
    </span>
  );
}
