import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppRoute, pathOf, SECTIONS } from '../app/routes.tsx';
import { AccountMenu } from '../components/AccountMenu.tsx';
import { Logo } from '../components/Logo.tsx';
import { NotificationsBell } from '../components/notifications/NotificationsBell.tsx';
import styles from './AppHeader.module.css';

interface AppHeaderProps {
  route: AppRoute;
  /** The section links and notifications: only for a Plus account, who may open them. */
  withSections: boolean;
}

/** The app's header: the product, the top-level sections (spec section 1), and the account menu. */
export function AppHeader({ route, withSections }: AppHeaderProps) {
  const { t } = useTranslation();
  const current = SECTIONS.find((section) => section.tabs === route.navigation);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Logo />
        {withSections ? (
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
          <AccountMenu isActive={current?.key === 'account'} />
        </div>
      </div>
    </header>
  );
}
