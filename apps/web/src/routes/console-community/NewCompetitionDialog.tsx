import { COMPETITION_LIMITS } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useCompetitionConsoleMutations } from '../../api/competitions.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatNumber } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from '../console/Console.module.css';

const DAY = 24 * 60 * 60_000;
const PER_PERSON = Array.from(
  { length: COMPETITION_LIMITS.perPersonMax - COMPETITION_LIMITS.perPersonMin + 1 },
  (_, index) => COMPETITION_LIMITS.perPersonMin + index,
);

/** A moment as a datetime-local field holds it: the browser's own time zone, to the minute. */
function localInput(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value read in the browser's time zone; NaN when empty or not a moment. */
const momentOf = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

interface Values {
  theme: string;
  description: string;
  entriesOpenAt: string;
  entriesCloseAt: string;
  votingCloseAt: string;
  perPerson: string;
}

/**
 * Making a photo competition: its theme, the three moments (entries open, entries close and voting
 * opens, voting closes: the next hour, a week of entries, a week of votes unless changed), and how
 * many photos each member may enter. The moments are the operator's local time.
 */
export function NewCompetitionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const locale = currentLocale();
  const { create } = useCompetitionConsoleMutations();
  const form = useDialogForm<Values>({
    fields: ['theme', 'description', 'entriesOpenAt', 'entriesCloseAt', 'votingCloseAt', 'perPerson'],
    initial: () => {
      const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
      return {
        theme: '',
        description: '',
        entriesOpenAt: localInput(nextHour),
        entriesCloseAt: localInput(new Date(nextHour.getTime() + 7 * DAY)),
        votingCloseAt: localInput(new Date(nextHour.getTime() + 14 * DAY)),
        perPerson: String(COMPETITION_LIMITS.perPersonDefault),
      };
    },
    issuesOf: (values) => {
      const open = momentOf(values.entriesOpenAt);
      const close = momentOf(values.entriesCloseAt);
      const votingClose = momentOf(values.votingCloseAt);
      return {
        theme: values.theme.trim() === '' ? t('console.community.form.themeNeeded') : null,
        entriesOpenAt: Number.isNaN(open) ? t('console.community.form.momentNeeded') : null,
        entriesCloseAt: Number.isNaN(close)
          ? t('console.community.form.momentNeeded')
          : close <= open
            ? t('console.community.form.closeAfterOpen')
            : null,
        votingCloseAt: Number.isNaN(votingClose)
          ? t('console.community.form.momentNeeded')
          : votingClose <= close
            ? t('console.community.form.votingAfterClose')
            : null,
      };
    },
  });

  const make = (values: Values) =>
    create.mutate(
      {
        theme: values.theme.trim(),
        description: values.description.trim(),
        entriesOpenAt: new Date(values.entriesOpenAt).toISOString(),
        entriesCloseAt: new Date(values.entriesCloseAt).toISOString(),
        votingCloseAt: new Date(values.votingCloseAt).toISOString(),
        perPerson: Number(values.perPerson),
      },
      {
        onSuccess: (made) => {
          notify({ type: 'success', content: t('console.community.created', { theme: made.theme }) });
          onClose();
        },
        onError: form.refuse,
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.community.newCompetition')}
      description={t('console.community.form.intro')}
    >
      <form className={styles.form} onSubmit={form.submitWith(make)} noValidate>
        <FormAlert messages={form.problems} />
        <TextField
          label={t('console.community.form.theme')}
          maxLength={COMPETITION_LIMITS.themeMax}
          autoComplete="off"
          {...form.field('theme')}
        />
        <TextField
          label={t('console.community.form.description')}
          maxLength={COMPETITION_LIMITS.descriptionMax}
          autoComplete="off"
          {...form.field('description')}
        />
        <div className={styles.row}>
          <TextField
            type="datetime-local"
            label={t('console.community.form.entriesOpen')}
            {...form.field('entriesOpenAt')}
          />
          <TextField
            type="datetime-local"
            label={t('console.community.form.entriesClose')}
            {...form.field('entriesCloseAt')}
          />
          <TextField
            type="datetime-local"
            label={t('console.community.form.votingCloses')}
            {...form.field('votingCloseAt')}
          />
        </div>
        <SelectField
          label={t('console.community.form.perPerson')}
          options={PER_PERSON.map((count) => ({ value: String(count), label: formatNumber(count, locale) }))}
          {...form.field('perPerson')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('console.community.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
