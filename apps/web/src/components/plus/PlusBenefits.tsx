import { offeredBenefits } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import styles from './PlusPlans.module.css';

/**
 * The Plus benefits of spec section 1 that this Kinframe gives, in the spec's order (the trial only
 * where Plus is paid for online); the numbers come from the contract's limits.
 */
export function PlusBenefits({ canPayOnline }: { canPayOnline: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.benefits} aria-label={t('plus.benefitsLabel')}>
      {offeredBenefits(canPayOnline).map(({ key, params }) => (
        <li key={key}>{t(`plus.benefits.${key}`, params)}</li>
      ))}
    </ul>
  );
}
