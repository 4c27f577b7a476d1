import {
  CONNECTOR_NAMES,
  NO_CAPABILITIES,
  type OfferedBenefit,
  offeredBenefits,
  toLanguageTag,
} from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../../api/account.ts';
import { formatNumber } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './PlusPlans.module.css';

/** A benefit's text, its numbers in the reader's way and the providers it names ("Dropbox or Google Photos"). */
function benefitText(t: TFunction, { key, params, providers }: OfferedBenefit): string {
  const locale = currentLocale();
  const numbers = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, formatNumber(value, locale)]),
  );
  const names = new Intl.ListFormat(toLanguageTag(locale), { type: 'disjunction' }).format(
    providers.map((provider) => CONNECTOR_NAMES[provider]),
  );
  return t(`plus.benefits.${key}`, { ...numbers, providers: names });
}

/**
 * The Plus benefits of spec section 1 that this Kinframe gives, in the spec's order: the trial only
 * where Plus is paid for online, connected albums only from the providers the server has set up
 * (until the server has said which, none). The numbers come from the contract's limits and the
 * server's settings.
 */
export function PlusBenefits({ canPayOnline }: { canPayOnline: boolean }) {
  const { t } = useTranslation();
  const capabilities = useAppConfigQuery().data?.capabilities ?? NO_CAPABILITIES;
  return (
    <ul className={styles.benefits} aria-label={t('plus.benefitsLabel')}>
      {offeredBenefits({ canPayOnline, capabilities }).map((benefit) => (
        <li key={benefit.key}>{benefitText(t, benefit)}</li>
      ))}
    </ul>
  );
}
