import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PlusPlans } from '../../components/plus/PlusPlans.tsx';

/** Where every account without Plus lands (spec section 4): the plans and how to get Plus. */
export function SubscribePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('subscribe.heading')} description={t('subscribe.intro')} />
      <PlusPlans />
    </>
  );
}
