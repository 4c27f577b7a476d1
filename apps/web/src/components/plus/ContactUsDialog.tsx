import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';

/** The contact-us modal: upgrading goes through the people who run this Kinframe (spec section 1). */
export function ContactUsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('plus.contact.title')}
      description={t('plus.contact.body')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
    >
      <p>{t('plus.contact.formLater')}</p>
    </Dialog>
  );
}
