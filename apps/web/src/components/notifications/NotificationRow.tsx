import type { Notification } from '@kinframe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnswerHeldMail } from '../../api/account.ts';
import { formatShortDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import hiddenStyles from '../VisuallyHidden.module.css';
import { NotificationPicture } from './NotificationPicture.tsx';
import styles from './NotificationsBell.module.css';
import { notificationText } from './notification-text.ts';

/**
 * One notification in the panel: its picture, its sentence, when, and a dot while unread, the whole
 * a link to what it is about. A held mail still waiting is answered right there, as in the settings.
 */
export function NotificationRow({
  notification,
  onNavigate,
  onAnswered,
}: {
  notification: Notification;
  /** The person follows its link: the panel closes. */
  onNavigate: () => void;
  /** A held mail was approved or denied from here: the list is read again. */
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const isUnread = notification.readAt === null;
  return (
    <li className={styles.row}>
      <NotificationLink link={notification.link} onNavigate={onNavigate}>
        <NotificationPicture notification={notification} />
        <span className={styles.body}>
          <span className={isUnread ? styles.unreadText : undefined}>{notificationText(t, notification)}</span>
          <time className={styles.when} dateTime={notification.updatedAt}>
            {formatShortDateTime(notification.updatedAt, currentLocale())}
          </time>
        </span>
        {isUnread ? (
          <span className={styles.dot} data-testid="notification-unread-dot">
            <span className={hiddenStyles.hidden}>{t('notifications.unread')}</span>
          </span>
        ) : null}
      </NotificationLink>
      <HeldMailAnswers notification={notification} onAnswered={onAnswered} />
    </li>
  );
}

/** A download the server serves is a plain link; a page of the app goes through the router. */
function NotificationLink({
  link,
  onNavigate,
  children,
}: {
  link: string;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return link.startsWith('/api/') ? (
    <a className={styles.link} href={link} onClick={onNavigate}>
      {children}
    </a>
  ) : (
    <Link className={styles.link} to={link} onClick={onNavigate}>
      {children}
    </Link>
  );
}

/**
 * Approve and Deny (Discard, for a mail that could not prove its sender) of a held mail the
 * notification is about, while it waits; once answered, anywhere, the server settles the
 * notification and the buttons go.
 */
function HeldMailAnswers({ notification, onAnswered }: { notification: Notification; onAnswered: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerHeldMail();
  const { type, params, resolvedAt } = notification;
  const isHeld = type === 'sender_awaiting_approval' || type === 'mail_unproved';
  if (!isHeld || resolvedAt !== null || params.heldMailId === undefined) return null;
  const sender = String(params.sender ?? '');
  const mail = {
    id: Number(params.heldMailId),
    sender,
    reason: type === 'mail_unproved' ? ('unproved' as const) : ('new_sender' as const),
  };
  const send = (choice: 'approve' | 'deny') => answer.mutate({ mail, answer: choice }, { onSuccess: onAnswered });
  return (
    <div className={styles.answers}>
      <Button
        variant="primary"
        className={styles.answer}
        disabled={answer.isPending}
        aria-label={t('settings.heldMails.approveLabel', { address: sender })}
        onClick={() => send('approve')}
      >
        {t('settings.heldMails.approve')}
      </Button>
      <Button
        variant="secondary"
        className={styles.answer}
        disabled={answer.isPending}
        aria-label={
          mail.reason === 'unproved'
            ? t('settings.heldMails.discardLabel', { address: sender })
            : t('settings.heldMails.denyLabel', { address: sender })
        }
        onClick={() => send('deny')}
      >
        {mail.reason === 'unproved' ? t('settings.heldMails.discard') : t('settings.heldMails.deny')}
      </Button>
    </div>
  );
}
