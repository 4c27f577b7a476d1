import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../app/routes.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';

/** Connecting a Dropbox album (dropboxAlbumConnect): the connector is not built yet, and it says so. */
export function DropboxConnectDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => navigate(pathOf('albums'));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('titles.dropboxAlbumConnect')}
      description={t('albums.dropboxConnect.body')}
      footer={<Button onClick={close}>{t('common.close')}</Button>}
    />
  );
}
