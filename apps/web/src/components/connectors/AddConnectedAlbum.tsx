import type { ConnectorProvider, ConnectReturn } from '@kinframe/contract';
import { appPath, pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useConnectMutation,
  useConnector,
  useConnectorsQuery,
  useCreateGoogleAlbumMutation,
} from '../../api/connectors.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, ButtonLink } from '../Button.tsx';
import { useToast } from '../Toasts.tsx';
import styles from './Connectors.module.css';
import { connectorCodeText, connectorErrorText } from './connector-text.ts';
import { openPickerTab } from './picker-tab.ts';

/**
 * How a provider's connected albums work, for a section that has none yet: said only where this
 * server offers the provider (elsewhere AddConnectedAlbum says that it does not, and that is all).
 */
export function useHowItWorks(provider: ConnectorProvider | null): string | null {
  const { t } = useTranslation();
  const { data } = useConnectorsQuery();
  const connector = data?.connectors.find((entry) => entry.provider === provider);
  return provider && connector?.isAvailable ? t(`albums.sections.${provider}.howItWorks`) : null;
}

/**
 * The way to a new connected album, as the provider stands: one sentence when this server does not
 * offer it, "Reconnect" when the provider no longer lets Kinframe in, else the button that adds one.
 * Dropbox opens the folder browser (which connects first when needed); Google Photos connects first
 * when needed, then opens its picker in a tab of its own. `returnTo`: the screen the consent page
 * comes back to.
 */
export function AddConnectedAlbum({ provider, returnTo }: { provider: ConnectorProvider; returnTo: ConnectReturn }) {
  const { t } = useTranslation();
  const { connector, isError, error } = useConnector(provider);
  const connect = useConnectMutation();
  if (isError) {
    return (
      <p className={styles.note} role="alert">
        {errorText(t, error)}
      </p>
    );
  }
  if (!connector) return null;
  if (!connector.isAvailable) {
    return <p className={styles.note}>{connectorCodeText(t, 'connector_not_configured', provider)}</p>;
  }
  const handleConnect = () => connect.mutate({ provider, returnTo });
  if (connector.connection?.state === 'revoked') {
    return (
      <div className={styles.action}>
        <p className={styles.note}>{connectorCodeText(t, 'connection_revoked', provider)}</p>
        <Button variant="secondary" disabled={connect.isPending} onClick={handleConnect}>
          {t('connectors.reconnect')}
        </Button>
        <ConnectError error={connect.error} provider={provider} />
      </div>
    );
  }
  if (provider === 'dropbox') {
    return (
      <ButtonLink to={pathOf('dropboxAlbumConnect')} variant="secondary" className={styles.start}>
        {t('connectors.dropbox.add')}
      </ButtonLink>
    );
  }
  if (connector.connection === null) {
    return (
      <div className={styles.action}>
        <Button variant="secondary" disabled={connect.isPending} onClick={handleConnect}>
          {t('connectors.google.add')}
        </Button>
        <ConnectError error={connect.error} provider={provider} />
      </div>
    );
  }
  return <PickFromGoogle />;
}

function ConnectError({ error, provider }: { error: unknown; provider: ConnectorProvider }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {connectorErrorText(t, error, provider)}
    </p>
  );
}

/** A new Google album: its picker opens in a new tab, and its page here shows the photos as they come. */
function PickFromGoogle() {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const create = useCreateGoogleAlbumMutation();
  const handleClick = () => {
    const tab = openPickerTab();
    create.mutate(undefined, {
      onSuccess: (album) => {
        if (album.pickerUri) tab.show(album.pickerUri);
        else tab.close();
        // Its page says what is going on (and offers the picker again, had the tab been blocked).
        navigate(appPath('album-details', { id: album.albumId }));
      },
      onError: (error) => {
        tab.close();
        notify({ type: 'error', content: connectorErrorText(t, error, 'google') });
      },
    });
  };
  return (
    <Button variant="secondary" disabled={create.isPending} onClick={handleClick} className={styles.start}>
      {t('connectors.google.add')}
    </Button>
  );
}
