import type { ReactNode } from 'react';
import type { AppRoute } from '../app/route-table.ts';

/** What every layout is given: the route being shown, and its screen. */
export interface LayoutProps {
  route: AppRoute;
  children: ReactNode;
}
