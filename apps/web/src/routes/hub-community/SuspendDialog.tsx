import { COMMUNITY_LIMITS, type CommunityAuthor } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityMutations } from '../../api/community.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { useToast } from '../../components/Toasts.tsx';
import styles from './Community.module.css';
import { NoteAndButtons } from './parts.tsx';

const DURATIONS = ['1', '7', '30', 'lifted'] as const;
type Duration = (typeof DURATIONS)[number];

/** Operators: stop an account posting for a while, or until lifted; it can still read. */
export function SuspendDialog({ person, onClose }: { person: CommunityAuthor; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const durationId = useId();
  const { suspend } = useCommunityMutations();
  const form = useDialogForm<{ duration: Duration; reason: string }>({
    fields: [],
    initial: { duration: '7', reason: '' },
  });

  const submit = ({ duration, reason }: { duration: Duration; reason: string }) => {
    const until = duration === 'lifted' ? null : new Date(Date.now() + Number(duration) * 86_400_000).toISOString();
    suspend.mutate(
      { userId: person.id, until, reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('community.suspend.done', { name: person.displayName }) });
          onClose();
        },
        onError: form.refuse,
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('community.suspend.title', { name: person.displayName })}
      description={t('community.suspend.body')}
    >
      <form className={styles.form} onSubmit={form.submitWith(submit)}>
        <FormAlert messages={form.problems} />
        <div className={styles.form}>
          <label className={styles.label} htmlFor={durationId}>
            {t('community.suspend.duration')}
          </label>
          <select
            id={durationId}
            className={styles.select}
            value={form.values.duration}
            onChange={(event) => form.set('duration', event.target.value as Duration)}
          >
            {DURATIONS.map((option) => (
              <option key={option} value={option}>
                {option === 'lifted'
                  ? t('community.suspend.untilLifted')
                  : t('community.suspend.days', { count: Number(option) })}
              </option>
            ))}
          </select>
        </div>
        <NoteAndButtons
          label={t('community.suspend.reason')}
          value={form.values.reason}
          maxLength={COMMUNITY_LIMITS.reasonMax}
          onChange={(reason) => form.set('reason', reason)}
          submit={t('community.suspend.confirm')}
          danger
          isPending={suspend.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
