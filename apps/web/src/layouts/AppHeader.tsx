import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppRoute, SECTIONS } from '../app/route-table.ts';
import { AccountMenu } from '../components/AccountMenu.tsx';
import { Logo } from '../components/Logo.tsx';
import { NotificationsBell } from '../components/notifications/NotificationsBell.tsx';
import styles from './AppHeader.module.css';

const PHONE_MENU_SECTIONS = SECTIONS.filter((section) => section.key === 'hub' || section.key === 'create');

interface AppHeaderProps {
  route: AppRoute;
  /** The section links and notifications: only for a Plus account, who may open them. */
  withSections: boolean;
  /** The phone's header: the product, the bell and the account; the sections are elsewhere. */
  isCompact?: boolean;
}

/** The app's header: the product, the top-level sections (spec section 1), and the account menu. */
export function AppHeader({ route, withSections, isCompact = false }: AppHeaderProps) {
  const { t } = useTranslation();
  const current = SECTIONS.find((section) => section.tabs === route.navigation);
  // On a phone the family's sections are the tab bar; the others move into the account menu.
  const menuSections = isCompact && withSections ? PHONE_MENU_SECTIONS : [];
  return (
    <header className={`${styles.header} ${isCompact ? styles.compact : ''}`}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Logo />
        {withSections && !isCompact ? (
          <nav className={styles.sections} aria-label={t('nav.sectionsLabel')}>
            {SECTIONS.filter((section) => section.key !== 'account').map((section) => (
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
          {withSections ? <NotificationsBell /> : null}
          <AccountMenu isActive={current?.key === 'account'} isCompact={isCompact} sections={menuSections} />
        </div>
      </div>
    </header>
  );
}
