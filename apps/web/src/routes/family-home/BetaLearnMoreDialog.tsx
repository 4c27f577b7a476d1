import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import styles from './FamilyHomePage.module.css';

const COMING = ['library', 'albums', 'frames', 'members'] as const;

/** The learn-more modal of the beta announcement: what the beta is, and what is still arriving. */
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
        {COMING.map((part) => (
          <li key={part}>{t(`familyHome.learnMore.coming.${part}`)}</li>
        ))}
      </ul>
      <p>{t('familyHome.learnMore.feedback')}</p>
    </Dialog>
  );
}
