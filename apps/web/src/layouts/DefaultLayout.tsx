import { useSession } from '../app/session.ts';
import { EmailConfirmNotice } from '../components/EmailConfirmNotice.tsx';
import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './DefaultLayout.module.css';
import type { LayoutProps } from './layouts.tsx';
import { SecondaryNavigation } from './SecondaryNavigation.tsx';

/** The app: header with sections (for a Plus account, who may open them), the route's tabs, the screen. */
export function DefaultLayout({ route, children }: LayoutProps) {
  const hasPlus = useSession().state.tier === 'plus';
  return (
    <div className={styles.page}>
      <AppHeader route={route} withSections={hasPlus} />
      <SecondaryNavigation route={route} />
      <LanguageNotice />
      <EmailConfirmNotice />
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
