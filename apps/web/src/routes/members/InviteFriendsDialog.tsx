import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteFriends } from '../../api/members.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import fieldStyles from '../../components/Field.module.css';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { splitInvitees } from '../../components/members/friends.ts';
import { describedBy, FieldFrame } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './Members.module.css';

/**
 * Invite by email or username, one or many at once. The server holds every rule (the limit of
 * friends, an address twice, someone already a friend) and answers in the spec's words, shown
 * under the field; someone without an account gets a mail that leads to sign-up.
 */
export function InviteFriendsDialog({ maxFriends, onClose }: { maxFriends?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const invite = useInviteFriends();
  const fieldId = useId();
  const form = useDialogForm({
    fields: ['invitees'],
    initial: { invitees: '' },
    issuesOf: (values) => ({
      invitees: splitInvitees(values.invitees).length === 0 ? t('members.invite.empty') : null,
    }),
    showProblems: 'onSend',
    refusalsAt: 'invitees',
  });
  const { error, ...text } = form.field('invitees');

  const sendInvitations = (values: { invitees: string }) => {
    const invitees = splitInvitees(values.invitees);
    invite.mutate(invitees, {
      onSuccess: () => {
        notify({ type: 'success', content: t('members.invite.sent', { count: invitees.length }) });
        onClose();
      },
      onError: form.refuse,
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('members.invite.title')}
      description={maxFriends ? t('members.invite.intro', { max: maxFriends }) : undefined}
    >
      <form className={styles.form} onSubmit={form.submitWith(sendInvitations)} noValidate>
        <FieldFrame id={fieldId} label={t('members.invite.label')} hint={t('members.invite.hint')} error={error}>
          <div className={fieldStyles.control}>
            <textarea
              id={fieldId}
              className={fieldStyles.input}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(fieldId, { hint: true, error })}
              {...text}
            />
          </div>
        </FieldFrame>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {t('members.invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
