import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/account.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { Button } from '../../components/Button.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { SignUpForm } from './SignUpForm.tsx';

export function SignUpPage() {
  const { t } = useTranslation();
  const config = useAppConfigQuery();
  // Keeps the page wanted before login (a frame gift's link, say) for whichever way in is taken.
  const { state: wanted } = useLocation();
  return (
    <AuthPanel title={t('signUp.title')} intro={t('signUp.intro')}>
      {config.data ? <SignUpForm config={config.data} /> : null}
      {config.error ? (
        <>
          <FormAlert messages={[{ id: 'config', message: errorText(t, config.error) }]} />
          <Button variant="secondary" onClick={() => void config.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : null}
      <p className={authStyles.aside}>
        {t('signUp.haveAccount')}{' '}
        <Link to={pathOf('login')} state={wanted}>
          {t('signUp.logIn')}
        </Link>
      </p>
    </AuthPanel>
  );
}
