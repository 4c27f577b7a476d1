import { checkEmail, pathOf } from '@kinframe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset, useAppConfigQuery } from '../../api/account.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { Button } from '../../components/Button.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText, issueText } from '../../i18n/error-text.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const mailDomain = useAppConfigQuery().data?.mailDomain ?? '';
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problems, setProblems] = useState<{ id: string; message: string }[]>([]);
  const [sentTo, setSentTo] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    const issue = checkEmail(email.trim(), mailDomain);
    setFieldError(issue ? issueText(t, issue) : undefined);
    if (issue) return;
    setIsSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      notify({ type: 'success', content: t('forgotPassword.sent') });
      setSentTo(email.trim());
    } catch (error) {
      setProblems([{ id: 'email', message: errorText(t, error) }]);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthPanel title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <form className={authStyles.form} onSubmit={handleSubmit} noValidate>
        <FormAlert messages={problems} />
        {sentTo ? (
          <p role="status" className={authStyles.intro}>
            {t('forgotPassword.checkInbox', { email: sentTo })}
          </p>
        ) : null}
        <TextField
          label={t('forgotPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" wide disabled={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <p className={authStyles.aside}>
        <Link to={pathOf('login')}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </AuthPanel>
  );
}
