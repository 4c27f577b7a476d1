import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileQuery } from '../../api/account.ts';
import { pathOf, type RouteName } from '../../app/routes.tsx';
import { Button } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BetaLearnMoreDialog } from './BetaLearnMoreDialog.tsx';
import styles from './FamilyHomePage.module.css';

const PLACES: readonly RouteName[] = ['library', 'albums', 'frames', 'members'];

/** family-home: the beta-open announcement, and the ways into the family's rooms. */
export function FamilyHomePage() {
  const { t } = useTranslation();
  const firstName = useProfileQuery().data?.first_name;
  const [isLearnMoreOpen, setLearnMoreOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={firstName ? t('familyHome.greeting', { name: firstName }) : t('titles.family-home')}
        description={t('familyHome.intro')}
      />
      <section className={styles.announcement} aria-labelledby="beta-announcement">
        <div>
          <span className={styles.eyebrow}>{t('familyHome.beta.eyebrow')}</span>
          <h2 id="beta-announcement">{t('familyHome.beta.title')}</h2>
          <p>{t('familyHome.beta.body')}</p>
          <Button onClick={() => setLearnMoreOpen(true)}>{t('familyHome.beta.learnMore')}</Button>
        </div>
        <div className={styles.art} aria-hidden="true">
          <div className={`${styles.frame} ${styles.frameA}`} />
          <div className={`${styles.frame} ${styles.frameB}`} />
        </div>
      </section>
      <nav aria-label={t('familyHome.placesLabel')}>
        <ul className={styles.places}>
          {PLACES.map((place) => (
            <li key={place}>
              <Link className={styles.place} to={pathOf(place)}>
                <strong>{t(`nav.${place}`)}</strong>
                <span>{t(`familyHome.places.${place}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BetaLearnMoreDialog open={isLearnMoreOpen} onOpenChange={setLearnMoreOpen} />
    </>
  );
}
