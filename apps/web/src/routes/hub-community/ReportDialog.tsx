import {
  COMMUNITY_LIMITS,
  COMMUNITY_REPORT_REASONS,
  type CommunityReportReason,
  type CommunityTarget,
} from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useCommunityMutations } from '../../api/community.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { useToast } from '../../components/Toasts.tsx';
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
  const form = useDialogForm<{ reason: CommunityReportReason; note: string }>({
    fields: [],
    initial: { reason: 'spam', note: '' },
  });

  const submit = ({ reason, note }: { reason: CommunityReportReason; note: string }) =>
    report.mutate(
      { target, targetId, reason, note: note.trim() },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('community.report.sent') });
          onClose();
        },
        onError: form.refuse,
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`community.report.title.${target}`)}
      description={t('community.report.body')}
    >
      <form className={styles.form} onSubmit={form.submitWith(submit)}>
        <FormAlert messages={form.problems} />
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{t('community.report.reason')}</legend>
          {COMMUNITY_REPORT_REASONS.map((option) => (
            <label key={option} className={styles.reasonChoice}>
              <input
                type="radio"
                name="reason"
                value={option}
                checked={form.values.reason === option}
                onChange={() => form.set('reason', option)}
              />
              {t(`community.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <NoteAndButtons
          label={t('community.report.note')}
          value={form.values.note}
          maxLength={COMMUNITY_LIMITS.reportNoteMax}
          onChange={(note) => form.set('note', note)}
          submit={t('community.report.send')}
          isPending={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
