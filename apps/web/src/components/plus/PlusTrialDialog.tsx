import { LIMITS, toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { PlusBenefits } from './PlusBenefits.tsx';
import styles from './PlusPlans.module.css';
import { formatPlusPrice, paidPlanStart } from './plus-offer.ts';

interface PlusTrialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContactUs: () => void;
}

/** The plus-trial modal: what Plus gives, what it costs, and the day the paid plan would start. */
export function PlusTrialDialog({ open, onOpenChange, onContactUs }: PlusTrialDialogProps) {
  const { t } = useTranslation();
  const tag = toLanguageTag(currentLocale());
  const startDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(paidPlanStart());
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('plus.trial.title', { days: LIMITS.trialDays })}
      description={t('plus.trial.terms', { days: LIMITS.trialDays, price: formatPlusPrice(tag), date: startDate })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button onClick={onContactUs}>{t('plus.contactUs')}</Button>
        </>
      }
    >
      <PlusBenefits />
      <p className={styles.muted}>{t('plus.trial.renewal')}</p>
      <p className={styles.note}>{t('plus.billingLater')}</p>
    </Dialog>
  );
}
