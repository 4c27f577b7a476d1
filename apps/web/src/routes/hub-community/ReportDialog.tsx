import {
  COMMUNITY_LIMITS,
  COMMUNITY_REPORT_REASONS,
  type CommunityReportReason,
  type CommunityTarget,
} from '@kinframe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityMutations } from '../../api/community.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './Community.module.css';
import { NoteAndButtons } from './parts.tsx';

/** "Report": why (one of a few reasons) and, if they like, a word more; the operators see it. */
export function ReportDialog({
  target,
  targetId,
  onClose,
}: {
  target: CommunityTarget;
  targetId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const { report } = useCommunityMutations();
  const [reason, setReason] = useState<CommunityReportReason>('spam');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { target, targetId, reason, note: note.trim() },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('community.report.sent') });
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
      title={t(`community.report.title.${target}`)}
      description={t('community.report.body')}
    >
      <form className={styles.form} onSubmit={submit}>
        <FormAlert messages={problem ? [{ id: 'form', message: problem }] : []} />
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{t('community.report.reason')}</legend>
          {COMMUNITY_REPORT_REASONS.map((option) => (
            <label key={option} className={styles.reasonChoice}>
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              {t(`community.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <NoteAndButtons
          label={t('community.report.note')}
          value={note}
          maxLength={COMMUNITY_LIMITS.reportNoteMax}
          onChange={setNote}
          submit={t('community.report.send')}
          isPending={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
