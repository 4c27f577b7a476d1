import { PLUS_PLAN, toLanguageTag } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingPlansQuery } from '../../api/billing.ts';
import { useSession } from '../../app/session.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { ContactUsDialog } from './ContactUsDialog.tsx';
import { PlusBenefits } from './PlusBenefits.tsx';
import styles from './PlusPlans.module.css';
import { PlusTrialDialog } from './PlusTrialDialog.tsx';
import { formatPlanPrice, perPeriodText } from './plus-offer.ts';
import { UpgradeNote } from './UpgradeNote.tsx';

/** Lite and Plus side by side, with the trial and contact-us modals (spec sections 1 and 2). */
export function PlusPlans({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const tier = useSession().state.tier;
  const plans = useBillingPlansQuery().data;
  const [openDialog, setOpenDialog] = useState<'trial' | 'contact' | null>(null);
  const plan = plans?.plan ?? PLUS_PLAN;
  const hasTrial = plans?.trial.isAvailable ?? true;
  const canPayOnline = plans?.provider === 'stripe';
  const hasContactForm = plans?.contact.isAvailable ?? false;
  const days = plans?.trial.days;
  const price = formatPlanPrice(plan, toLanguageTag(currentLocale()));
  const per = perPeriodText(t, plan);
  const dialogSetter = (dialog: 'trial' | 'contact') => (open: boolean) => setOpenDialog(open ? dialog : null);

  return (
    <>
      <div className={`${styles.plans} ${compact ? styles.compact : ''}`}>
        {compact ? null : (
          <section className={styles.plan} aria-labelledby="plan-lite">
            <div className={styles.planName}>
              <h2 id="plan-lite">{t('plus.lite.name')}</h2>
              {tier === 'lite' ? <span className={styles.badge}>{t('plus.currentPlan')}</span> : null}
            </div>
            <p className={styles.price}>{t('plus.lite.price')}</p>
            <p className={styles.muted}>{t('plus.lite.about')}</p>
          </section>
        )}
        <section className={`${styles.plan} ${styles.plus}`} aria-labelledby="plan-plus">
          <div className={styles.planName}>
            <h2 id="plan-plus">{t('plus.name')}</h2>
            {tier === 'plus' ? <span className={styles.badge}>{t('plus.currentPlan')}</span> : null}
          </div>
          {/* Without online payment the operator switches accounts to Plus: no price to pay here. */}
          {canPayOnline ? (
            <p className={styles.price}>
              {price} <span className={styles.per}>{per}</span>
            </p>
          ) : null}
          {canPayOnline && days !== undefined && hasTrial ? (
            <p className={styles.muted}>{t('plus.trialLine', { days, price, per })}</p>
          ) : null}
          <PlusBenefits canPayOnline={canPayOnline} />
          <div className={styles.actions}>
            {!plans || canPayOnline ? (
              <Button onClick={() => setOpenDialog('trial')}>
                {hasTrial && days !== undefined ? t('plus.startTrial', { days }) : t('plus.getPlus')}
              </Button>
            ) : hasContactForm ? (
              <Button onClick={() => setOpenDialog('contact')}>{t('plus.contactUs')}</Button>
            ) : null}
          </div>
        </section>
      </div>
      {plans && !canPayOnline ? <UpgradeNote /> : null}
      <PlusTrialDialog
        open={openDialog === 'trial'}
        onOpenChange={dialogSetter('trial')}
        onContactUs={() => setOpenDialog('contact')}
      />
      <ContactUsDialog open={openDialog === 'contact'} onOpenChange={dialogSetter('contact')} />
    </>
  );
}
