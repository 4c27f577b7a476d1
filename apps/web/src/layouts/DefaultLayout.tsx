import { EmailConfirmNotice } from '../components/EmailConfirmNotice.tsx';
import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './DefaultLayout.module.css';
import type { LayoutProps } from './layouts.tsx';
import { SecondaryNavigation } from './SecondaryNavigation.tsx';

/** The app for a Plus account: header with sections, the route's tabs, the screen. */
export function DefaultLayout({ route, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <AppHeader route={route} withSections />
      <SecondaryNavigation route={route} />
      <LanguageNotice />
      <EmailConfirmNotice />
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
