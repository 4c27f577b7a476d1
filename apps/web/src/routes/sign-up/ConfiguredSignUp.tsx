import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/account.ts';
import { authStyles } from '../../components/AuthPanel.tsx';
import { Button } from '../../components/Button.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { SignUpForm, type SignUpInvitation } from './SignUpForm.tsx';

/**
 * The sign-up form once the server's configuration is in, and the way to log in instead. Without an
 * invitation, a server that is not open to anyone says so rather than showing a form it would refuse.
 */
export function ConfiguredSignUp({ invitation }: { invitation?: SignUpInvitation }) {
  const { t } = useTranslation();
  const config = useAppConfigQuery();
  // Keeps the page wanted before login (a frame gift's link, say) for whichever way in is taken.
  const { state: wanted } = useLocation();
  const isRefused = config.data !== undefined && config.data.signUp !== 'open' && !invitation;
  return (
    <>
      {config.data && !isRefused ? <SignUpForm config={config.data} invitation={invitation} /> : null}
      {isRefused ? (
        <p className={authStyles.notice} role="status">
          {t(config.data?.signUp === 'invite' ? 'signUp.inviteOnly' : 'signUp.closed')}
        </p>
      ) : null}
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
    </>
  );
}
