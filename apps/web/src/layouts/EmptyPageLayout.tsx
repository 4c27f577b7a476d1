import { useHasPlus } from '../app/session.ts';
import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { usePhoneLayout } from '../components/use-phone-layout.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './EmptyPageLayout.module.css';
import type { LayoutProps } from './layout-props.ts';

/** A page on its own, without the app's sections: the subscribe page, which Lite accounts reach. */
export function EmptyPageLayout({ route, children }: LayoutProps) {
  const isPhone = usePhoneLayout();
  const hasPlus = useHasPlus();
  return (
    <div className={styles.page}>
      <AppHeader route={route} hasPlus={hasPlus} withSections={false} isCompact={isPhone} />
      <LanguageNotice />
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
