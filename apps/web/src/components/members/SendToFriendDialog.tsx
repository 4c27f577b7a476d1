import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFriendsQuery, useSendPhotos } from '../../api/members.ts';
import { errorText } from '../../i18n/error-text.ts';
import styles from '../../routes/members/Members.module.css';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import fieldStyles from '../Field.module.css';
import { FormAlert } from '../FormAlert.tsx';
import { describedBy, FieldFrame } from '../TextField.tsx';
import { useToast } from '../Toasts.tsx';
import { friendName } from './friends.ts';

const NOTE_MAX = 500;

/**
 * Sends the selected photos privately to one friend, with an optional note. Every friend is
 * offered; one who has not accepted yet gets the spec's answer from the server.
 */
export function SendToFriendDialog({ itemIds, onClose }: { itemIds: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const friends = useFriendsQuery();
  const send = useSendPhotos();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const choices = (friends.data?.friends ?? []).filter((friend) => friend.person !== null);

  const sendTo = (friendId: number, name: string) => {
    setProblem(undefined);
    send.mutate(
      { friendId, message: { itemIds, note: note.trim() } },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('members.send.sent', { count: itemIds.length, name }) });
          onClose();
        },
        onError: (error) => setProblem(errorText(t, error)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('members.send.title')}
      description={t('members.send.intro', { count: itemIds.length })}
    >
      <div className={styles.form}>
        <FormAlert messages={problem ? [{ id: 'send', message: problem }] : []} />
        <FieldFrame id={noteId} label={t('members.send.note')}>
          <div className={fieldStyles.control}>
            <textarea
              id={noteId}
              className={fieldStyles.input}
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              aria-describedby={describedBy(noteId, {})}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </div>
        </FieldFrame>
        {friends.isPending ? <p className={styles.muted}>{t('members.loading')}</p> : null}
        {friends.isError ? <p role="alert">{errorText(t, friends.error)}</p> : null}
        {friends.isSuccess && choices.length === 0 ? <p className={styles.muted}>{t('members.send.none')}</p> : null}
        {choices.length > 0 ? (
          <ul className={styles.choices} aria-label={t('members.send.listLabel')}>
            {choices.map((friend) => {
              const name = friendName(friend);
              return (
                <li key={friend.id}>
                  <Button
                    variant="secondary"
                    wide
                    disabled={send.isPending}
                    aria-label={t('members.send.to', { name })}
                    onClick={() => sendTo(friend.id, name)}
                  >
                    {name}
                    {friend.status === 'pending' ? ` · ${t('members.status.pending')}` : ''}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
