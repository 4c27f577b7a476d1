import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';
import styles from './DownloadAppDialog.module.css';

interface DownloadAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The frame player's address on this server: any tablet or TV with a browser becomes a frame there. */
export function framePlayerLink(origin = window.location.origin): string {
  return `${origin}/frame`;
}

/**
 * The get-the-app dialog of spec section 2. There is no app to download: a tablet or TV becomes a
 * frame by opening the frame player in its browser (installable through frame.webmanifest), then is
 * paired with the code it shows. The code here opens the player on the device that scans it; the
 * address is written out too, for a TV without a camera.
 */
export function DownloadAppDialog({ open, onOpenChange }: DownloadAppDialogProps) {
  const { t } = useTranslation();
  const link = framePlayerLink();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('downloadApp.title')} description={t('downloadApp.body')}>
      <div className={styles.layout}>
        <figure className={styles.code}>
          <QRCodeSVG value={link} size={168} marginSize={2} title={t('downloadApp.qrLabel', { link })} />
          <figcaption className={styles.link}>{link}</figcaption>
        </figure>
        <ol className={styles.steps}>
          <li>{t('downloadApp.stepOpen')}</li>
          <li>{t('downloadApp.stepInstall')}</li>
          <li>{t('downloadApp.stepPair')}</li>
        </ol>
      </div>
    </Dialog>
  );
}
