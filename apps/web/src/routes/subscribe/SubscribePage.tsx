import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PlusPlans } from '../../components/plus/PlusPlans.tsx';
import { useCheckoutReturn } from '../../components/plus/use-checkout-return.ts';
import styles from './SubscribePage.module.css';

/** Where every account without Plus lands (spec section 4): the plans and how to get Plus. */
export function SubscribePage() {
  const { t } = useTranslation();
  const checkoutReturn = useCheckoutReturn();
  return (
    <>
      <PageHeader title={t('subscribe.heading')} description={t('subscribe.intro')} />
      {checkoutReturn === 'none' ? null : (
        <p className={styles.confirming} role="status">
          {checkoutReturn === 'confirming' ? t('subscribe.confirming') : t('subscribe.confirmingDelayed')}
        </p>
      )}
      <PlusPlans />
    </>
  );
}
