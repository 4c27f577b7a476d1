import type { Notification } from '@kinframe/contract';
import styles from './NotificationsBell.module.css';

/**
 * What a notification shows on its left, as Google Photos does: the photo it is about, else the
 * person who did it (their profile picture, else their initial), else a sign of its kind. It only
 * illustrates: the sentence beside it says everything, so it is hidden from screen readers.
 */
export function NotificationPicture({ notification }: { notification: Notification }) {
  const [picture] = notification.pictures;
  if (picture) return <img className={styles.thumbnail} src={picture.url} alt="" aria-hidden="true" />;
  const { actor } = notification;
  if (actor?.avatarUrl) return <img className={styles.avatar} src={actor.avatarUrl} alt="" aria-hidden="true" />;
  if (actor) {
    return (
      <span className={styles.initial} aria-hidden="true">
        {Array.from(actor.displayName)[0]?.toLocaleUpperCase()}
      </span>
    );
  }
  return (
    <span className={styles.sign} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={SIGNS[signOf(notification.type)]} />
      </svg>
    </span>
  );
}

type Sign = 'mail' | 'frame' | 'photo' | 'note';

function signOf(type: Notification['type']): Sign {
  switch (type) {
    case 'sender_awaiting_approval':
    case 'mail_unproved':
    case 'emailed_photos':
    case 'support_answered':
      return 'mail';
    case 'frame_offline':
    case 'frame_back_online':
      return 'frame';
    case 'upload_finished':
    case 'upload_failed':
    case 'download_ready':
    case 'import_finished':
    case 'import_failed':
      return 'photo';
    default:
      return 'note';
  }
}

const SIGNS: Record<Sign, string> = {
  mail: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V7H4Zm16 2.86-8 5-8-5V17h16V9.86Z',
  frame: 'M3 4h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-7v2h3v1H7v-1h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v10h16V6H4Z',
  photo:
    'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9.6l3.5-3.6 2.5 2.5 4-4.5 4 4.5V6H5Zm3 1.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Z',
  note: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z',
};
