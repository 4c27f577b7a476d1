import { pathOf } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { logIn } from '../../api/account.ts';
import { startSession } from '../../app/session.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { Button } from '../../components/Button.tsx';
import { DownloadAppDialog } from '../../components/DownloadAppDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { loginErrorText } from './login-error.ts';

interface MissingFields {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The page wanted before login (a frame gift's link, say): sign-up must lead back there too.
  const { state: wanted } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<MissingFields>({});
  const [problems, setProblems] = useState<{ id: string; message: string }[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isAppDialogOpen, setAppDialogOpen] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('errors.required');
    const nowMissing: MissingFields = {
      email: email.trim() === '' ? required : undefined,
      password: password === '' ? required : undefined,
    };
    setMissing(nowMissing);
    setProblems([]);
    if (nowMissing.email || nowMissing.password) return;

    setIsSubmitting(true);
    try {
      await logIn(email.trim(), password);
      // The guard takes it from here: family (Plus), subscribe (otherwise), or the page wanted.
      await startSession(queryClient);
    } catch (error) {
      setProblems([{ id: 'login', message: loginErrorText(t, error) }]);
      setIsSubmitting(false);
    }
  };

  return (
    <AuthPanel title={t('login.title')} intro={t('login.intro')}>
      <form className={authStyles.form} onSubmit={handleSubmit} noValidate>
        <FormAlert messages={problems} />
        <TextField
          label={t('login.emailOrUsername')}
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={missing.email}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing.password}
        />
        <div className={authStyles.between}>
          <Link to={pathOf('forgotPassword')}>{t('login.forgotPassword')}</Link>
        </div>
        <Button type="submit" wide disabled={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p className={authStyles.aside}>
        {t('login.noAccount')}{' '}
        <Link to={pathOf('signup')} state={wanted}>
          {t('login.createAccount')}
        </Link>
      </p>
      <div className={authStyles.divider}>{t('login.or')}</div>
      <Button variant="secondary" wide onClick={() => setAppDialogOpen(true)}>
        {t('login.getTheApp')}
      </Button>
      <DownloadAppDialog open={isAppDialogOpen} onOpenChange={setAppDialogOpen} />
    </AuthPanel>
  );
}
