import type { Message } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMessagePhotos } from '../../api/members.ts';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatDate } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './Members.module.css';

interface MessageEntryProps {
  message: Message;
  friendId: number;
  isMine: boolean;
  /** Library items of the person's own (received photos, saved first) to show on one of their frames. */
  onShowOnFrame: (itemIds: number[]) => void;
}

/**
 * One message of the conversation. A photo received can be kept: saved into the person's own
 * library (one, or all of the message's), or shown on a frame, which saves it first since a frame
 * shows only its owner's library items.
 */
export function MessageEntry({ message, friendId, isMine, onShowOnFrame }: MessageEntryProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const save = useSaveMessagePhotos();
  // Each photo of the message to the person's own library item holding it, once saved.
  const [savedAs, setSavedAs] = useState<ReadonlyMap<number, number>>(new Map());
  const sender = isMine ? t('members.conversation.you') : message.from.displayName;
  const isAllSaved = message.items.every((item) => savedAs.has(item.id));

  // Buttons stay enabled while a save runs, so that focus stays on the one pressed.
  const saveItems = (itemIds: number[] | undefined, then: (libraryIds: number[]) => void) => {
    if (save.isPending) return;
    save.mutate(
      { friendId, messageId: message.id, itemIds },
      {
        onSuccess: (answer) => {
          // The answer comes in the message's order, as the items are listed.
          const wanted = message.items.filter((item) => !itemIds || itemIds.includes(item.id));
          setSavedAs((before) => {
            const after = new Map(before);
            wanted.forEach((item, index) => {
              const libraryId = answer.itemIds[index];
              if (libraryId !== undefined) after.set(item.id, libraryId);
            });
            return after;
          });
          then(answer.itemIds);
        },
      },
    );
  };

  const saveToLibrary = (itemIds?: number[]) =>
    saveItems(itemIds, (libraryIds) =>
      notify({ type: 'success', content: t('members.conversation.savedToast', { count: libraryIds.length }) }),
    );

  const showOnFrame = (itemId: number) => {
    const saved = savedAs.get(itemId);
    if (saved !== undefined) onShowOnFrame([saved]);
    else saveItems([itemId], onShowOnFrame);
  };

  return (
    <li className={`${styles.message} ${isMine ? styles.mine : ''}`}>
      <div className={styles.messageHeader}>
        <span className={styles.detail}>
          {t('members.conversation.sent', {
            name: sender,
            count: message.items.length,
            date: formatDate(message.sentAt, currentLocale()),
          })}
        </span>
        {!isMine && message.items.length > 1 ? (
          <Button
            variant="secondary"
            aria-disabled={isAllSaved || undefined}
            onClick={() => {
              if (!isAllSaved) saveToLibrary();
            }}
          >
            {isAllSaved ? t('members.conversation.allInLibrary') : t('members.conversation.saveAll')}
          </Button>
        ) : null}
      </div>
      {message.note ? <p className={styles.note}>{message.note}</p> : null}
      <ul className={styles.thumbs}>
        {message.items.map((item, index) => {
          const which = { name: sender, number: index + 1 };
          const isSaved = savedAs.has(item.id);
          return (
            <li key={item.id} className={styles.photo}>
              <a href={item.urls.preview ?? item.urls.original} target="_blank" rel="noreferrer">
                <img
                  src={item.urls.square ?? item.urls.poster ?? item.urls.original}
                  alt={t('members.conversation.photoAlt', which)}
                  loading="lazy"
                />
              </a>
              {isMine ? null : (
                <>
                  <Button
                    variant="quiet"
                    aria-disabled={isSaved || undefined}
                    aria-label={t(
                      isSaved ? 'members.conversation.inLibraryLabel' : 'members.conversation.saveLabel',
                      which,
                    )}
                    onClick={() => {
                      if (!isSaved) saveToLibrary([item.id]);
                    }}
                  >
                    {isSaved ? t('members.conversation.inLibrary') : t('members.conversation.save')}
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={t('members.conversation.showOnFrameLabel', which)}
                    onClick={() => showOnFrame(item.id)}
                  >
                    {t('members.conversation.showOnFrame')}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
