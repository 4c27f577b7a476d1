import { CONNECTED_ALBUM_PROVIDERS, type Connection, type ConnectorProvider } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisconnectMutation } from '../../api/connectors.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useToast } from '../Toasts.tsx';
import styles from './Connectors.module.css';
import { connectorErrorText, providerName } from './connector-text.ts';

type PhotosChoice = 'keep' | 'remove';

/**
 * Disconnecting an account. A provider of connected albums asks what becomes of the photos it
 * brought: kept, its albums stay as ordinary albums; removed, they leave Kinframe with the
 * connection. Keeping is the default, since removing cannot be undone. An account imported from
 * (Facebook, Instagram, Flickr) asks nothing: what it brought is the library's own already.
 */
export function DisconnectDialog({
  provider,
  connection,
  onClose,
}: {
  provider: ConnectorProvider;
  connection: Connection;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const disconnect = useDisconnectMutation();
  const [choice, setChoice] = useState<PhotosChoice>('keep');
  const name = providerName(provider);
  const asksAboutPhotos = CONNECTED_ALBUM_PROVIDERS.some((candidate) => candidate === provider);
  const handleDisconnect = () =>
    disconnect.mutateAsync({ provider, keepPhotos: choice === 'keep' }).then(() => {
      notify({ type: 'success', content: t('connectors.disconnect.done', { provider: name }) });
      onClose();
    });
  return (
    <ConfirmDialog
      title={t('connectors.disconnect.title', { provider: name })}
      body={t(asksAboutPhotos ? 'connectors.disconnect.body' : 'connectors.disconnect.importBody', {
        provider: name,
        account: connection.accountLabel,
      })}
      cancelLabel={t('albums.cancel')}
      confirmLabel={t('connectors.disconnect.confirm')}
      isDanger={choice === 'remove'}
      onConfirm={handleDisconnect}
      onClose={onClose}
      textOfError={(error) => connectorErrorText(t, error, provider)}
    >
      {asksAboutPhotos ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('connectors.disconnect.question')}</legend>
          {(['keep', 'remove'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="photos"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              <span className={styles.choiceText}>
                <strong>{t(`connectors.disconnect.${option}.label`)}</strong>
                <span>{t(`connectors.disconnect.${option}.detail`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
