import { renewalFrequencyOf, type Subscription, tierOf, toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useFeaturesQuery, videoStorageTotalGb } from '../../api/queries.ts';
import { useSession } from '../../app/session.ts';
import { type Detail, DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { currentLocale } from '../../i18n/i18n.ts';

function useFormatDate() {
  const tag = toLanguageTag(currentLocale());
  return (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso)) : '—';
}

/** The membership as the server has it: plan, state, dates, storage (spec section 2). */
export function MembershipPage() {
  const { t } = useTranslation();
  const { subscription } = useSession();
  const features = useFeaturesQuery().data;
  const formatDate = useFormatDate();

  const planDetails = (plan: Subscription): Detail[] => [
    { key: 'plan', label: t('membership.plan'), value: t(`membership.tiers.${tierOf(plan)}`) },
    { key: 'status', label: t('membership.status'), value: t(`membership.statuses.${plan.status}`) },
    { key: 'renewal', label: t('membership.renewal'), value: t(`membership.frequencies.${renewalFrequencyOf(plan)}`) },
    { key: 'trial', label: t('membership.trialStart'), value: formatDate(plan.trialStartDate) },
    { key: 'billing', label: t('membership.nextBilling'), value: formatDate(plan.nextBillingDate) },
  ];

  return (
    <>
      <PageHeader description={t('membership.description')} />
      <div className={detailsStyles.stack}>
        <DetailsCard
          title={t('membership.planTitle')}
          details={subscription ? planDetails(subscription) : []}
          note={subscription ? undefined : t('membership.none')}
        />
        <DetailsCard
          title={t('membership.storageTitle')}
          details={[
            { key: 'photos', label: t('membership.photoStorage'), value: t('membership.unlimited') },
            {
              key: 'videos',
              label: t('membership.videoStorage'),
              value: features ? t('membership.gigabytes', { gb: videoStorageTotalGb(features) }) : '…',
            },
          ]}
          note={t('membership.countsLater')}
        />
      </div>
    </>
  );
}
