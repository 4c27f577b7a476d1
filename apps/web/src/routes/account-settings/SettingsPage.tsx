import { type AccountSettings, type Album, type ConnectorProvider, NO_EMAIL_ALBUM } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAccountSettingsQuery,
  useAnswerHeldMail,
  useChangeEmailShield,
  useChangeSettings,
  useEmailSendersQuery,
  useHeldMailsQuery,
  useRemoveEmailSender,
} from '../../api/account.ts';
import { useAlbumChoices } from '../../api/albums.ts';
import { useConnectMutation, useConnectorsQuery } from '../../api/connectors.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { connectorCodeText, connectorErrorText, providerName } from '../../components/connectors/connector-text.ts';
import { DisconnectDialog } from '../../components/connectors/DisconnectDialog.tsx';
import { useConnectReturn } from '../../components/connectors/use-connect-return.ts';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { formatDate } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { ExportPanel } from './ExportPanel.tsx';
import styles from './SettingsPage.module.css';

/** Settings (spec section 2): language, auto-copy album, email shield, friend requests, connected apps, export. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useAccountSettingsQuery();
  return (
    <>
      <PageHeader description={t('settings.description')} />
      <div className={detailsStyles.stack}>
        <DetailsCard title={t('settings.languageTitle')}>
          <div className={detailsStyles.narrow}>
            <LanguageSelect hint={t('settings.languageHint')} />
          </div>
        </DetailsCard>
        {settings.error ? <FormAlert messages={[{ id: 'settings', message: errorText(t, settings.error) }]} /> : null}
        {settings.data ? <AccountSettingsCards settings={settings.data} /> : null}
        <ConnectedApps />
        <ExportPanel />
      </div>
    </>
  );
}

/** The album select's choices: "None" first, then the albums; one still loading keeps its place. */
function albumOptions(albums: Album[], selected: number | null, labels: { none: string; loading: string }) {
  const options = [{ value: '', label: labels.none }, ...albums.map((a) => ({ value: String(a.id), label: a.name }))];
  if (selected !== null && !albums.some((album) => album.id === selected)) {
    options.push({ value: String(selected), label: labels.loading });
  }
  return options;
}

