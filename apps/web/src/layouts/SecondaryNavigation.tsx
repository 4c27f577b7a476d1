import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type AppRoute, openRoutes } from '../app/route-table.ts';
import styles from './DefaultLayout.module.css';

/** The route's secondary navigation list (spec section 2), as tabs under the header: those open to the account. */
export function SecondaryNavigation({ route, hasPlus }: { route: AppRoute; hasPlus: boolean }) {
  const { t } = useTranslation();
  const tabs = openRoutes(route.navigation, hasPlus);
  if (tabs.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={t('nav.secondaryLabel')}>
      <ul className={styles.tabList}>
        {tabs.map((name) => (
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
