import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppRoute, openSections } from '../app/route-table.ts';
import { AccountMenu } from '../components/AccountMenu.tsx';
import { Logo } from '../components/Logo.tsx';
import { NotificationsBell } from '../components/notifications/NotificationsBell.tsx';
import { SearchBox } from '../components/search/SearchBox.tsx';
import styles from './AppHeader.module.css';

interface AppHeaderProps {
  route: AppRoute;
  /** Plus opens every section and has notifications; without it, the sections open to it only. */
  hasPlus: boolean;
  /** The sections and notifications; a page on its own (subscribe, a gift's link) goes without. */
  withSections?: boolean;
  /** The phone's header: the product, the bell and the account; the sections are elsewhere. */
  isCompact?: boolean;
}

/** The app's header: the product, the top-level sections (spec section 1), and the account menu. */
export function AppHeader({ route, hasPlus, withSections = true, isCompact = false }: AppHeaderProps) {
  const { t } = useTranslation();
  const sections = withSections ? openSections(hasPlus) : [];
  const current = sections.find((section) => section.tabs === route.navigation);
  // On a phone the family's sections are the tab bar; the others move into the account menu.
  const menuSections = isCompact ? sections.filter((section) => section.key === 'hub' || section.key === 'create') : [];
  return (
    <header className={`${styles.header} ${isCompact ? styles.compact : ''}`}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Logo />
        {withSections && !isCompact ? (
          <nav className={styles.sections} aria-label={t('nav.sectionsLabel')}>
            {sections
              .filter((section) => section.key !== 'account')
              .map((section) => (
                <Link
                  key={section.key}
                  to={pathOf(section.to)}
                  className={`${styles.section} ${current === section ? styles.sectionActive : ''}`}
                  aria-current={current === section ? 'true' : undefined}
                >
                  {t(`nav.${section.key}`)}
                </Link>
              ))}
          </nav>
        ) : null}
        <div className={styles.actions}>
          {/* Plus's: search reaches shared albums. On a phone it sits on the library's screen. */}
          {withSections && hasPlus && !isCompact ? <SearchBox /> : null}
          {withSections && hasPlus ? <NotificationsBell /> : null}
          <AccountMenu isActive={current?.key === 'account'} isCompact={isCompact} sections={menuSections} />
        </div>
      </div>
    </header>
  );
}
