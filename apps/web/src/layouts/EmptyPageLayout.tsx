import { LanguageNotice } from '../components/LanguageNotice.tsx';
import { usePhoneLayout } from '../components/use-phone-layout.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './EmptyPageLayout.module.css';
import type { LayoutProps } from './layout-props.ts';

/** A page on its own, without the app's sections: the subscribe page, which Lite accounts reach. */
export function EmptyPageLayout({ route, children }: LayoutProps) {
  const isPhone = usePhoneLayout();
  return (
    <div className={styles.page}>
      <AppHeader route={route} withSections={false} isCompact={isPhone} />
      <LanguageNotice />
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
