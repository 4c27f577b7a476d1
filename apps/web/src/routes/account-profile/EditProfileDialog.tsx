import type { Profile } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery, useEditProfileMutation } from '../../api/account.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './ProfilePage.module.css';
import {
  isEmailChanged,
  PROFILE_FIELDS,
  type ProfileValues,
  profileIssues,
  profileValuesOf,
  toProfileEditForm,
} from './profile-form.ts';
import { useCountryOptions } from './use-country-options.ts';

/** Names, country, login email (asked twice when it changes) and contact email; the current password confirms. */
export function EditProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const _queryClient = useQueryClient();
  const countries = useCountryOptions();
  const mailDomain = useAppConfigQuery().data?.mailDomain ?? '';
  const form = useDialogForm({
    fields: PROFILE_FIELDS,
    initial: () => profileValuesOf(profile),
    issuesOf: (values: ProfileValues) => profileIssues(values, { profile, mailDomain }),
    codeFields: { password_incorrect: 'oldPassword' },
  });
  const { values, field } = form;
  const edit = useEditProfileMutation();
  const save = () =>
    edit.mutate(toProfileEditForm(values, profile), {
      onSuccess: (saved) => {
        // A new login address waits for the link mailed to it; say where to look.
        const content =
          saved.pending_email && isEmailChanged(values, profile)
            ? t('profile.edit.savedEmailPending', { email: saved.pending_email })
            : t('profile.edit.saved');
        notify({ type: 'success', content });
        onClose();
      },
      onError: (error) => form.refuse(error),
    });

  return (
    <Dialog open onClose={onClose} title={t('profile.edit.title')} description={t('profile.edit.intro')}>
      <form className={styles.form} onSubmit={form.submitWith(save)} noValidate>
        <FormAlert messages={form.problems} />
        <div className={styles.row}>
          <TextField label={t('profile.firstName')} autoComplete="given-name" autoFocus {...field('firstName')} />
          <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <SelectField
          label={t('profile.country')}
          options={countries}
          placeholder={t('profile.edit.chooseCountry')}
          autoComplete="country"
          {...field('country')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          hint={t('profile.edit.emailHint')}
          {...field('email')}
        />
        {isEmailChanged(values, profile) ? (
          <TextField
            label={t('profile.edit.emailConfirm')}
            type="email"
            autoComplete="off"
            {...field('emailConfirm')}
          />
        ) : null}
        <TextField
          label={t('profile.contactEmail')}
          type="email"
          autoComplete="email"
          hint={t('profile.edit.contactEmailHint')}
          {...field('contactEmail')}
        />
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('profile.edit.passwordHint')}
          {...field('oldPassword')}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? t('profile.saving') : t('profile.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
