import { type AccountSettings, type Album, NO_EMAIL_ALBUM } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import {
  useAccountSettingsQuery,
  useAnswerHeldMail,
  useChangeEmailShield,
  useChangeSettings,
  useConnectedAppsQuery,
  useEmailSendersQuery,
  useHeldMailsQuery,
  useRemoveFromList,
} from '../../api/account.ts';
import { useAlbumChoices } from '../../api/albums.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatDate } from '../library/format.ts';
import styles from './SettingsPage.module.css';

/** Settings (spec section 2): language, auto-copy album, email shield, friend requests, connected apps. */
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

      <DetailsCard title={t('settings.emailShield.title')} note={t('settings.emailShield.note')}>
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

      <DetailsCard title={t('settings.friends.title')}>
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
  const remove = useRemoveFromList('emailSenders');
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

/** Third-party sources and apps connected to the account; disconnecting one stops its access. */
function ConnectedApps() {
  const { t } = useTranslation();
  const apps = useConnectedAppsQuery();
  const disconnect = useRemoveFromList('connectedApps');
  const list = apps.data?.pages.flatMap((page) => page.apps) ?? [];
  return (
    <DetailsCard title={t('settings.connectedApps.title')} note={t('settings.connectedApps.note')}>
      {apps.error ? <FormAlert messages={[{ id: 'apps', message: errorText(t, apps.error) }]} /> : null}
      {apps.isSuccess && list.length === 0 ? <p className={styles.empty}>{t('settings.connectedApps.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.rows} aria-label={t('settings.connectedApps.title')}>
          {list.map((app) => (
            <li key={app.id} className={styles.row}>
              <span className={styles.name}>
                {t(`settings.connectedApps.providers.${app.provider}`)}
                <span className={styles.detail}>
                  {t('settings.connectedApps.account', {
                    account: app.accountLabel,
                    date: formatDate(app.connectedAt, currentLocale()),
                  })}
                </span>
              </span>
              <Button
                variant="quiet"
                disabled={disconnect.isPending}
                aria-label={t('settings.connectedApps.disconnectLabel', {
                  app: t(`settings.connectedApps.providers.${app.provider}`),
                  account: app.accountLabel,
                })}
                onClick={() => disconnect.mutate(app.id)}
              >
                {t('settings.connectedApps.disconnect')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {apps.hasNextPage ? (
        <Button variant="quiet" disabled={apps.isFetchingNextPage} onClick={() => void apps.fetchNextPage()}>
          {t('settings.showMore')}
        </Button>
      ) : null}
    </DetailsCard>
  );
}
