import type { Friend } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessagesQuery } from '../../api/members.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { ShowOnFrameDialog } from '../../components/frames/ShowOnFrameDialog.tsx';
import { friendName } from '../../components/members/friends.ts';
import { QueryState } from '../../components/QueryState.tsx';
import styles from './Members.module.css';
import { MessageEntry } from './MessageEntry.tsx';

/**
 * The private photos between the person and one friend, newest first: only the two of them can
 * see these. Photos are sent from the library (select, then "Send to friend"); photos received can
 * be saved into the person's own library or shown on one of their frames.
 */
export function ConversationDialog({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useMessagesQuery(friend.id);
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const name = friendName(friend);
  // Saved photos on their way to a frame: that dialog opens over the conversation.
  const [frameItemIds, setFrameItemIds] = useState<number[] | null>(null);
  return (
    <Dialog
      open
      size="wide"
      onClose={onClose}
      title={t('members.conversation.title', { name })}
      description={t('members.conversation.intro')}
      footer={
        <ButtonLink to="/family/library" variant="secondary">
          {t('members.conversation.sendFromLibrary')}
        </ButtonLink>
      }
    >
      <div className={styles.conversation}>
        <QueryState
          query={messages}
          isEmpty={() => list.length === 0}
          empty={t('members.conversation.empty')}
          className={styles.muted}
        >
          {() => (
            <ol className={styles.messages} aria-label={t('members.conversation.listLabel', { name })}>
              {list.map((message) => (
                <MessageEntry
                  key={message.id}
                  message={message}
                  friendId={friend.id}
                  isMine={message.from.id !== friend.person?.id}
                  onShowOnFrame={setFrameItemIds}
                />
              ))}
            </ol>
          )}
        </QueryState>
        {messages.hasNextPage ? (
          <Button variant="quiet" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
            {t('members.conversation.earlier')}
          </Button>
        ) : null}
      </div>
      {/* Inside the conversation, so that the two dialogs stack as one. */}
      {frameItemIds ? <ShowOnFrameDialog itemIds={frameItemIds} onClose={() => setFrameItemIds(null)} /> : null}
    </Dialog>
  );
}
