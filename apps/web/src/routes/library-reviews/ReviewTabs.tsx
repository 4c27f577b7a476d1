import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useReviewCountsQuery } from '../../api/reviews.ts';
import styles from './Reviews.module.css';

/** The way back to the library, and the two reviews side by side, each with how many wait in it. */
export function ReviewTabs() {
  const { t } = useTranslation();
  const counts = useReviewCountsQuery().data;
  const badge = (count: number | undefined) =>
    count ? (
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    ) : null;
  return (
    <>
      <Link to={pathOf('library')} className={styles.back}>
        {t('library.backToLibrary')}
      </Link>
      <nav className={styles.tabs} aria-label={t('library.reviews.label')}>
        <NavLink to={pathOf('library-duplicates')} className={styles.tab}>
          {t('library.reviews.duplicates.title')}
          {badge(counts?.duplicateGroups)}
        </NavLink>
        <NavLink to={pathOf('library-unfit')} className={styles.tab}>
          {t('library.reviews.unfit.title')}
          {badge(counts?.unfit)}
        </NavLink>
      </nav>
    </>
  );
}
