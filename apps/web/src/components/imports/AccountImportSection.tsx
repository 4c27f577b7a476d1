import type { Connector, ImportProvider } from '@kinframe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectMutation, useConnector } from '../../api/connectors.ts';
import { formatDate } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { connectorCodeText, connectorErrorText, providerName } from '../connectors/connector-text.ts';
import { DisconnectDialog } from '../connectors/DisconnectDialog.tsx';
import { FormAlert } from '../FormAlert.tsx';
import { AccountImportPanel } from './AccountImportPanel.tsx';
import styles from './Imports.module.css';

/**
 * A source's page's card for its account (Facebook, Instagram, Flickr): one sentence when this
 * server does not offer it; else connect, or the account with Disconnect (and Reconnect when the
 * provider no longer lets Kinframe in), and the import from it. The consent page comes back to the
 * source's page (`library-<provider>`), whose useConnectReturn says how it went.
 */
export function AccountImportSection({ provider, note }: { provider: ImportProvider; note?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { connector, isPending, isError, error } = useConnector(provider);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('imports.account.title', { provider: providerName(provider) })}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {isPending ? (
        <p className={styles.muted}>{t('albums.loading')}</p>
      ) : isError ? (
        <FormAlert messages={[{ id: 'connectors', message: errorText(t, error) }]} />
      ) : (
        // A server that does not list the provider does not offer it.
        <AccountImport
          provider={provider}
          connector={connector ?? { provider, isAvailable: false, connection: null }}
        />
      )}
    </section>
  );
}

function AccountImport({ provider, connector }: { provider: ImportProvider; connector: Connector }) {
  const { t } = useTranslation();
  const connect = useConnectMutation();
  const [isDisconnecting, setIsDisconnecting] = useState(false);
  const { connection } = connector;
  const name = providerName(provider);
  if (!connector.isAvailable) {
    return <p className={styles.muted}>{connectorCodeText(t, 'connector_not_configured', provider)}</p>;
  }
  const handleConnect = () => connect.mutate({ provider, returnTo: `library-${provider}` });
  const connectError = connect.isError ? (
    <FormAlert messages={[{ id: 'connect', message: connectorErrorText(t, connect.error, provider) }]} />
  ) : null;

  if (connection === null) {
    return (
      <div className={styles.panel}>
        <p className={styles.howTo}>{t(`imports.account.explain.${provider}`)}</p>
        {connectError}
        <div className={styles.actions}>
          <Button disabled={connect.isPending} onClick={handleConnect}>
            {t('connectors.connectTo', { provider: name })}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <div className={styles.account}>
        <p className={styles.accountLine}>
          <strong>{connection.accountLabel}</strong>
          <span className={styles.muted}>
            {t('connectors.account.since', { date: formatDate(connection.connectedAt, currentLocale()) })}
          </span>
        </p>
        <Button variant="quiet" onClick={() => setIsDisconnecting(true)}>
          {t('connectors.disconnect.button')}
        </Button>
      </div>
      {connection.state === 'revoked' ? (
        <>
          <p className={`${styles.problem} ${styles.howTo}`}>{connectorCodeText(t, 'connection_revoked', provider)}</p>
          {connectError}
          <div className={styles.actions}>
            <Button disabled={connect.isPending} onClick={handleConnect}>
              {t('connectors.reconnectTo', { provider: name })}
            </Button>
          </div>
        </>
      ) : (
        <AccountImportPanel provider={provider} />
      )}
      {isDisconnecting ? (
        <DisconnectDialog provider={provider} connection={connection} onClose={() => setIsDisconnecting(false)} />
      ) : null}
    </div>
  );
}
