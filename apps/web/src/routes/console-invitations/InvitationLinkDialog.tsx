import type { CreatedInvitation } from '@kinframe/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from '../console/Console.module.css';
import invitationStyles from './Invitations.module.css';

/**
 * The invitation just made, with its link as text to copy and as a QR code to scan: the one time
 * the link is shown, since the server keeps only a hash of it.
 */
export function InvitationLinkDialog({ invitation, onClose }: { invitation: CreatedInvitation; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { link } = invitation;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ type: 'success', content: t('invitations.link.copied') });
    } catch {
      // Without clipboard permission the link stays selectable in the dialog.
      notify({ type: 'error', content: t('invitations.link.copyFailed') });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('invitations.link.title')}
      description={
        invitation.email ? t('invitations.link.mailed', { email: invitation.email }) : t('invitations.link.share')
      }
      footer={<Button onClick={onClose}>{t('invitations.link.done')}</Button>}
    >
      <div className={invitationStyles.share}>
        <figure className={invitationStyles.code}>
          <QRCodeSVG value={link} size={168} marginSize={2} title={t('invitations.link.qrLabel', { link })} />
        </figure>
        <div className={invitationStyles.link}>
          <code className={invitationStyles.linkText}>{link}</code>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('invitations.link.copy')}
          </Button>
          <p className={styles.hint}>{t('invitations.link.onlyNow')}</p>
        </div>
      </div>
    </Dialog>
  );
}
