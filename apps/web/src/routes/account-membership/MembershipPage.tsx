import { type Membership, toLanguageTag } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembershipQuery } from '../../api/billing.ts';
import { Button } from '../../components/Button.tsx';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContactUsDialog } from '../../components/plus/ContactUsDialog.tsx';
import { formatPlanPrice, perPeriodText } from '../../components/plus/plus-offer.ts';
import { useOpenBillingPortal } from '../../components/plus/use-checkout.ts';
import { useCheckoutReturn } from '../../components/plus/use-checkout-return.ts';
import { formatGigabytes, formatLongDate, formatNumber } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './MembershipPage.module.css';
import { membershipStatusText } from './membership-status.ts';

/** The membership as the server has it: plan, state, dates and what it includes (spec section 2). */
export function MembershipPage() {
  const { t } = useTranslation();
  const membership = useMembershipQuery();
  // Stripe Checkout returns here: the welcome (or "cancelled") toast.
  useCheckoutReturn();
  return (
    <>
      <PageHeader
        description={t('membership.description')}
        actions={membership.data ? <ManageMembership membership={membership.data} /> : null}
      />
      {membership.error ? (
        <FormAlert messages={[{ id: 'membership', message: errorText(t, membership.error) }]} />
      ) : null}
      {membership.data ? <MembershipDetails membership={membership.data} /> : null}
    </>
  );
}

function MembershipDetails({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const tag = toLanguageTag(locale);
  const date = (iso: string | null) => (iso ? formatLongDate(iso, tag) : t('membership.noDate'));
  const status = membershipStatusText(membership);
  const { usage, plan } = membership;
  const hasPlus = membership.tier === 'plus';
  const price =
    membership.tier === 'plus' ? `${formatPlanPrice(plan, tag)} ${perPeriodText(t, plan)}` : t('membership.free');

  return (
    <div className={detailsStyles.stack}>
      <DetailsCard
        title={t('membership.planTitle')}
        details={[
          { key: 'plan', label: t('membership.plan'), value: t(`membership.tiers.${membership.tier}`) },
          { key: 'price', label: t('membership.price'), value: price },
          {
            key: 'status',
            label: t('membership.status'),
            value: t(`membership.statusText.${status.key}`, { date: status.date ? date(status.date) : '' }),
          },
          { key: 'billing', label: t('membership.nextBilling'), value: date(membership.nextBillingDate) },
        ]}
      />
      <DetailsCard
        title={t('membership.includedTitle')}
        details={[
          {
            key: 'photos',
            label: t('membership.photoStorage'),
            value: usage.hasUnlimitedPhotoStorage ? t('membership.unlimited') : t('membership.keptToView'),
          },
          {
            key: 'sharedAlbums',
            label: t('membership.sharedAlbums'),
            value: formatNumber(usage.sharedAlbums, locale),
          },
          {
            key: 'frames',
            label: t('membership.frames'),
            // Lite keeps its frames showing but adds none: no limit to count towards.
            value: hasPlus
              ? t('membership.countOfMax', {
                  count: formatNumber(usage.frames.count, locale),
                  max: formatNumber(usage.frames.max, locale),
                })
              : t('membership.framesKept', { count: formatNumber(usage.frames.count, locale) }),
          },
          {
            key: 'videos',
            label: t('membership.videoStorage'),
            value: !hasPlus ? (
              t('membership.videosKept', { used: formatGigabytes(usage.videoStorage.usedBytes, locale) })
            ) : (
              <span className={styles.storage}>
                {t('membership.storageUsed', {
                  used: formatGigabytes(usage.videoStorage.usedBytes, locale),
                  total: formatGigabytes(usage.videoStorage.totalBytes, locale),
                })}
                <progress
                  className={styles.meter}
                  max={100}
                  value={usage.videoStorage.percentage}
                  aria-label={t('membership.storagePercent', { percent: usage.videoStorage.percentage })}
                />
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * Changing or cancelling the plan: Stripe's customer portal when this account pays through Stripe;
 * otherwise the people who run this Kinframe set plans, so the contact-us form.
 */
function ManageMembership({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const [isContactOpen, setContactOpen] = useState(false);
  const portal = useOpenBillingPortal();

  if (membership.provider === 'stripe' && membership.canManageBilling) {
    return (
      <div className={styles.manage}>
        <Button disabled={portal.isBusy} onClick={() => portal.mutate()}>
          {t('membership.manage')}
        </Button>
        {portal.error ? (
          <p role="alert" className={styles.error}>
            {errorText(t, portal.error)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.manage}>
      <Button variant="secondary" onClick={() => setContactOpen(true)}>
        {t('plus.contactUs')}
      </Button>
      <p className={styles.hint}>{t('membership.contactToChange')}</p>
      <ContactUsDialog open={isContactOpen} onOpenChange={setContactOpen} />
    </div>
  );
}
