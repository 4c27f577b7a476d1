import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { AppRoute } from '../app/route-table.ts';
import styles from './DefaultLayout.module.css';

/** The route's secondary navigation list (spec section 2), as tabs under the header. */
export function SecondaryNavigation({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  if (route.navigation.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={t('nav.secondaryLabel')}>
      <ul className={styles.tabList}>
        {route.navigation.map((name) => (
          <li key={name}>
            <NavLink to={pathOf(name)} className={styles.tab}>
              {t(`nav.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
