import { PLUS_BENEFITS } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import styles from './PlusPlans.module.css';

/** The Plus benefits of spec section 1, in its order; the numbers come from the contract's limits. */
export function PlusBenefits() {
  const { t } = useTranslation();
  return (
    <ul className={styles.benefits} aria-label={t('plus.benefitsLabel')}>
      {PLUS_BENEFITS.map(({ key, params }) => (
        <li key={key}>{t(`plus.benefits.${key}`, params)}</li>
      ))}
    </ul>
  );
}
