import { COMMUNITY_LIMITS, type CommunityAuthor } from '@kinframe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityMutations } from '../../api/community.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './Community.module.css';
import { NoteAndButtons } from './parts.tsx';

const DURATIONS = ['1', '7', '30', 'lifted'] as const;

/** Operators: stop an account posting for a while, or until lifted; it can still read. */
export function SuspendDialog({ person, onClose }: { person: CommunityAuthor; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const durationId = useId();
  const { suspend } = useCommunityMutations();
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]>('7');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const until = duration === 'lifted' ? null : new Date(Date.now() + Number(duration) * 86_400_000).toISOString();
    suspend.mutate(
      { userId: person.id, until, reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('community.suspend.done', { name: person.displayName }) });
          onClose();
        },
        onError: (error) => setProblem(errorText(t, error)),
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
      <form className={styles.form} onSubmit={submit}>
        <FormAlert messages={problem ? [{ id: 'form', message: problem }] : []} />
        <div className={styles.form}>
          <label className={styles.label} htmlFor={durationId}>
            {t('community.suspend.duration')}
          </label>
          <select
            id={durationId}
            className={styles.select}
            value={duration}
            onChange={(event) => setDuration(event.target.value as (typeof DURATIONS)[number])}
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
          value={reason}
          maxLength={COMMUNITY_LIMITS.reasonMax}
          onChange={setReason}
          submit={t('community.suspend.confirm')}
          danger
          isPending={suspend.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
