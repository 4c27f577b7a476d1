import { pathOf } from '@kinframe/contract';
import { BookImage, House, Images, type LucideIcon, MonitorPlay, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppRoute, openRoutes } from '../app/route-table.ts';
import styles from './PhoneLayout.module.css';
import { PHONE_TABS, type PhoneTab, phoneTabOf } from './phone-tabs.ts';

/** The icon above each tab's name (frames as elsewhere in the app: a screen that shows). */
const ICONS: Record<PhoneTab, LucideIcon> = {
  'family-home': House,
  library: Images,
  albums: BookImage,
  frames: MonitorPlay,
  members: Users,
};

/** The family sections at the bottom of a phone's screen, within reach of a thumb (those open to the account). */
export function PhoneTabBar({ route, hasPlus }: { route: AppRoute; hasPlus: boolean }) {
  const { t } = useTranslation();
  const current = phoneTabOf(route.path);
  return (
    <nav className={styles.tabBar} aria-label={t('nav.family')}>
      <ul className={styles.tabBarList}>
        {openRoutes(PHONE_TABS, hasPlus).map((tab) => {
          const Icon = ICONS[tab];
          return (
            <li key={tab}>
              <Link to={pathOf(tab)} className={styles.tabBarLink} aria-current={current === tab ? 'page' : undefined}>
                <Icon className={styles.tabBarIcon} size={24} strokeWidth={1.8} aria-hidden="true" />
                <span>{t(`nav.${tab}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
