import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route.ts';
import { EmptyState } from './EmptyState.tsx';
import { PageHeader } from './PageHeader.tsx';

/**
 * A screen whose features arrive in a later step of the beta: its title, a sentence on what it will
 * do, and an honest empty state, all from `screens.<route name>` (never made-up content).
 */
export function RoutePlaceholder({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const { name } = useCurrentRoute();
  return (
    <>
      <PageHeader description={t(`screens.${name}.description`)} />
      <EmptyState title={t(`screens.${name}.emptyTitle`)} body={t(`screens.${name}.emptyBody`)} actions={actions} />
      {children}
    </>
  );
}
