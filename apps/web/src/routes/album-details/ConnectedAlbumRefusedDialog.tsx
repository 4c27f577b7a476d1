import type { ConnectedAlbum } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useRefusedFilesQuery } from '../../api/connectors.ts';
import { connectorCodeText, providerName } from '../../components/connectors/connector-text.ts';
import { RefusedFilesDialog } from '../../components/RefusedFilesDialog.tsx';

/** The files of the source that are not in the album, each with why. */
export function ConnectedAlbumRefusedDialog({ album, onClose }: { album: ConnectedAlbum; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = useRefusedFilesQuery(album.albumId);
  return (
    <RefusedFilesDialog
      refused={refused}
      title={t('connectors.refused.title', { count: album.refusedCount })}
      description={t('connectors.refused.body', { provider: providerName(album.provider) })}
      listLabel={t('connectors.refused.listLabel')}
      fileName={(file) => file.path ?? file.name}
      reason={(file) => connectorCodeText(t, file.code, album.provider)}
      onClose={onClose}
    />
  );
}
