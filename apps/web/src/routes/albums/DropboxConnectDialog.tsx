import { DROPBOX_FOLDERS_MAX, pathOf } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useConnectDropboxFolderMutation,
  useConnectMutation,
  useConnector,
  useDropboxFoldersQuery,
} from '../../api/connectors.ts';
import { Button } from '../../components/Button.tsx';
import choiceStyles from '../../components/ChoiceList.module.css';
import { connectorCodeText, connectorErrorText, providerName } from '../../components/connectors/connector-text.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './AlbumsPage.module.css';
import { albumPath } from './AlbumsPage.tsx';

/**
 * Connecting a Dropbox folder (dropboxAlbumConnect): Dropbox is connected first when it is not (or
 * no longer lets Kinframe in); then the person walks their folders from the root and picks one, and
 * its album page shows it filling.
 */
export function DropboxConnectDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { connector, isPending, isError, error } = useConnector('dropbox');
  const close = () => navigate(pathOf('albums'));
  const connection = connector?.connection ?? null;
  const isReady = connector?.isAvailable === true && connection?.state === 'connected';
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      {t('common.close')}
    </Button>
  );
  return (
    <Dialog
      open
      onClose={close}
      title={t('titles.dropboxAlbumConnect')}
      description={
        isReady && connection ? t('connectors.dropbox.connectedAs', { account: connection.accountLabel }) : undefined
      }
    >
      {isPending ? (
        <p className={styles.text}>{t('albums.loading')}</p>
      ) : isError || !connector ? (
        <>
          <p role="alert">{errorText(t, error)}</p>
          <div className={styles.dialogActions}>{closeButton}</div>
        </>
      ) : !connector.isAvailable ? (
        <>
          <p className={styles.text}>{connectorCodeText(t, 'connector_not_configured', 'dropbox')}</p>
          <div className={styles.dialogActions}>{closeButton}</div>
        </>
      ) : isReady ? (
        <FolderBrowser onCancel={close} onConnected={(albumId) => navigate(albumPath(albumId))} />
      ) : (
        <ConnectDropbox isRevoked={connection?.state === 'revoked'} onCancel={close} />
      )}
    </Dialog>
  );
}

/** What connecting does, then off to Dropbox's consent page (it comes back to this dialog). */
function ConnectDropbox({ isRevoked, onCancel }: { isRevoked: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const connect = useConnectMutation();
  return (
    <>
      <p>{isRevoked ? connectorCodeText(t, 'connection_revoked', 'dropbox') : t('connectors.dropbox.explain')}</p>
      <p className={styles.text}>{t('connectors.dropbox.readOnly')}</p>
      {connect.isError ? (
        <FormAlert messages={[{ id: 'connect', message: connectorErrorText(t, connect.error, 'dropbox') }]} />
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('albums.cancel')}
        </Button>
        <Button
          disabled={connect.isPending}
          onClick={() => connect.mutate({ provider: 'dropbox', returnTo: 'dropbox-connect' })}
        >
          {isRevoked
            ? t('connectors.reconnectTo', { provider: providerName('dropbox') })
            : t('connectors.connectTo', { provider: providerName('dropbox') })}
        </Button>
      </div>
    </>
  );
}

/** '/Photos/2024' → the root, '/Photos', '/Photos/2024': each step of the way back up. */
function crumbsOf(path: string): { name: string; path: string }[] {
  const names = path.split('/').filter(Boolean);
  return names.map((name, index) => ({ name, path: `/${names.slice(0, index + 1).join('/')}` }));
}

/** The person's Dropbox, a folder at a time from its root; the folder open is the one used. */
function FolderBrowser({ onCancel, onConnected }: { onCancel: () => void; onConnected: (albumId: number) => void }) {
  const { t } = useTranslation();
  const [path, setPath] = useState('');
  const folders = useDropboxFoldersQuery(path);
  const create = useConnectDropboxFolderMutation();
  const crumbs = crumbsOf(path);
  const open = (next: string) => {
    create.reset();
    setPath(next);
  };
  const list = folders.data?.folders ?? [];
  return (
    <>
      <nav aria-label={t('connectors.dropbox.whereLabel')}>
        <ol className={styles.crumbs}>
          <li>
            {path === '' ? (
              <span aria-current="location">{providerName('dropbox')}</span>
            ) : (
              <button type="button" className={styles.crumb} onClick={() => open('')}>
                {providerName('dropbox')}
              </button>
            )}
          </li>
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index === crumbs.length - 1 ? (
                <span aria-current="location">{crumb.name}</span>
              ) : (
                <button type="button" className={styles.crumb} onClick={() => open(crumb.path)}>
                  {crumb.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <QueryState
        query={folders}
        loading={t('albums.loading')}
        className={styles.text}
        textOfError={(error) => connectorErrorText(t, error, 'dropbox')}
        isEmpty={() => list.length === 0}
        empty={t('connectors.dropbox.noFolders')}
      >
        {() => (
          <ul className={choiceStyles.choices} aria-label={t('connectors.dropbox.foldersLabel')}>
            {list.map((folder) => (
              <li key={folder.path}>
                <button type="button" className={choiceStyles.choice} onClick={() => open(folder.path)}>
                  <FolderIcon />
                  <span className={styles.folderName}>{folder.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {folders.data?.isTruncated ? (
        <p className={styles.text}>{t('connectors.dropbox.truncated', { count: DROPBOX_FOLDERS_MAX })}</p>
      ) : null}

      {create.isError ? (
        <FormAlert messages={[{ id: 'create', message: connectorErrorText(t, create.error, 'dropbox') }]} />
      ) : null}
      <p className={styles.text}>{path === '' ? t('connectors.dropbox.pickHint') : t('connectors.dropbox.useHint')}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('albums.cancel')}
        </Button>
        <Button
          disabled={path === '' || create.isPending}
          onClick={() => create.mutate(path, { onSuccess: (album) => onConnected(album.albumId) })}
        >
          {t('connectors.dropbox.useFolder')}
        </Button>
      </div>
    </>
  );
}

function FolderIcon() {
  return (
    <svg width="20" height="16" viewBox="0 0 20 16" aria-hidden="true" className={styles.folderIcon}>
      <path
        d="M1.5 3.5A1.5 1.5 0 0 1 3 2h4.2l2 2H17a1.5 1.5 0 0 1 1.5 1.5v7.5A1.5 1.5 0 0 1 17 14.5H3A1.5 1.5 0 0 1 1.5 13z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
