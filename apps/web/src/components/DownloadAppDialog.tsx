import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';
import styles from './DownloadAppDialog.module.css';

interface DownloadAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The download-the-app dialog of spec section 2. There are no phone apps yet, so the code opens
 * this web app, and the text says so.
 */
export function DownloadAppDialog({ open, onOpenChange }: DownloadAppDialogProps) {
  const { t } = useTranslation();
  const appLink = window.location.origin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('downloadApp.title')} description={t('downloadApp.body')}>
      <figure className={styles.code}>
        <QRCodeSVG value={appLink} size={184} marginSize={2} title={t('downloadApp.qrLabel', { link: appLink })} />
        <figcaption className={styles.link}>{appLink}</figcaption>
      </figure>
    </Dialog>
  );
}
