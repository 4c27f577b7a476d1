import { checkConfirmation, checkPassword, pathOf } from '@kinframe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword, useResetTokenQuery } from '../../api/account.ts';
import { ApiError } from '../../api/client.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PasswordRules } from '../../components/PasswordRules.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText, issueText } from '../../i18n/error-text.ts';

function isExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'reset_token_expired';
}

/** The reset link's token is checked before anything is asked of the person (spec section 5). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const validation = useResetTokenQuery(token);

  if (token === '' || isExpired(validation.error)) return <ExpiredLink />;
  return (
    <AuthPanel title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {validation.isPending ? <p aria-busy="true">{t('resetPassword.checking')}</p> : null}
      {validation.error ? <FormAlert messages={[{ id: 'token', message: errorText(t, validation.error) }]} /> : null}
      {validation.isSuccess ? <NewPasswordForm token={token} /> : null}
    </AuthPanel>
  );
}

function ExpiredLink() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('resetPassword.expiredTitle')}>
      <p role="alert" className={authStyles.intro}>
        {t('errors.reset_token_expired')}
      </p>
      <ButtonLink to={pathOf('forgotPassword')} wide>
        {t('resetPassword.requestNewLink')}
      </ButtonLink>
    </AuthPanel>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [problems, setProblems] = useState<{ id: string; message: string }[]>([]);
  const [isExpiredNow, setExpiredNow] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const passwordIssue = checkPassword(password, '');
  const confirmationIssue = checkConfirmation(password, confirmation, 'passwordConfirm');
  if (isExpiredNow) return <ExpiredLink />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    setProblems([]);
    if (passwordIssue || confirmationIssue) return;
    setIsSubmitting(true);
    try {
      await resetPassword(token, password, confirmation);
      notify({ type: 'success', content: t('resetPassword.done') });
      navigate(pathOf('login'), { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      if (isExpired(error)) return setExpiredNow(true);
      const fieldMessages =
        error instanceof ApiError
          ? error.fieldErrors.map((item) => ({ id: item.id, message: issueText(t, item) }))
          : [];
      setProblems(fieldMessages.length > 0 ? fieldMessages : [{ id: 'reset', message: errorText(t, error) }]);
    }
  };

  return (
    <form className={authStyles.form} onSubmit={handleSubmit} noValidate>
      <FormAlert messages={problems} />
      <TextField
        label={t('resetPassword.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={wasSubmitted && passwordIssue ? issueText(t, passwordIssue) : undefined}
        hint={<PasswordRules password={password} />}
      />
      <TextField
        label={t('resetPassword.confirmPassword')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={wasSubmitted && confirmationIssue ? issueText(t, confirmationIssue) : undefined}
      />
      <Button type="submit" wide disabled={isSubmitting}>
        {t('resetPassword.submit')}
      </Button>
      <p className={authStyles.aside}>
        <Link to={pathOf('login')}>{t('resetPassword.backToLogin')}</Link>
      </p>
    </form>
  );
}
