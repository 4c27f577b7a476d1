import type { ConnectedAlbum, ConnectorProvider } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isUnderWay,
  useConnectedAlbumMutations,
  useConnectedAlbumQuery,
  useConnectMutation,
} from '../../api/connectors.ts';
import { Button } from '../../components/Button.tsx';
import { connectedAlbumStateText } from '../../components/connectors/connected-album-text.ts';
import { connectorErrorText, providerName } from '../../components/connectors/connector-text.ts';
import { openPickerTab } from '../../components/connectors/picker-tab.ts';
import { useToast } from '../../components/Toasts.tsx';
import { useNow } from '../../components/use-now.ts';
import styles from './AlbumDetails.module.css';
import { ConnectedAlbumRefusedDialog } from './ConnectedAlbumRefusedDialog.tsx';

/** "Synced 2 minutes ago" moves on by itself this often. */
const CLOCK_MS = 30_000;

/**
 * Where a connected album stands, between its header and its photos. All is well: one quiet line
 * (a Dropbox folder synced, with "Sync now"; Google photos added, with "Pick more" and the plain
 * fact that Google Photos is not followed). On its way: how far, with a progress bar. Stuck: why,
 * and the one thing that helps (reconnect, pick again, try again). Files not taken and photos left
 * out past the album's maximum are said when there are any.
 */
export function ConnectedAlbumStatus({ albumId }: { albumId: number }) {
  const { t } = useTranslation();
  const query = useConnectedAlbumQuery(albumId);
  const now = useNow(CLOCK_MS);
  const [isShowingRefused, setIsShowingRefused] = useState(false);
  const album = query.data;
  // Not (or no longer) connected, or not known yet: the album is an album like any other.
  if (!album) return null;
  const isStuck = album.state === 'waiting' || album.state === 'failed';
  const stateText = connectedAlbumStateText(t, album, now);
  return (
    <section
      className={`${styles.connected} ${isStuck ? styles.connectedStuck : ''} ${album.state === 'failed' ? styles.connectedFailed : ''}`}
      aria-label={t('connectors.status.label', { provider: providerName(album.provider) })}
    >
      <div className={styles.connectedLine}>
        <p className={styles.connectedText}>
          {album.provider === 'dropbox' && album.folderPath && !isStuck ? (
            <span className={styles.connectedSource}>{album.folderPath}</span>
          ) : null}
          <span>{stateText}</span>
        </p>
        <StatusAction album={album} />
      </div>

      {album.state === 'importing' && album.progress && album.progress.total > 0 ? (
        <progress
          className={styles.connectedProgress}
          max={album.progress.total}
          value={album.progress.done}
          aria-label={t('connectors.status.progressLabel', { provider: providerName(album.provider) })}
        />
      ) : null}
      {album.state === 'picking' && album.pickerUri ? (
        <p className={styles.connectedNote}>
          {t('connectors.google.pickingHint')}{' '}
          <a href={album.pickerUri} target="_blank" rel="noopener noreferrer">
            {t('connectors.google.openPicker')}
          </a>
        </p>
      ) : null}
      {album.provider === 'google' && !isUnderWay(album) ? (
        <p className={styles.connectedNote}>{t('connectors.google.notFollowed')}</p>
      ) : null}
      {album.leftOutCount > 0 ? (
        <p className={styles.connectedNote}>
          {t('connectors.status.leftOut', { count: album.leftOutCount, max: album.maxItems })}
        </p>
      ) : null}
      {album.refusedCount > 0 ? (
        <p className={styles.connectedNote}>
          <button type="button" className={styles.linkButton} onClick={() => setIsShowingRefused(true)}>
            {t('connectors.status.refused', { count: album.refusedCount })}
          </button>
        </p>
      ) : null}

      {isShowingRefused ? (
        <ConnectedAlbumRefusedDialog album={album} onClose={() => setIsShowingRefused(false)} />
      ) : null}
    </section>
  );
}

/** The one button that helps, as the album stands; none while it is on its way. */
function StatusAction({ album }: { album: ConnectedAlbum }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { pick, sync } = useConnectedAlbumMutations(album.albumId);
  const connect = useConnectMutation();
  const provider: ConnectorProvider = album.provider;
  const onError = (error: unknown) => notify({ type: 'error', content: connectorErrorText(t, error, provider) });
  const isBusy = pick.isPending || sync.isPending || connect.isPending;

  if (isUnderWay(album)) return null;
  if (album.errorCode === 'connection_revoked') {
    return (
      <Button
        variant="secondary"
        disabled={isBusy}
        // The consent page comes back to the provider's page, which lists this album with the others.
        onClick={() => connect.mutate({ provider, returnTo: `library-${provider}` }, { onError })}
      >
        {t('connectors.reconnect')}
      </Button>
    );
  }
  const isStuck = album.state === 'waiting' || album.state === 'failed';
  // A Google album grows by picking; so does one whose picking time ran out.
  if (provider === 'google' && (!isStuck || album.errorCode === 'picking_expired')) {
    const handlePick = () => {
      const tab = openPickerTab();
      pick.mutate(undefined, {
        onSuccess: (answer) => (answer.pickerUri ? tab.show(answer.pickerUri) : tab.close()),
        onError: (error) => {
          tab.close();
          onError(error);
        },
      });
    };
    return (
      <Button variant="secondary" disabled={isBusy} onClick={handlePick}>
        {t('connectors.google.pickMore')}
      </Button>
    );
  }
  return (
    <Button
      variant={isStuck ? 'secondary' : 'quiet'}
      disabled={isBusy}
      onClick={() => sync.mutate(undefined, { onError })}
    >
      {isStuck ? t('common.tryAgain') : t('connectors.dropbox.syncNow')}
    </Button>
  );
}
