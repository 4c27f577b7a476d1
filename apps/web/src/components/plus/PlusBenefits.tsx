import { useTranslation } from 'react-i18next';
import styles from './PlusPlans.module.css';
import { PLUS_BENEFITS } from './plus-offer.ts';

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
