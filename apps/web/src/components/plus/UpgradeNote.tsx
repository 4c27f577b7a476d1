import { useTranslation } from 'react-i18next';
import { useBillingPlansQuery } from '../../api/billing.ts';
import styles from './PlusPlans.module.css';

/** An address people can follow: mail, a web page, a phone number; anything else is read as written. */
function ContactLink({ contact }: { contact: string }) {
  if (/^[^\s@]+@[^\s@]+$/.test(contact)) return <a href={`mailto:${contact}`}>{contact}</a>;
  if (/^https?:\/\/\S+$/i.test(contact)) {
    return (
      <a href={contact} target="_blank" rel="noopener noreferrer">
        {contact}
      </a>
    );
  }
  if (/^\+?[\d\s().-]{6,}$/.test(contact)) return <a href={`tel:${contact.replace(/[^\d+]/g, '')}`}>{contact}</a>;
  return <>{contact}</>;
}

/**
 * How a person without online payment gets Plus: through the contact-us form when this Kinframe
 * has one, else from whoever runs it, named and reachable as configured (OPERATOR_NAME,
 * OPERATOR_CONTACT), else from its owner (the first account made on it), by name. Never a button
 * that leads nowhere, and never a dead end.
 */
export function UpgradeNote() {
  const { t } = useTranslation();
  const contact = useBillingPlansQuery().data?.contact;
  if (!contact) return null;
  if (contact.isAvailable) return <p className={styles.note}>{t('plus.contactToUpgrade')}</p>;
  const { operator, owner } = contact;
  return (
    <div className={styles.note}>
      <p>{operator.name ? t('plus.operator.runBy', { name: operator.name }) : t('plus.operator.runByUnnamed')}</p>
      {operator.contact ? (
        <p>
          {t('plus.operator.reach')} <ContactLink contact={operator.contact} />
        </p>
      ) : owner ? (
        <p>{t('plus.operator.askOwner', { owner })}</p>
      ) : null}
    </div>
  );
}
