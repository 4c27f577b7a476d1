import { type Friend, type LibraryItem, MESSAGE_LIMITS } from '@kinframe/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibraryItemQuery } from '../../api/library.ts';
import { useFriendsQuery, useSendPhotos } from '../../api/members.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import fieldStyles from '../Field.module.css';
import { FormAlert } from '../FormAlert.tsx';
import { type FieldProps, useDialogForm } from '../forms/use-dialog-form.ts';
import { QueryState } from '../QueryState.tsx';
import { describedBy, FieldFrame } from '../TextField.tsx';
import { useToast } from '../Toasts.tsx';
import hiddenStyles from '../VisuallyHidden.module.css';
import { friendName } from './friends.ts';
import styles from './SendToFriendDialog.module.css';

/** The preview shows this many photos; the rest are counted ("+12"). */
const PREVIEW_MAX = 8;

/** What a caller already holds of a selected item: enough for its thumbnail. */
export interface SendableItem {
  id: number;
  urls: LibraryItem['urls'];
}

interface SendToFriendDialogProps {
  itemIds: number[];
  /** The selected items as the caller has them loaded; thumbnails of items missing here are fetched. */
  items?: readonly SendableItem[];
  onClose: () => void;
}

/**
 * Sends the selected photos privately to one friend: first the friend, then a look at what goes
 * (the photos, the friend, an optional note) before anything is sent. Every friend is offered; one
 * who has not accepted yet gets the spec's answer from the server.
 */
export function SendToFriendDialog({ itemIds, items, onClose }: SendToFriendDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const send = useSendPhotos();
  // Chosen first; the note is kept when the person goes back to choose someone else.
  const [friend, setFriend] = useState<Friend | null>(null);
  const form = useDialogForm({ fields: ['note'], initial: { note: '' }, showProblems: 'onSend' });
  const count = itemIds.length;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('members.send.title')}
      description={
        friend
          ? t('members.send.confirmIntro', { count, name: friendName(friend) })
          : t('members.send.intro', { count })
      }
    >
      {friend ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.submitWith(({ note }) => {
            const name = friendName(friend);
            send.mutate(
              { friendId: friend.id, message: { itemIds, note: note.trim() } },
              {
                onSuccess: () => {
                  notify({ type: 'success', content: t('members.send.sent', { count, name }) });
                  onClose();
                },
                onError: form.refuse,
              },
            );
          })}
        >
          <FormAlert messages={form.problems} />
          <Preview itemIds={itemIds} items={items} />
          <p className={styles.recipient}>{t('members.send.recipient', { name: friendName(friend) })}</p>
          <NoteField field={form.field('note')} />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={send.isPending} onClick={() => setFriend(null)}>
              {t('members.send.back')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t('members.send.to', { name: friendName(friend) })}
            </Button>
          </div>
        </form>
      ) : (
        <FriendChoices onChoose={setFriend} />
      )}
    </Dialog>
  );
}

/** Every friend with an account, as a button that moves on to the confirmation. */
function FriendChoices({ onChoose }: { onChoose: (friend: Friend) => void }) {
  const { t } = useTranslation();
  const friends = useFriendsQuery();
  const choices = (friends.data?.friends ?? []).filter((friend) => friend.person !== null);
  return (
    <QueryState
      query={friends}
      loading={t('members.loading')}
      className={styles.muted}
      isEmpty={() => choices.length === 0}
      empty={t('members.send.none')}
    >
      {() => (
        <ul className={styles.choices} aria-label={t('members.send.listLabel')}>
          {choices.map((friend) => (
            <li key={friend.id}>
              <Button variant="secondary" wide onClick={() => onChoose(friend)}>
                {friendName(friend)}
                {friend.status === 'pending' ? ` · ${t('members.status.pending')}` : ''}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** The note, focused as the step opens: the one thing left to do before sending. */
function NoteField({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  const id = useId();
  const element = useRef<HTMLTextAreaElement | null>(null);
  const { error, ref, ...props } = field;
  useEffect(() => element.current?.focus(), []);
  return (
    <FieldFrame id={id} label={t('members.send.note')} error={error}>
      <div className={fieldStyles.control}>
        <textarea
          id={id}
          ref={(node) => {
            ref(node);
            element.current = node;
          }}
          className={fieldStyles.input}
          rows={2}
          maxLength={MESSAGE_LIMITS.noteMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          {...props}
        />
      </div>
    </FieldFrame>
  );
}

/** The first few photos that go, and how many more. */
function Preview({ itemIds, items }: { itemIds: number[]; items?: readonly SendableItem[] }) {
  const { t } = useTranslation();
  const shown = itemIds.slice(0, PREVIEW_MAX);
  const rest = itemIds.length - shown.length;
  const byId = new Map(items?.map((item) => [item.id, item]));
  return (
    <ul className={styles.preview} aria-label={t('members.send.previewLabel', { count: itemIds.length })}>
      {shown.map((id, index) => {
        const alt = t('members.send.photoAlt', { number: index + 1, total: itemIds.length });
        const item = byId.get(id);
        return (
          <li key={id}>{item ? <Thumbnail urls={item.urls} alt={alt} /> : <FetchedThumbnail id={id} alt={alt} />}</li>
        );
      })}
      {rest > 0 ? (
        <li className={styles.more}>
          <span aria-hidden="true">+{rest}</span>
          <span className={hiddenStyles.hidden}>{t('members.send.more', { count: rest })}</span>
        </li>
      ) : null}
    </ul>
  );
}

function FetchedThumbnail({ id, alt }: { id: number; alt: string }) {
  const item = useLibraryItemQuery(id);
  return <Thumbnail urls={item.data?.urls} alt={alt} />;
}

/** A square thumbnail (a video's poster), or an empty square while it loads. */
function Thumbnail({ urls, alt }: { urls: LibraryItem['urls'] | undefined; alt: string }) {
  const source = urls?.square ?? urls?.poster;
  return source ? (
    <img className={styles.thumbnail} src={source} alt={alt} />
  ) : (
    <span className={styles.thumbnail} role="img" aria-label={alt} />
  );
}
