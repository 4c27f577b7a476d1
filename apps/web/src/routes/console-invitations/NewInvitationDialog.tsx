import { type CreatedInvitation, checkEmail, INVITATION_LIMITS } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../../api/account.ts';
import { useInvitationMutations } from '../../api/invitations.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatNumber } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from '../console/Console.module.css';

/** The choices offered, within the contract's bounds: a link for one person is one use. */
const USES = [1, 2, 5, 10, 25, 50, INVITATION_LIMITS.maxUses];
const DAYS = [1, 7, INVITATION_LIMITS.defaultDays, 30, INVITATION_LIMITS.maxDays];

/**
 * Making an invitation: for anyone holding the link (so many uses) or for one address (mailed
 * there), the plan the new account gets, how long it stays open, and a note the operators read.
 */
export function NewInvitationDialog({
  onClose,
  onMade,
}: {
  onClose: () => void;
  onMade: (invitation: CreatedInvitation) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mailDomain = useAppConfigQuery().data?.mailDomain ?? '';
  const { create } = useInvitationMutations();
  const form = useDialogForm({
    fields: ['email', 'who', 'plan', 'maxUses', 'expiresInDays', 'note'],
    initial: {
      who: 'anyone',
      email: '',
      plan: 'plus',
      maxUses: '1',
      expiresInDays: String(INVITATION_LIMITS.defaultDays),
      note: '',
    },
    issuesOf: ({ who, email }) => ({ email: who === 'email' ? checkEmail(email.trim(), mailDomain) : null }),
  });
  const isForOne = form.values.who === 'email';
  const numberOption = (value: number) => ({ value: String(value), label: formatNumber(value, locale) });

  const make = (values: typeof form.values) =>
    create.mutate(
      {
        ...(values.who === 'email' ? { email: values.email.trim() } : { maxUses: Number(values.maxUses) }),
        plan: values.plan === 'lite' ? 'lite' : 'plus',
        expiresInDays: Number(values.expiresInDays),
        note: values.note.trim(),
      },
      { onSuccess: onMade, onError: form.refuse },
    );

  return (
    <Dialog open onClose={onClose} title={t('invitations.new')} description={t('invitations.intro')}>
      <form className={styles.form} onSubmit={form.submitWith(make)} noValidate>
        <FormAlert messages={form.problems} />
        <SelectField
          label={t('invitations.form.who')}
          options={[
            { value: 'anyone', label: t('invitations.form.anyone') },
            { value: 'email', label: t('invitations.form.oneEmail') },
          ]}
          {...form.field('who')}
        />
        {isForOne ? (
          <TextField
            label={t('invitations.form.email')}
            hint={t('invitations.form.emailHint')}
            type="email"
            autoComplete="off"
            {...form.field('email')}
          />
        ) : null}
        <div className={styles.row}>
          <SelectField
            label={t('invitations.form.plan')}
            options={[
              { value: 'plus', label: t('plus.name') },
              { value: 'lite', label: t('plus.lite.name') },
            ]}
            {...form.field('plan')}
          />
          {isForOne ? null : (
            <SelectField
              label={t('invitations.form.uses')}
              options={USES.map(numberOption)}
              {...form.field('maxUses')}
            />
          )}
          <SelectField
            label={t('invitations.form.days')}
            options={DAYS.map(numberOption)}
            {...form.field('expiresInDays')}
          />
        </div>
        <TextField
          label={t('invitations.form.note')}
          hint={t('invitations.form.noteHint')}
          maxLength={INVITATION_LIMITS.noteMax}
          autoComplete="off"
          {...form.field('note')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('invitations.form.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('invitations.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
