import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route.ts';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  /** Defaults to the route's own title, so the heading and the document title agree. */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1>{title ?? t(route.titleKey)}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
