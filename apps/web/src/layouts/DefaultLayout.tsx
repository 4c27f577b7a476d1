import { FAMILY_TABS } from '../app/route-table.ts';
import { useSession } from '../app/session.ts';
import { EmailConfirmNotice } from '../components/EmailConfirmNotice.tsx';
import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { usePhoneLayout } from '../components/use-phone-layout.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './DefaultLayout.module.css';
import type { LayoutProps } from './layout-props.ts';
import { PhoneTabBar } from './PhoneTabBar.tsx';
import { SecondaryNavigation } from './SecondaryNavigation.tsx';

/**
 * The app: header with sections (for a Plus account, who may open them), the route's tabs, the screen.
 * On a phone the header is compact and the family sections are a tab bar at the bottom, which takes
 * the place of the family's tabs under the header.
 */
export function DefaultLayout({ route, children }: LayoutProps) {
  const hasPlus = useSession().state.tier === 'plus';
  const isPhone = usePhoneLayout();
  const hasTabBar = isPhone && hasPlus;
  const isWide = route.kind === 'screen' && route.isWide === true;
  const pageClass = [
    styles.page,
    isWide ? styles.widePage : '',
    isPhone ? styles.phonePage : '',
    hasTabBar ? styles.withTabBar : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={pageClass}>
      <AppHeader route={route} withSections={hasPlus} isCompact={isPhone} />
      {hasTabBar && route.navigation === FAMILY_TABS ? null : <SecondaryNavigation route={route} />}
      <LanguageNotice />
      <EmailConfirmNotice />
      <main className={isWide ? styles.wideMain : styles.main} id="main">
        {children}
      </main>
      {hasTabBar ? <PhoneTabBar route={route} /> : null}
    </div>
  );
}
