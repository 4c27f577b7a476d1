import type { Friend } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useRenameFriend } from '../../api/members.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { TextField } from '../../components/TextField.tsx';
import styles from './Members.module.css';

const NICKNAME_MAX = 60;

/** A private nickname for a friend: only the person who gives it ever sees it. Empty clears it. */
export function RenameFriendDialog({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameFriend();
  const form = useDialogForm({ fields: ['nickname'], initial: { nickname: friend.nickname ?? '' } });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('members.renameTitle')}
      description={t('members.renameIntro', { name: friend.person?.displayName ?? friend.email ?? '' })}
    >
      <form
        className={styles.form}
        onSubmit={form.submitWith(({ nickname }) =>
          rename.mutate({ id: friend.id, nickname: nickname.trim() }, { onSuccess: onClose }),
        )}
        noValidate
      >
        <TextField
          label={t('members.nickname')}
          maxLength={NICKNAME_MAX}
          autoComplete="off"
          {...form.field('nickname')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {t('members.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
