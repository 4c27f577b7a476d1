import { FAMILY_TABS } from '../app/route-table.ts';
import { useHasPlus } from '../app/session.ts';
import { EmailConfirmNotice } from '../components/EmailConfirmNotice.tsx';
import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { UploadPanel } from '../components/uploads/UploadPanel.tsx';
import { usePhoneLayout } from '../components/use-phone-layout.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './DefaultLayout.module.css';
import type { LayoutProps } from './layout-props.ts';
import { PhoneTabBar } from './PhoneTabBar.tsx';
import { SecondaryNavigation } from './SecondaryNavigation.tsx';

/**
 * The app: header with sections, the route's tabs, the screen; each shows the account only where it
 * may go (without Plus: its photos, Trash and frames, and its account).
 * On a phone the header is compact and the family sections are a tab bar at the bottom, which takes
 * the place of the family's tabs under the header.
 */
export function DefaultLayout({ route, children }: LayoutProps) {
  const hasPlus = useHasPlus();
  const isPhone = usePhoneLayout();
  const hasTabBar = isPhone;
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
      <AppHeader route={route} hasPlus={hasPlus} isCompact={isPhone} />
      {hasTabBar && route.navigation === FAMILY_TABS ? null : <SecondaryNavigation route={route} hasPlus={hasPlus} />}
      <OfflineNotice />
      <LanguageNotice />
      <EmailConfirmNotice />
      <main className={isWide ? styles.wideMain : styles.main} id="main">
        {children}
      </main>
      <UploadPanel />
      {hasTabBar ? <PhoneTabBar route={route} hasPlus={hasPlus} /> : null}
    </div>
  );
}
