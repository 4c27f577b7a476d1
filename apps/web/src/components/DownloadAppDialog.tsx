import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';
import styles from './DownloadAppDialog.module.css';
import { usePhoneLayout } from './use-phone-layout.ts';

interface DownloadAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The download-the-app dialog of spec section 2. Kinframe's phone app is this web app, installed
 * from the browser (its manifest and service worker): on a computer the code opens it on the phone;
 * on the phone itself, where a code to scan is no use, the text says how to add it to the home screen.
 */
export function DownloadAppDialog({ open, onOpenChange }: DownloadAppDialogProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const appLink = window.location.origin;
  if (isPhone) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('downloadApp.title')}
        description={t('downloadApp.onPhone')}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('downloadApp.title')} description={t('downloadApp.body')}>
      <figure className={styles.code}>
        <QRCodeSVG value={appLink} size={184} marginSize={2} title={t('downloadApp.qrLabel', { link: appLink })} />
        <figcaption className={styles.link}>{appLink}</figcaption>
      </figure>
    </Dialog>
  );
}
