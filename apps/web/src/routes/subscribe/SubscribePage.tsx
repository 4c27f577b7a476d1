import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PlusPlans } from '../../components/plus/PlusPlans.tsx';
import { useCheckoutReturn } from '../../components/plus/use-checkout-return.ts';
import { EXPORT_PATH } from '../library/LiteNotice.tsx';
import styles from './SubscribePage.module.css';

/**
 * Where every account without Plus lands (spec section 4): the plans and how to get Plus, and the
 * way to its own photos, which it can always see, download and export: never a dead end.
 */
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
      <section className={styles.yourPhotos} aria-labelledby="your-photos">
        <div>
          <h2 id="your-photos">{t('subscribe.yourPhotos.title')}</h2>
          <p>{t('subscribe.yourPhotos.body')}</p>
        </div>
        <div className={styles.links}>
          <ButtonLink to={pathOf('library')}>{t('subscribe.yourPhotos.library')}</ButtonLink>
          <ButtonLink variant="secondary" to={EXPORT_PATH}>
            {t('settings.export.start')}
          </ButtonLink>
        </div>
      </section>
      <PlusPlans />
    </>
  );
}