function AccountSettingsCards({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const albums = useAlbumChoices();
  const changeSettings = useChangeSettings();
  const changeShield = useChangeEmailShield();
  const labels = { none: t('settings.noAlbum'), loading: t('settings.albumLoading') };
  const emailAlbum =
    settings.emailShield.email_slideshow_id === NO_EMAIL_ALBUM ? null : settings.emailShield.email_slideshow_id;

  return (
    <>
      <DetailsCard title={t('settings.autoCopy.title')}>
        <div className={detailsStyles.narrow}>
          <SelectField
            label={t('settings.autoCopy.label')}
            hint={t('settings.autoCopy.hint')}
            options={albumOptions(albums, settings.defaultAlbumId, labels)}
            value={settings.defaultAlbumId === null ? '' : String(settings.defaultAlbumId)}
            onChange={(event) =>
              changeSettings.mutate({ defaultAlbumId: event.target.value === '' ? null : Number(event.target.value) })
            }
          />
        </div>
      </DetailsCard>

      <DetailsCard
        title={t('settings.emailShield.title')}
        note={
          <>
            {t('settings.emailShield.note')}{' '}
            <LearnMoreLink slug="photos-by-mail" anchor="the-email-shield" label={t('learn.links.mail')} />
          </>
        }
      >
        <CheckboxField
          label={t('settings.emailShield.label')}
          checked={settings.emailShield.email_filter}
          onCheckedChange={(checked) => changeShield.mutate({ email_filter: checked })}
        />
        <div className={detailsStyles.narrow}>
          <SelectField
            label={t('settings.emailShield.albumLabel')}
            hint={t('settings.emailShield.albumHint')}
            options={albumOptions(albums, emailAlbum, labels)}
            value={emailAlbum === null ? '' : String(emailAlbum)}
            onChange={(event) =>
              changeShield.mutate({
                email_slideshow_id: event.target.value === '' ? NO_EMAIL_ALBUM : Number(event.target.value),
              })
            }
          />
        </div>
        <HeldMails />
        <EmailSenders />
      </DetailsCard>

      <DetailsCard
        title={t('settings.friends.title')}
        note={<LearnMoreLink slug="friends-and-private-photos" label={t('learn.links.friends')} />}
      >
        <CheckboxField
          label={t('settings.friends.autoAccept')}
          checked={settings.autoAcceptFriends}
          onCheckedChange={(checked) => changeSettings.mutate({ autoAcceptFriends: checked })}
        />
      </DetailsCard>
    </>
  );
}

/**
 * Mails the email shield holds: a new sender's photos wait here (a notification links to
 * #held-mails) until the person approves the sender (the photos come in) or denies them. So does
 * an approved sender's mail that could not prove it came from them; discarding it leaves the sender
 * approved, since the address may only have been forged.
 */
function HeldMails() {
  const { t } = useTranslation();
  const held = useHeldMailsQuery();
  const answer = useAnswerHeldMail();
  const list = held.data?.pages.flatMap((page) => page.heldMails) ?? [];
  return (
    <section id="held-mails" className={styles.list} aria-labelledby="held-mails-title">
      <h3 id="held-mails-title">{t('settings.heldMails.title')}</h3>
      {held.error ? <FormAlert messages={[{ id: 'held', message: errorText(t, held.error) }]} /> : null}
      {held.isSuccess && list.length === 0 ? <p className={styles.empty}>{t('settings.heldMails.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.rows}>
          {list.map((mail) => (
            <li key={mail.id} className={styles.row}>
              <span className={styles.name}>
                {mail.sender}
                <span className={styles.detail}>
                  {t('settings.heldMails.detail', {
                    count: mail.photoCount,
                    subject: mail.subject || t('settings.heldMails.noSubject'),
                    date: formatDate(mail.receivedAt, currentLocale()),
                  })}
                </span>
                {mail.reason === 'unproved' ? (
                  <span className={styles.warning}>{t('settings.heldMails.unproved', { address: mail.sender })}</span>
                ) : null}
              </span>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                aria-label={t('settings.heldMails.approveLabel', { address: mail.sender })}
                onClick={() => answer.mutate({ mail, answer: 'approve' })}
              >
                {t('settings.heldMails.approve')}
              </Button>
              <Button
                variant="quiet"
                disabled={answer.isPending}
                aria-label={t(
                  mail.reason === 'unproved' ? 'settings.heldMails.discardLabel' : 'settings.heldMails.denyLabel',
                  { address: mail.sender },
                )}
                onClick={() => answer.mutate({ mail, answer: 'deny' })}
              >
                {t(mail.reason === 'unproved' ? 'settings.heldMails.discard' : 'settings.heldMails.deny')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {held.hasNextPage ? (
        <Button variant="quiet" disabled={held.isFetchingNextPage} onClick={() => void held.fetchNextPage()}>
          {t('settings.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

/** The allow-list: who may email photos in (approved) or may not (blocked); removing one forgets them. */
function EmailSenders() {
  const { t } = useTranslation();
  const senders = useEmailSendersQuery();
  const remove = useRemoveEmailSender();
  const list = senders.data?.pages.flatMap((page) => page.senders) ?? [];
  return (
    <section className={styles.list} aria-labelledby="email-senders">
      <h3 id="email-senders">{t('settings.emailSenders.title')}</h3>
      {senders.error ? <FormAlert messages={[{ id: 'senders', message: errorText(t, senders.error) }]} /> : null}
      {senders.isSuccess && list.length === 0 ? (
        <p className={styles.empty}>{t('settings.emailSenders.empty')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.rows}>
          {list.map((sender) => (
            <li key={sender.id} className={styles.row}>
              <span className={styles.name}>{sender.address}</span>
              <span className={`${styles.badge} ${sender.status === 'blocked' ? styles.blocked : ''}`}>
                {t(`settings.emailSenders.status.${sender.status}`)}
              </span>
              <Button
                variant="quiet"
                disabled={remove.isPending}
                aria-label={t('settings.emailSenders.removeLabel', { address: sender.address })}
                onClick={() => remove.mutate(sender.id)}
              >
                {t('settings.emailSenders.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {senders.hasNextPage ? (
        <Button variant="quiet" disabled={senders.isFetchingNextPage} onClick={() => void senders.fetchNextPage()}>
          {t('settings.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The accounts connected to Kinframe (Dropbox and Google Photos for connected albums; Facebook,
 * Instagram and Flickr for imports): each with its account and date; "Reconnect" when the provider
 * no longer lets Kinframe in. Disconnecting a connected albums' provider asks what becomes of the
 * photos it brought; imported photos simply stay.
 */
function ConnectedApps() {
  const { t } = useTranslation();
  const connectors = useConnectorsQuery();
  const connect = useConnectMutation();
  const [disconnecting, setDisconnecting] = useState<ConnectorProvider | null>(null);
  useConnectReturn();
  const connected = (connectors.data?.connectors ?? []).flatMap((connector) =>
    connector.connection ? [{ provider: connector.provider, connection: connector.connection }] : [],
  );
  const chosen = connected.find((entry) => entry.provider === disconnecting);
  return (
    <DetailsCard title={t('settings.connectedApps.title')} note={t('settings.connectedApps.note')}>
      {connectors.error ? <FormAlert messages={[{ id: 'apps', message: errorText(t, connectors.error) }]} /> : null}
      {connect.error && connect.variables ? (
        <FormAlert
          messages={[{ id: 'connect', message: connectorErrorText(t, connect.error, connect.variables.provider) }]}
        />
      ) : null}
      {connectors.isSuccess && connected.length === 0 ? (
        <p className={styles.empty}>{t('settings.connectedApps.empty')}</p>
      ) : null}
      {connected.length > 0 ? (
        <ul className={styles.rows} aria-label={t('settings.connectedApps.title')}>
          {connected.map(({ provider, connection }) => (
            <li key={provider} className={styles.row}>
              <span className={styles.name}>
                {providerName(provider)}
                <span className={styles.detail}>
                  {t('settings.connectedApps.account', {
                    account: connection.accountLabel,
                    date: formatDate(connection.connectedAt, currentLocale()),
                  })}
                </span>
                {connection.state === 'revoked' ? (
                  <span className={styles.warning}>{connectorCodeText(t, 'connection_revoked', provider)}</span>
                ) : null}
              </span>
              {connection.state === 'revoked' ? (
                <Button
                  variant="secondary"
                  disabled={connect.isPending}
                  aria-label={t('connectors.reconnectTo', { provider: providerName(provider) })}
                  onClick={() => connect.mutate({ provider, returnTo: 'settings' })}
                >
                  {t('connectors.reconnect')}
                </Button>
              ) : null}
              <Button
                variant="quiet"
                aria-label={t('settings.connectedApps.disconnectLabel', {
                  app: providerName(provider),
                  account: connection.accountLabel,
                })}
                onClick={() => setDisconnecting(provider)}
              >
                {t('settings.connectedApps.disconnect')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <DisconnectDialog
          provider={chosen.provider}
          connection={chosen.connection}
          onClose={() => setDisconnecting(null)}
        />
      ) : null}
    </DetailsCard>
  );
}
