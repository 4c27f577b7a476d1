import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '../../api/account.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { PasswordRules } from '../../components/PasswordRules.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './ProfilePage.module.css';
import { PASSWORD_FIELDS, type PasswordValues, passwordIssues } from './profile-form.ts';

const EMPTY: PasswordValues = { oldPassword: '', password: '', passwordConfirm: '' };

/** The current password, then a new one that meets the rules (ticked as typed), twice. */
export function ChangePasswordDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const form = useDialogForm({
    fields: PASSWORD_FIELDS,
    initial: EMPTY,
    issuesOf: (values: PasswordValues) => passwordIssues(values, username),
    codeFields: { password_incorrect: 'oldPassword' },
  });
  const { values, field } = form;
  const change = useChangePasswordMutation();
  const save = () =>
    change.mutate(
      { old_password: values.oldPassword, password: values.password, password_confirm: values.passwordConfirm },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('profile.password.changed') });
          onClose();
        },
        onError: (error) => form.refuse(error),
      },
    );

  return (
    <Dialog open onClose={onClose} title={t('profile.password.title')} description={t('profile.password.intro')}>
      <form className={styles.form} onSubmit={form.submitWith(save)} noValidate>
        <FormAlert messages={form.problems} />
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          autoFocus
          {...field('oldPassword')}
        />
        <TextField
          label={t('profile.password.new')}
          type="password"
          autoComplete="new-password"
          hint={<PasswordRules password={values.password} />}
          {...field('password')}
        />
        <TextField
          label={t('profile.password.confirm')}
          type="password"
          autoComplete="new-password"
          {...field('passwordConfirm')}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('profile.saving') : t('profile.password.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
