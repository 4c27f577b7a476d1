import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../components/LanguageSelect.tsx';
import { Logo } from '../components/Logo.tsx';
import styles from './AuthenticationLayout.module.css';
import type { LayoutProps } from './layout-props.ts';

/** Login, sign-up and password pages: the product's story on one side, the form on the other. */
export function AuthenticationLayout({ children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.story} aria-label={t('auth.storyLabel')}>
        <div>
          <Logo />
          <p className={styles.tagline}>{t('auth.tagline')}</p>
          <p className={styles.lede}>{t('auth.lede')}</p>
        </div>
        <div className={styles.frames} aria-hidden="true">
          <div className={`${styles.frame} ${styles.frameA}`} />
          <div className={`${styles.frame} ${styles.frameB}`} />
          <div className={`${styles.frame} ${styles.frameC}`} />
        </div>
      </aside>
      <div className={styles.side}>
        <main className={styles.main} id="main">
          <div className={styles.card}>{children}</div>
        </main>
        <footer className={styles.footer}>
          <span>{t('auth.footer', { year: new Date().getFullYear() })}</span>
          <div className={styles.language}>
            <LanguageSelect />
          </div>
        </footer>
      </div>
    </div>
  );
}
