import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import styles from './FamilyHomePage.module.css';

/** What Kinframe does now that it did not at the beta's start: each line is there to be used today. */
const NEW = ['library', 'viewer', 'albums', 'frames', 'phone', 'mail', 'hub', 'create', 'languages'] as const;

/** The learn-more modal of the beta announcement: a short "What's new". */
export function BetaLearnMoreDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('familyHome.learnMore.title')}
      description={t('familyHome.learnMore.intro')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('familyHome.learnMore.done')}</Button>}
    >
      <ul className={styles.list}>
        {NEW.map((part) => (
          <li key={part}>{t(`familyHome.learnMore.new.${part}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
