import type { ConnectedAlbumProvider, Connector } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectedAlbumsQuery, useConnectMutation, useConnector } from '../../api/connectors.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { AddConnectedAlbum, useHowItWorks } from '../../components/connectors/AddConnectedAlbum.tsx';
import { connectedAlbumStateText } from '../../components/connectors/connected-album-text.ts';
import { connectorCodeText, connectorErrorText, providerName } from '../../components/connectors/connector-text.ts';
import { DisconnectDialog } from '../../components/connectors/DisconnectDialog.tsx';
import { useConnectReturn } from '../../components/connectors/use-connect-return.ts';
import { DetailsCard } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useNow } from '../../components/use-now.ts';
import { formatDate } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { albumPath } from '../albums/AlbumsPage.tsx';
import styles from './ConnectorSourcePage.module.css';

/** "Synced 2 minutes ago" moves on by itself this often. */
const CLOCK_MS = 30_000;

/**
 * Dropbox or Google Photos in the library: the person's account there (connect, reconnect,
 * disconnect, or the one sentence saying this server does not offer it) and the connected albums it
 * fills, each with where it stands. The provider's consent page comes back here.
 */
export function ConnectorSourcePage({ provider }: { provider: ConnectedAlbumProvider }) {
  const { t } = useTranslation();
  const { connector, error } = useConnector(provider);
  useConnectReturn();
  const isConnected = connector?.isAvailable === true && connector.connection?.state === 'connected';
  return (
    <>
      <PageHeader
        description={
          <>
            {t(`connectors.${provider}.pageDescription`)}{' '}
            <LearnMoreLink
              slug="connected-albums-and-imports"
              anchor={provider === 'dropbox' ? 'connected-albums-dropbox' : 'connected-albums-google-photos'}
              label={t('learn.links.imports')}
            />
          </>
        }
        actions={
          <ButtonLink to={pathOf('library')} variant="secondary">
            {t('library.backToLibrary')}
          </ButtonLink>
        }
      />
      <div className={styles.stack}>
        <DetailsCard title={t('connectors.account.title', { provider: providerName(provider) })}>
          {error ? <FormAlert messages={[{ id: 'connectors', message: errorText(t, error) }]} /> : null}
          {connector ? <Account connector={connector} /> : null}
        </DetailsCard>
        <section className={styles.albums} aria-labelledby="connected-albums">
          <div className={styles.albumsHead}>
            <h2 id="connected-albums">{t('connectors.albums.title')}</h2>
            {isConnected ? <AddConnectedAlbum provider={provider} returnTo={`library-${provider}`} /> : null}
          </div>
          <ConnectedAlbums provider={provider} />
        </section>
      </div>
    </>
  );
}

/** The account as it stands, and what may be done with it. */
function Account({ connector }: { connector: Connector }) {
  const { t } = useTranslation();
  const connect = useConnectMutation();
  const [isDisconnecting, setIsDisconnecting] = useState(false);
  const { provider, connection } = connector;
  const name = providerName(provider);
  if (!connector.isAvailable)
    return <p className={styles.muted}>{connectorCodeText(t, 'connector_not_configured', provider)}</p>;
  const handleConnect = () => connect.mutate({ provider, returnTo: `library-${provider}` });
  return (
    <div className={styles.account}>
      {connection === null ? (
        <p>{t(`connectors.${provider}.explain`)}</p>
      ) : (
        <p className={styles.accountLine}>
          <strong>{connection.accountLabel}</strong>
          <span className={styles.muted}>
            {t('connectors.account.since', { date: formatDate(connection.connectedAt, currentLocale()) })}
          </span>
        </p>
      )}
      {connection?.state === 'revoked' ? (
        <p className={styles.problem}>{connectorCodeText(t, 'connection_revoked', provider)}</p>
      ) : null}
      {connect.isError ? (
        <FormAlert messages={[{ id: 'connect', message: connectorErrorText(t, connect.error, provider) }]} />
      ) : null}
      <div className={styles.actions}>
        {connection === null ? (
          <Button disabled={connect.isPending} onClick={handleConnect}>
            {t('connectors.connectTo', { provider: name })}
          </Button>
        ) : null}
        {connection?.state === 'revoked' ? (
          <Button disabled={connect.isPending} onClick={handleConnect}>
            {t('connectors.reconnectTo', { provider: name })}
          </Button>
        ) : null}
        {connection ? (
          <Button variant="quiet" onClick={() => setIsDisconnecting(true)}>
            {t('connectors.disconnect.button')}
          </Button>
        ) : null}
      </div>
      {isDisconnecting && connection ? (
        <DisconnectDialog provider={provider} connection={connection} onClose={() => setIsDisconnecting(false)} />
      ) : null}
    </div>
  );
}

/** The provider's connected albums, without covers: name, where each stands, how many photos. */
function ConnectedAlbums({ provider }: { provider: ConnectedAlbumProvider }) {
  const { t } = useTranslation();
  const albums = useConnectedAlbumsQuery(provider);
  const howItWorks = useHowItWorks(provider);
  const now = useNow(CLOCK_MS);
  return (
    <QueryState
      query={albums}
      loading={t('albums.loading')}
      className={styles.muted}
      isEmpty={(data) => data.albums.length === 0}
      empty={
        <div className={styles.muted}>
          <p>{t(`albums.sections.${provider}.emptyTitle`)}</p>
          {howItWorks ? <p>{howItWorks}</p> : null}
        </div>
      }
    >
      {(data) => (
        <ul className={styles.rows}>
          {data.albums.map((album) => {
            const isStuck = album.state === 'waiting' || album.state === 'failed';
            return (
              <li key={album.albumId} className={styles.row}>
                <Link to={albumPath(album.albumId)} className={styles.name}>
                  {album.name}
                </Link>
                <span className={styles.muted}>
                  {[album.folderPath, t('albums.itemCount', { count: album.itemCount })].filter(Boolean).join(' · ')}
                </span>
                <span className={isStuck ? styles.problem : styles.muted}>
                  {connectedAlbumStateText(t, album, now)}
                </span>
                {album.state === 'importing' && album.progress && album.progress.total > 0 ? (
                  <progress
                    className={styles.progress}
                    max={album.progress.total}
                    value={album.progress.done}
                    aria-label={t('connectors.albums.progressLabel', { name: album.name })}
                  />
                ) : null}
                {album.refusedCount > 0 ? (
                  <span className={styles.muted}>{t('connectors.refused.title', { count: album.refusedCount })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
