import type { Friend, Message } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useMessagesQuery } from '../../api/members.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { friendName } from '../../components/members/friends.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatDate } from '../library/format.ts';
import styles from './Members.module.css';

/**
 * The private photos between the person and one friend, newest first: only the two of them can
 * see these. Photos are sent from the library (select, then "Send to friend").
 */
export function ConversationDialog({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useMessagesQuery(friend.id);
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const name = friendName(friend);
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('members.conversation.title', { name })}
      description={t('members.conversation.intro')}
      footer={
        <ButtonLink to="/family/library" variant="secondary">
          {t('members.conversation.sendFromLibrary')}
        </ButtonLink>
      }
    >
      {messages.isError ? <p role="alert">{errorText(t, messages.error)}</p> : null}
      {messages.isSuccess && list.length === 0 ? (
        <p className={styles.muted}>{t('members.conversation.empty')}</p>
      ) : null}
      <ol className={styles.messages} aria-label={t('members.conversation.listLabel', { name })}>
        {list.map((message) => (
          <MessageEntry key={message.id} message={message} isMine={message.from.id !== friend.person?.id} />
        ))}
      </ol>
      {messages.hasNextPage ? (
        <Button variant="quiet" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
          {t('members.conversation.earlier')}
        </Button>
      ) : null}
    </Dialog>
  );
}

function MessageEntry({ message, isMine }: { message: Message; isMine: boolean }) {
  const { t } = useTranslation();
  const sender = isMine ? t('members.conversation.you') : message.from.displayName;
  return (
    <li className={`${styles.message} ${isMine ? styles.mine : ''}`}>
      <span className={styles.detail}>
        {t('members.conversation.sent', {
          name: sender,
          count: message.items.length,
          date: formatDate(message.sentAt, currentLocale()),
        })}
      </span>
      {message.note ? <p className={styles.note}>{message.note}</p> : null}
      <ul className={styles.thumbs}>
        {message.items.map((item, index) => (
          <li key={item.id}>
            <a href={item.urls.preview ?? item.urls.original} target="_blank" rel="noreferrer">
              <img
                src={item.urls.square ?? item.urls.poster ?? item.urls.original}
                alt={t('members.conversation.photoAlt', { name: sender, number: index + 1 })}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
