import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="var(--color-accent)" />
      <rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="#fff8f0" strokeWidth="2.5" />
      <circle cx="13" cy="13" r="2" fill="#fff8f0" />
      <path d="M9.5 22l5-5 3 3 2-2 3.5 4" fill="none" stroke="#fff8f0" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The product's name and mark, linking home (the guard decides where home is for this person). */
export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.logo}>
      <LogoMark />
      <span>{t('app.name')}</span>
    </Link>
  );
}
