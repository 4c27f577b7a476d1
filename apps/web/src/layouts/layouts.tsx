import type { ComponentType, ReactNode } from 'react';
import type { AppRoute, LayoutName } from '../app/routes.tsx';
import { AuthenticationLayout } from './AuthenticationLayout.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { EmptyPageLayout } from './EmptyPageLayout.tsx';
import { InitializingLayout } from './InitializingLayout.tsx';

export interface LayoutProps {
  route: AppRoute;
  children: ReactNode;
}

/** The four layouts of spec section 2, by the name the route table uses. */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  authentication: AuthenticationLayout,
  default: DefaultLayout,
  emptyPage: EmptyPageLayout,
  // A route that only redirects shows the blank layout for the instant it takes.
  initializing: () => <InitializingLayout />,
};
