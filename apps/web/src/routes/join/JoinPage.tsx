import type { JoinPreview } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useJoinPreviewQuery } from '../../api/invitations.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { formatDate } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { ConfiguredSignUp } from '../sign-up/ConfiguredSignUp.tsx';

/** The server as people know it: its name, with its address so it can be told from another. */
function serverLabel(server: JoinPreview['server']): string {
  const host = new URL(server.url).host;
  return server.name ? `${server.name} (${host})` : host;
}

/**
 * The link of an invitation (`/join/<token>`): who invites, to which server and on which plan, then
 * the sign-up form, which sends the token with the account. Signed up, the route guard takes the
 * new account on as after any sign-up: into the app with Plus, else to the subscribe page.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const preview = useJoinPreviewQuery(token);
  const invitation = preview.data;
  const server = invitation ? serverLabel(invitation.server) : '';
  const intro = invitation
    ? invitation.inviter
      ? t('join.introBy', { inviter: invitation.inviter.displayName, server })
      : t('join.intro', { server })
    : undefined;

  return (
    <AuthPanel title={t('join.title')} intro={intro}>
      {preview.isPending ? (
        <p className={authStyles.aside}>{t('join.loading')}</p>
      ) : preview.isError ? (
        <>
          <FormAlert messages={[{ id: 'invitation', message: errorText(t, preview.error) }]} />
          <p className={authStyles.aside}>{t('join.unavailable')}</p>
        </>
      ) : (
        <>
          <p className={authStyles.notice}>
            {t(preview.data.plan === 'plus' ? 'join.withPlus' : 'join.withLite')}{' '}
            {t('join.until', { date: formatDate(preview.data.expiresAt, currentLocale()) })}
          </p>
          <ConfiguredSignUp invitation={{ token, email: preview.data.email }} />
        </>
      )}
    </AuthPanel>
  );
}
