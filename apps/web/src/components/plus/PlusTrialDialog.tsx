import { LIMITS, toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useBillingPlansQuery } from '../../api/billing.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { FormAlert } from '../FormAlert.tsx';
import { PlusBenefits } from './PlusBenefits.tsx';
import styles from './PlusPlans.module.css';
import { trialTermsText } from './plus-offer.ts';
import { UpgradeNote } from './UpgradeNote.tsx';
import { useStartCheckout } from './use-checkout.ts';

interface PlusTrialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContactUs: () => void;
}

/**
 * The plus-trial modal: what Plus gives, what it costs, and the day the paid plan starts. With
 * Stripe it starts Checkout; on a server without online payment it says to contact us instead.
 */
export function PlusTrialDialog({ open, onOpenChange, onContactUs }: PlusTrialDialogProps) {
  const { t } = useTranslation();
  const plans = useBillingPlansQuery();
  const checkout = useStartCheckout();
  const tag = toLanguageTag(currentLocale());
  const canPayOnline = plans.data?.provider === 'stripe';
  const hasTrial = plans.data?.trial.isAvailable ?? true;
  const days = plans.data?.trial.days;
  const hasContactForm = plans.data?.contact.isAvailable ?? false;

  const action = !plans.data ? null : canPayOnline ? (
    <Button disabled={checkout.isBusy} onClick={() => checkout.mutate()}>
      {checkout.isBusy ? t('plus.trial.starting') : hasTrial ? t('plus.trial.start') : t('plus.trial.subscribe')}
    </Button>
  ) : hasContactForm ? (
    <Button onClick={onContactUs}>{t('plus.contactUs')}</Button>
  ) : null;

  const handleOpenChange = (isOpen: boolean) => {
    // A failed start is not shown again the next time the offer opens.
    if (!isOpen) checkout.reset();
    onOpenChange(isOpen);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={hasTrial ? t('plus.trial.title', { days: days ?? LIMITS.trialDays }) : t('plus.trial.titleWithoutTrial')}
      description={trialTermsText(t, plans.data, tag)}
      footer={
        <>
          <Button variant="secondary" onClick={() => handleOpenChange(false)}>
            {t('common.close')}
          </Button>
          {action}
        </>
      }
    >
      <FormAlert
        messages={[plans.error, checkout.error].flatMap((error, index) =>
          error ? [{ id: `offer-${index}`, message: errorText(t, error) }] : [],
        )}
      />
      <PlusBenefits canPayOnline={canPayOnline} />
      {canPayOnline ? <p className={styles.muted}>{t('plus.trial.renewal')}</p> : null}
      {plans.data && !canPayOnline ? <UpgradeNote /> : null}
    </Dialog>
  );
}
